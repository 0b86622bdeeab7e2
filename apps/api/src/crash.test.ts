import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { createTestDatabase, engines, type TestDatabase } from './test-support/test-api.ts';
import { spawnServer, type SpawnedServer } from './test-support/spawn-server.ts';
import { until } from './test-support/until.ts';

const enquiry = (n: number) =>
  JSON.stringify({
    username: `Crash ${n}`,
    email: `crash${n}@example.com`,
    phone: '0123',
    message: `load ${n}`,
  });

/** Posts from `workers` loops until stopped; returns the ids answered 201. */
function load(url: string, workers: number) {
  const acknowledged: string[] = [];
  let running = true;
  let n = 0;
  const loops = Array.from({ length: workers }, async () => {
    while (running) {
      try {
        const response = await fetch(`${url}${apiPaths.contactQuery}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: enquiry((n += 1)),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        // The server died mid-request: that request was never acknowledged.
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }
  });
  return {
    acknowledged,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

describe.each(engines)('a server killed on %s', (engine) => {
  let database: TestDatabase | undefined;
  let server: SpawnedServer | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
  });

  it('with SIGKILL under concurrent load has every acknowledged submission after a restart', async () => {
    database = await createTestDatabase(engine);
    server = await spawnServer(database.env);
    const traffic = load(server.url, 16);
    // Killed once it has acknowledged some (on a busy machine the first second may answer few).
    await until(() => traffic.acknowledged.length > 20, 60_000);
    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    await traffic.stop();
    expect(traffic.acknowledged.length).toBeGreaterThan(20);

    server = await spawnServer(database.env);
    expect((await fetch(`${server.url}/api/health/ready`)).status).toBe(200);
    const stored = await database.db
      .selectFrom('submissions')
      .select('id')
      .where('id', 'in', traffic.acknowledged)
      .execute();
    expect(stored.length).toBe(traffic.acknowledged.length);
  }, 60_000);

  it('with SIGTERM finishes the requests in flight, then exits 0', async () => {
    database = await createTestDatabase(engine);
    server = await spawnServer(database.env);
    // SIGTERM as the first answer arrives (not after a fixed delay, which on a
    // busy machine could come before the server had read any request): the
    // others are in flight or not yet sent.
    let signalled = false;
    const inFlight = Array.from({ length: 20 }, (_, i) =>
      fetch(`${server?.url}${apiPaths.contactQuery}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: enquiry(i),
      }).then(
        async (response) => {
          if (!signalled) {
            signalled = true;
            server?.child.kill('SIGTERM');
          }
          return { status: response.status, id: ((await response.json()) as { id?: string }).id };
        },
        () => ({ status: 0, id: undefined }),
      ),
    );
    const answers = await Promise.all(inFlight);
    expect(await server.exited).toBe(0);
    // Each request was either answered in full or refused before it began; none was cut off.
    for (const answer of answers) expect([0, 201, 503]).toContain(answer.status);
    const ids = answers.flatMap((a) => (a.status === 201 && a.id ? [a.id] : []));
    expect(ids.length).toBeGreaterThan(0);
    const stored = await database.db.selectFrom('submissions').select('id').where('id', 'in', ids).execute();
    expect(stored.length).toBe(ids.length);
  }, 60_000);
});
