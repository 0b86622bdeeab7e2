import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema.ts';

/**
 * The embedded SQLite database in DATA_DIR. WAL with synchronous=FULL makes
 * every committed submission survive a crash or power loss; the busy timeout
 * lets concurrent writers wait instead of failing.
 */
export function openSqlite(dataDir: string): { db: Kysely<Database>; file: string } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'agency.sqlite');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('synchronous = FULL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) }), file };
}
