// A slowloris attacker for the connection-limit test, run as its own process
// (each holds up to its own open-file limit):
//   node hold-connections.ts <host> <port> <count>
// Opens <count> connections from the default local address, a few hundred
// at a time, sends half a request's headers on each and keeps whatever the
// server leaves open. Prints one JSON line once every attempt has settled,
// and again (the sockets still open now) for every line read on stdin.
import { connect, type Socket } from 'node:net';

const [host = '127.0.0.1', portText = '0', countText = '0'] = process.argv.slice(2);
const port = Number(portText);
const count = Number(countText);
const open = new Set<Socket>();
let refused = 0;

const attempt = () =>
  new Promise<void>((resolve) => {
    const socket = connect({ host, port });
    socket.setNoDelay(true);
    let settled = false;
    const settle = () => {
      if (!settled) {
        settled = true;
        resolve();
      }
    };
    socket.once('connect', () => {
      open.add(socket);
      socket.write('GET /api/health/live HTTP/1.1\r\nHost: x\r\nX-Slow: ');
      // Open for a moment after connecting: the server keeps it, or has closed it by then.
      setTimeout(settle, 20);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.once('close', () => {
      if (open.delete(socket) || !settled) refused += 1;
      settle();
    });
  });

const report = () => console.log(JSON.stringify({ attempted: count, open: open.size, refused }));

let next = 0;
await Promise.all(
  Array.from({ length: 200 }, async () => {
    while (next < count) {
      next += 1;
      await attempt();
    }
  }),
);
report();
process.stdin.on('data', report);
process.stdin.on('end', () => process.exit(0));
