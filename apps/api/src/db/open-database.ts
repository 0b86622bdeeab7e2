import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Engine = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  engine: Engine;
  /** Where the data is, for the start-up log, without any password. */
  location: string;
}

/**
 * The embedded SQLite database in DATA_DIR. WAL with synchronous=FULL makes
 * every committed submission survive a crash or power loss; the busy timeout
 * lets concurrent writers wait instead of failing.
 */
export function openSqlite(dataDir: string): OpenDatabase & { file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'agency.sqlite');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) });
  return { db, file, engine: 'sqlite', location: file };
}

/**
 * PostgreSQL through a connection pool. The connect time-out keeps a request
 * from hanging when the server is down: it fails fast and is answered 503.
 */
export function openPostgres(url: string, poolMax = 10): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolMax,
    connectionTimeoutMillis: 3000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const { hostname, port, pathname } = new URL(url);
  return { db, engine: 'postgres', location: `postgresql://${hostname}:${port || 5432}${pathname}` };
}

export interface DatabaseSettings {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}

/** PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function openDatabase(settings: DatabaseSettings): OpenDatabase {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.poolMax)
    : openSqlite(settings.dataDir);
}
