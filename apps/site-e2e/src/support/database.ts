import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export interface StoredSubmission {
  id: string;
  form: string;
  region: string;
  received_at: string;
  body: string;
}

/** Reads the rows the server under test committed to its SQLite file. */
export function storedSubmission(id: string): StoredSubmission | undefined {
  const db = new SQLite(join(process.env.E2E_DATA_DIR!, 'agency.sqlite'), { readonly: true });
  try {
    return db.prepare('SELECT * FROM submissions WHERE id = ?').get(id) as StoredSubmission | undefined;
  } finally {
    db.close();
  }
}
