import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { formTokenCookie, headerKey, wireHeaders } from '@agency/contract';
import { buildApiApp, createFastify, type ApiAppOptions } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openPostgres, openSqlite, type Engine, type OpenDatabase } from '../db/open-database.ts';
import { issueFormToken } from '../security/form-token.ts';
import { testPositions } from './test-positions.ts';

export const engines: readonly Engine[] = ['sqlite', 'postgres'];

export interface TestDatabase extends OpenDatabase {
  /** What the server/CLI needs in its environment to open this database. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/** A fresh, empty, migrated database on the given engine (on PostgreSQL, of the suite's server unless named). */
export async function createTestDatabase(
  engine: Engine,
  serverUrl = inject('postgresUrl'),
): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-api-test-'));
    const opened = openSqlite(dataDir);
    await migrateToLatest(opened.db);
    return {
      ...opened,
      env: { DATA_DIR: dataDir },
      async drop() {
        await opened.db.destroy().catch(() => {});
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `agency_test_${randomBytes(6).toString('hex')}`;
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: serverUrl, max: 1 }) }),
  });
  await sql`create database ${sql.id(name)}`.execute(admin);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const opened = openPostgres(url.toString());
  await migrateToLatest(opened.db);
  return {
    ...opened,
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await opened.db.destroy().catch(() => {});
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin);
      await admin.destroy();
    },
  };
}

export const testFormTokenSecret = 'test-form-token-secret';

/**
 * What a person's browser sends: a new form token for a page shown 5 s ago
 * (in the header, and in the cookie as a same-origin browser also sends it),
 * and an empty honeypot. Each call is a new token: a token is single use.
 */
export function humanHeaders(secret = testFormTokenSecret): Record<string, string> {
  const token = issueFormToken(secret, 5_000);
  return {
    'content-type': 'application/json',
    cookie: `${formTokenCookie}=${token}`,
    [headerKey(wireHeaders.formToken)]: token,
    [headerKey(wireHeaders.honeypot)]: '',
  };
}

/**
 * A real API over a real database of the given engine (SQLite by default).
 * The rate limit is lifted unless a test sets one: suites send many requests
 * from one address. Leads are delivered as staff notifications alone unless
 * a test sets `deliveries`.
 */
export async function startTestApi(
  engine: Engine = 'sqlite',
  options: Partial<Omit<ApiAppOptions, 'db'>> & {
    logStream?: NodeJS.WritableStream;
    trustProxy?: string[];
  } = {},
) {
  const database = await createTestDatabase(engine);
  const { logStream, trustProxy, ...appOptions } = options;
  const app = buildApiApp(createFastify({ logLevel: logStream ? 'info' : 'silent', logStream, trustProxy }), {
    db: database.db,
    engine,
    formTokenSecret: testFormTokenSecret,
    rateLimit: { max: 1_000_000_000, windowMs: 600_000 },
    // Staff notifications only, unless a test is about the visitor's confirmation or webhooks.
    deliveries: { confirmations: false, webhookUrls: [] },
    // Positions dated from the API's own clock, never the files' dates, which age.
    positions: testPositions(appOptions.clock?.() ?? new Date()),
    ...appOptions,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    async count(): Promise<number> {
      const row = await database.db
        .selectFrom('submissions')
        .select(database.db.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestApi = Awaited<ReturnType<typeof startTestApi>>;
