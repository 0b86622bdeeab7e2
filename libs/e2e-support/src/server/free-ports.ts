import { createServer, type Server } from 'node:net';

// Browsers refuse to load from some well-known service ports (4190, 6000,
// 6667, ...), the highest of them 10080: a page served on one never loads.
const highestRefusedPort = 10080;

function listen(): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * Asks the OS for `count` different free ports on 127.0.0.1 that a browser
 * will load from. All are held open together before any is released, so no
 * two are the same.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held: Server[] = [];
  const ports: number[] = [];
  try {
    while (ports.length < count) {
      const server = await listen();
      held.push(server);
      const { port } = server.address() as { port: number };
      if (port > highestRefusedPort) ports.push(port);
    }
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  }
  return ports;
}
