import { spawn } from 'node:child_process';
import http from 'node:http';
import { connect, type Socket } from 'node:net';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFastify } from '../app.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { until } from '../test-support/until.ts';

/** GET from a given loopback address (all of 127/8 is this machine on Linux). */
function probe(url: string, localAddress: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(url, { localAddress, agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** Opens `count` sockets from `localAddress`; resolves with them once each is open or refused. */
async function openSockets(port: number, localAddress: string, count: number) {
  const sockets = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<Socket>((resolve) => {
          const socket = connect({ port, host: '127.0.0.1', localAddress }, () => {
            socket.write('GET / HTTP/1.1\r\nHost: x\r\n');
            setTimeout(() => resolve(socket), 50);
          });
          socket.on('error', () => resolve(socket));
        }),
    ),
  );
  // The server closes what it refuses; wait until it has (or never will).
  await new Promise((resolve) => setTimeout(resolve, 100));
  return sockets;
}
const stillOpen = (sockets: Socket[]) => sockets.filter((s) => !s.destroyed && !s.readableEnded).length;

describe('connection caps in one process', () => {
  let app: FastifyInstance;
  let port = 0;
  const held: Socket[] = [];
  beforeAll(async () => {
    app = createFastify({
      logLevel: 'silent',
      trustProxy: ['127.0.0.3'],
      connectionLimits: { maxConnections: 12, maxPerClient: 3 },
    });
    app.get('/api/health/live', async () => ({ status: 'ok' }));
    port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterEach(async () => {
    for (const socket of held.splice(0)) socket.destroy();
    // The next test starts once the server has seen them go.
    const connections = () =>
      new Promise<number>((resolve) => app.server.getConnections((_, n) => resolve(n)));
    await until(async () => (await connections()) === 0);
  });
  afterAll(() => app.close());

  it('keep a client to its share, but not a trusted proxy, which carries many clients', async () => {
    const client = await openSockets(port, '127.0.0.1', 6);
    held.push(...client);
    await until(() => stillOpen(client) === 3);
    const proxy = await openSockets(port, '127.0.0.3', 6);
    held.push(...proxy);
    expect(stillOpen(proxy)).toBe(6);
    expect(await probe(`http://127.0.0.1:${port}/api/health/live`, '127.0.0.4')).toBe(200);
  });

  it('refuse connections past the total cap, from anyone', async () => {
    const many = [
      ...(await openSockets(port, '127.0.0.5', 3)),
      ...(await openSockets(port, '127.0.0.6', 3)),
      ...(await openSockets(port, '127.0.0.7', 3)),
      ...(await openSockets(port, '127.0.0.8', 3)),
    ];
    held.push(...many);
    await until(() => stillOpen(many) === 12);
    expect(await probe(`http://127.0.0.1:${port}/api/health/live`, '127.0.0.9')).toBe(0);
  });
});

/** The attacker processes: each holds up to its own open-file limit of sockets. */
function attacker(port: number, count: number) {
  const child = spawn(
    process.execPath,
    [
      join(import.meta.dirname, '../test-support/hold-connections.ts'),
      '127.0.0.1',
      String(port),
      String(count),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const reports: { attempted: number; open: number; refused: number }[] = [];
  let buffered = '';
  child.stdout.on('data', (chunk: Buffer) => {
    buffered += String(chunk);
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) if (line.trim()) reports.push(JSON.parse(line));
  });
  return {
    child,
    reports,
    ask: () => child.stdin.write('report\n'),
    exited: new Promise((resolve) => child.once('exit', resolve)),
  };
}

describe('20,000 connections held open with half-sent headers from one address (slowloris)', () => {
  let database: TestDatabase;
  let server: SpawnedServer;
  const log: string[] = [];
  const attackers: ReturnType<typeof attacker>[] = [];
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    // Long time-outs: the attack must still be held while the probes run, however slow this machine is.
    server = await spawnServer({
      ...database.env,
      LOG_LEVEL: 'warn',
      MAX_CONNECTIONS_PER_CLIENT: '64',
      REQUEST_TIMEOUT_MS: '120000',
      HEADERS_TIMEOUT_MS: '120000',
    });
    server.child.stdout?.on('data', (chunk: Buffer) => log.push(String(chunk)));
  });
  afterAll(async () => {
    for (const a of attackers) a.child.kill('SIGKILL');
    await Promise.all(attackers.map((a) => a.exited));
    server.child.kill('SIGTERM');
    await server.exited;
    await database.drop();
  });

  it('do not keep health probes from another address out', async () => {
    const { port } = new URL(server.url);
    // Two processes of 10,000: the open-file limit here is 20,000 a process (soft = hard).
    attackers.push(attacker(Number(port), 10_000), attacker(Number(port), 10_000));
    await until(() => attackers.every((a) => a.reports.length > 0), 120_000);
    const attempted = attackers.reduce((n, a) => n + (a.reports[0]?.attempted ?? 0), 0);
    expect(attempted).toBe(20_000);

    for (let i = 0; i < 10; i += 1)
      expect(await probe(`${server.url}/api/health/live`, '127.0.0.2')).toBe(200);

    // The attack is still held, within its cap: 64 connections of 127.0.0.1 open, the rest refused.
    for (const a of attackers) a.ask();
    await until(() => attackers.every((a) => a.reports.length > 1));
    const open = attackers.reduce((n, a) => n + (a.reports.at(-1)?.open ?? 0), 0);
    expect(open).toBe(64);
    await until(() => log.join('').includes('connections refused: over the connection caps'));
    const line = JSON.parse(
      log
        .join('')
        .split('\n')
        .find((l) => l.includes('connections refused')) ?? '{}',
    ) as { refusedOverClientCap: number; clients: string[] };
    expect(line.refusedOverClientCap).toBeGreaterThan(0);
    expect(line.clients).toEqual(['127.0.0.1']);
  }, 180_000);
});
