import { describe, expect, inject, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { apiPaths } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import type { Database } from '../db/schema.ts';
import { logLines } from '../test-support/log-lines.ts';
import { startTcpProxy } from '../test-support/tcp-proxy.ts';
import { createTestDatabase, engines, humanHeaders, testFormTokenSecret } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';
import { DatabaseStatus } from './database-status.ts';

const contact = { username: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };
const downLine = 'database unavailable: requests are answered 503 until it answers';
const upLine = 'database answers again';

function recordingLog() {
  const lines: { level: string; fields: Record<string, unknown>; msg: string }[] = [];
  const write = (level: string) => (fields: Record<string, unknown>, msg: string) =>
    lines.push({ level, fields, msg });
  return { lines, log: { info: write('info'), error: write('error') } as unknown as FastifyBaseLogger };
}

describe('the database status', () => {
  it('logs one line per change, and a database that flaps once per quiet time with the changes counted', async () => {
    const { lines, log } = recordingLog();
    const status = new DatabaseStatus(log, 100);
    for (let i = 0; i < 50; i += 1) status.failed(new Error('connect ECONNREFUSED 127.0.0.1:5432'));
    expect(lines).toEqual([
      { level: 'error', fields: { cause: 'connect ECONNREFUSED 127.0.0.1:5432' }, msg: downLine },
    ]);
    // Up, down, up within the quiet time: one line after it, with the state at its end.
    status.answered();
    status.failed(new Error('gone again'));
    status.answered();
    status.answered();
    expect(lines).toHaveLength(1);
    await until(() => lines.length === 2);
    expect(lines[1]).toMatchObject({ level: 'info', msg: upLine, fields: { changesNotLogged: 3 } });
    expect(lines[1]?.fields.failedRequests).toBe(51);
    status.stop();
  });
});

/**
 * The test database through the proxy. Every client gets an 'error'
 * listener: pg emits 'error' on a client whose connection drops, and pg-pool
 * listens only while the client is idle, so one dropped in the middle of a
 * query would be an uncaught exception (the query itself fails either way).
 * open-database.ts does not do this yet (see the report): this test is about
 * what the API answers and logs, not about that.
 */
function proxiedPostgres(port: number): Kysely<Database> {
  const url = new URL(inject('postgresUrl'));
  url.port = String(port);
  url.pathname = currentDatabase;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, connectionTimeoutMillis: 3000 });
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
let currentDatabase = '';

describe.each(engines)('a database outage on %s', (engine) => {
  it('is logged once when it starts and once when it ends, not per request; every submission meanwhile is a 503 with Retry-After', async () => {
    const database = await createTestDatabase(engine);
    const log = logLines();
    const serverUrl = new URL(database.env.DATABASE_URL ?? 'postgresql://unused');
    currentDatabase = serverUrl.pathname;
    // PostgreSQL through a proxy that can be cut; SQLite closed under the app (it cannot come back).
    const proxy =
      engine === 'postgres'
        ? await startTcpProxy({ host: serverUrl.hostname, port: Number(serverUrl.port) })
        : undefined;
    const db = proxy ? proxiedPostgres(proxy.port) : database.db;
    const app = buildApiApp(createFastify({ logStream: log.stream }), {
      db,
      engine,
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 1_000_000, windowMs: 600_000 },
      databaseLogQuietMs: 200,
    });
    const send = (i: number) =>
      app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: JSON.stringify({ ...contact, message: `outage ${i}` }),
        headers: humanHeaders(),
      });
    try {
      expect((await send(0)).statusCode).toBe(201);
      if (proxy) proxy.setDown(true);
      else await db.destroy();
      const answers = [];
      for (let i = 1; i <= 30; i += 1) answers.push(await send(i));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(30).fill(503));
      expect(answers.every((a) => a.headers['retry-after'] === '30')).toBe(true);
      expect((await app.inject('/api/health/ready')).statusCode).toBe(503);
      expect(log.withMessage(downLine)).toHaveLength(1);
      expect(log.lines.filter((line) => line.msg === 'unexpected error' || 'err' in line)).toEqual([]);
      if (proxy) {
        proxy.setDown(false);
        await until(async () => (await send(99)).statusCode === 201);
        await until(() => log.withMessage(upLine).length === 1);
        expect(log.withMessage(upLine)[0]?.failedRequests).toBeGreaterThanOrEqual(31);
        expect(log.withMessage(downLine)).toHaveLength(1);
      }
    } finally {
      await app.close();
      if (proxy) await db.destroy();
      await proxy?.close();
      await database.drop();
    }
  });
});
