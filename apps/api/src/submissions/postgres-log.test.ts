import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openPostgres } from '../db/open-database.ts';
import { startPostgresServer } from '../test-support/postgres-server.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { humanHeaders, testFormTokenSecret } from '../test-support/test-api.ts';

// A server of its own (not the suite's shared one, nor TEST_DATABASE_URL): its log is read.
describe("PostgreSQL's own log", () => {
  let server: Awaited<ReturnType<typeof startPostgresServer>>;
  let opened: ReturnType<typeof openPostgres>;
  let app: ReturnType<typeof createFastify>;

  beforeAll(async () => {
    server = await startPostgresServer();
    opened = openPostgres(server.url);
    await migrateToLatest(opened.db);
    app = buildApiApp(createFastify({ logLevel: 'silent' }), {
      db: opened.db,
      engine: 'postgres',
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 1_000_000_000, windowMs: 600_000 },
      deliveries: { confirmations: false, webhookUrls: [] },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await opened?.db.destroy();
    server?.stop();
  });

  it('carries no key value when copies of one request race on one Idempotency-Key', async () => {
    const key = 'race-key-7f3a9c';
    const raced = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: apiPaths.contactQuery,
          payload: JSON.stringify(sampleBodies.contact),
          headers: { ...humanHeaders(), 'idempotency-key': key },
        }),
      ),
    );
    expect(raced.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(raced.map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    const log = readFileSync(server.log, 'utf8');
    expect(log).not.toContain(key);
    expect(log).not.toMatch(/duplicate key|DETAIL/);
  });
});
