import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
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

// The pool behind each PostgreSQL database opened here: an erasure's scrub takes a connection of its
// own from it, to read the notices VACUUM VERBOSE sends (delete-submissions.ts); Kysely hides them.
const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The pool of a PostgreSQL database opened by openPostgres; undefined for any other. */
export const postgresPool = (db: Kysely<Database>): pg.Pool | undefined => pools.get(db);

/** The CLI was pointed at a database that is not there; it never creates one. */
export class DatabaseMissingError extends Error {}

export interface SqliteOptions {
  /** Refuse to create the database: a mistyped DATA_DIR must not yield a new, empty one. */
  mustExist?: boolean;
}

/** Only the server's user may read the leads: the directory 0700, the files 0600. */
function keepPrivate(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    // ENOENT: a -wal/-shm file not there yet; SQLite creates it with the
    // database file's mode. EPERM: a path another user owns (a mounted volume)
    // keeps the mode its owner chose.
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'EPERM') throw error;
  }
}

/**
 * The embedded SQLite database in DATA_DIR. WAL with synchronous=FULL makes
 * every committed submission survive a crash or power loss; the busy timeout
 * lets concurrent writers wait instead of failing. secure_delete zeroes
 * deleted rows and freed pages on every connection, the server's included, so
 * an erasure leaves no copy of a person's data in the file's free space (see
 * delete-submissions.ts for the write-ahead log).
 */
export function openSqlite(dataDir: string, options: SqliteOptions = {}): OpenDatabase & { file: string } {
  const file = join(dataDir, 'agency.sqlite');
  if (options.mustExist && !existsSync(file))
    throw new DatabaseMissingError(
      `No database at ${file}. Check DATA_DIR (or DATABASE_URL); the server creates the database on its first start.`,
    );
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  keepPrivate(dataDir, 0o700);
  // Created here with 0600 so SQLite, which gives -wal and -shm the database
  // file's mode, never makes any of them readable by others.
  if (!existsSync(file)) closeSync(openSync(file, 'a', 0o600));
  for (const path of [file, `${file}-wal`, `${file}-shm`]) keepPrivate(path, 0o600);
  const connection = new SQLite(file, { fileMustExist: true });
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  connection.pragma('secure_delete = ON');
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
    // No JIT compilation: every query here reads a page or a few counts, and a plan the planner
    // costs high (the list walking a million leads for a page it finds in the first hundred) was
    // compiled first, 80-400 ms of a 5 ms query (status "new" at a million leads).
    options: '-c jit=off',
  });
  // A client losing its server must not crash the process; the next query reconnects.
  // The pool listens for errors only while a client is idle: a socket that dies
  // mid-query raises 'error' on the checked-out client itself, and unhandled
  // that exits the process (seen with a database cut under load).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db, pool);
  const { hostname, port, pathname } = new URL(url);
  return { db, engine: 'postgres', location: `postgresql://${hostname}:${port || 5432}${pathname}` };
}

export interface DatabaseSettings {
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
}

/** PostgreSQL when DATABASE_URL is set, else SQLite in DATA_DIR. */
export function openDatabase(settings: DatabaseSettings, options: SqliteOptions = {}): OpenDatabase {
  return settings.databaseUrl
    ? openPostgres(settings.databaseUrl, settings.poolMax)
    : openSqlite(settings.dataDir, options);
}
