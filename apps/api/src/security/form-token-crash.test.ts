import { afterEach, describe, expect, it } from 'vitest';
import { apiPaths, formTokenPath, formTokenShownParam } from '@agency/contract';
import { createTestDatabase, engines, type TestDatabase } from '../test-support/test-api.ts';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

const enquiry = (message: string) => JSON.stringify({ ...sampleBodies.contact, message });

describe.each(engines)('a form token on %s', (engine) => {
  let database: TestDatabase | undefined;
  let server: SpawnedServer | undefined;
  afterEach(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
  });

  it('stays bound to its submission across a SIGKILL, as the submission stays stored', async () => {
    database = await createTestDatabase(engine);
    server = await spawnServer(database.env);
    const answer = await fetch(`${server.url}${formTokenPath}?${formTokenShownParam}=5000`);
    const { token } = (await answer.json()) as { token: string };
    const send = (url: string, message: string) =>
      fetch(`${url}${apiPaths.contactQuery}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-xsrf-token': token, 'x-honeypot': '' },
        body: enquiry(message),
      });
    const first = await send(server.url, 'the first enquiry');
    expect(first.status).toBe(201);

    server.child.kill('SIGKILL');
    expect(await server.exited).toBe('SIGKILL');
    server = await spawnServer(database.env);
    const second = await send(server.url, 'another enquiry with the same token');
    expect(second.status).toBe(201);

    const rows = await database.db
      .selectFrom('submissions')
      .select(['id', 'spam', 'spam_reasons'])
      .orderBy('received_at')
      .execute();
    expect(rows).toEqual([
      { id: ((await first.json()) as { id: string }).id, spam: 0, spam_reasons: '' },
      { id: ((await second.json()) as { id: string }).id, spam: 1, spam_reasons: 'token-reused' },
    ]);
  }, 60_000);
});
