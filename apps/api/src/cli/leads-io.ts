import type { Kysely } from 'kysely';
import type { Engine } from '../db/open-database.ts';
import type { Database } from '../db/schema.ts';

/** What every `leads` command works with: the database, and where it writes. */
export interface LeadsIo {
  db: Kysely<Database>;
  engine: Engine;
  out: (text: string) => void;
  err: (text: string) => void;
  now?: () => Date;
}
