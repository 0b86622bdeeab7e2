import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP proxy on a free loopback port to `target`, which can be cut: while
 * down it drops every open connection and closes new ones at once, as a
 * database server that went away.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  let down = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      open.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        open.delete(a);
        b.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    setDown(value: boolean) {
      down = value;
      if (down) for (const socket of open) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
