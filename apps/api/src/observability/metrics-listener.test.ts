import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../security/security-headers.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';

/**
 * An address of this machine other than 127.0.0.1: its first non-internal
 * IPv4 address, as another host on its network reaches it. On a machine with
 * none, 127.0.0.2: still not the address the metrics are bound to.
 */
const otherAddress =
  Object.values(networkInterfaces())
    .flat()
    .find((a) => a?.family === 'IPv4' && !a.internal)?.address ?? '127.0.0.2';

/** The connection's error code, or the answer's status if it was answered. */
const outcome = async (url: string) => {
  try {
    return (await fetch(url)).status;
  } catch (error) {
    return ((error as Error).cause as NodeJS.ErrnoException | undefined)?.code;
  }
};

describe(`metrics on their own listener (other address ${otherAddress})`, () => {
  let database: TestDatabase;
  let server: SpawnedServer;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    // The public port on every address, as `npm start` listens by default; the metrics as they are by default.
    server = await spawnServer({ ...database.env, HOST: '0.0.0.0' });
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await database?.drop();
  });

  it('serves the Prometheus text on 127.0.0.1 only: another address of the machine is refused', async () => {
    const metrics = new URL(server.metricsUrl);
    expect(metrics.hostname).toBe('127.0.0.1');
    expect(metrics.pathname).toBe('/metrics');
    expect(metrics.port).not.toBe(new URL(server.url).port);

    const inside = await fetch(metrics);
    expect(inside.status).toBe(200);
    expect(inside.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(inside.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(securityHeaders)) expect(inside.headers.get(name)).toBe(value);
    expect(await inside.text()).toContain('# TYPE agency_deliveries_pending gauge');

    expect(await outcome(`http://${otherAddress}:${metrics.port}/metrics`)).toBe('ECONNREFUSED');
  });

  it('answers /api/metrics on the public port 404, as any unknown path, from loopback and from another address', async () => {
    const port = new URL(server.url).port;
    for (const host of ['127.0.0.1', otherAddress]) {
      const response = await fetch(`http://${host}:${port}/api/metrics`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'Nothing here: GET /api/metrics' });
      // The public port itself is reachable from there: only the metrics are not.
      expect((await fetch(`http://${host}:${port}/api/health/live`)).status).toBe(200);
    }
  });
});
