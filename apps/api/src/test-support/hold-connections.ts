// A slowloris attacker for the connection-limit tests, run as its own process
// (each holds up to its own open-file limit):
//   node hold-connections.ts <host> <port> <count per address> [local address ...]
// Opens <count> connections from each local address (the default one when
// none is named), a few hundred at a time, sends half a request's headers on
// each and keeps whatever the server leaves open. Prints one JSON line once
// every attempt has settled, and again (the sockets still open now) for every
// line read on stdin.
import { connect, type Socket } from 'node:net';

const [host = '127.0.0.1', portText = '0', countText = '0', ...localAddresses] = process.argv.slice(2);
const port = Number(portText);
const perAddress = Number(countText);
const sources = localAddresses.length > 0 ? localAddresses : [undefined];
const attempts = sources.flatMap((localAddress) => Array.from({ length: perAddress }, () => localAddress));
const open = new Set<Socket>();
let refused = 0;

const attempt = (localAddress: string | undefined) =>
  new Promise<void>((resolve) => {
    const socket = connect({ host, port, ...(localAddress ? { localAddress } : {}) });
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

const report = () => console.log(JSON.stringify({ attempted: attempts.length, open: open.size, refused }));

let next = 0;
await Promise.all(
  Array.from({ length: 200 }, async () => {
    while (next < attempts.length) {
      const localAddress = attempts[next];
      next += 1;
      await attempt(localAddress);
    }
  }),
);
report();
process.stdin.on('data', report);
process.stdin.on('end', () => process.exit(0));
