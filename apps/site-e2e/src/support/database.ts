import { join } from 'node:path';
import SQLite from 'better-sqlite3';

export interface StoredSubmission {
  id: string;
  form: string;
  region: string;
  received_at: string;
  body: string;
  /** 1 when the API filed it as suspected spam (not notified, listed in the spam digest). */
  spam: number;
  spam_reasons: string;
  /** Whether its notification mail is queued in the outbox. */
  notificationQueued: boolean;
}

function read<T>(query: (db: SQLite.Database) => T, dataDir = process.env.E2E_DATA_DIR!): T {
  const db = new SQLite(join(dataDir, 'agency.sqlite'), { readonly: true });
  try {
    return query(db);
  } finally {
    db.close();
  }
}

const withOutbox = `SELECT s.*, EXISTS (SELECT 1 FROM outbox o WHERE o.submission_id = s.id) AS queued FROM submissions s`;

function asStored(row: (Omit<StoredSubmission, 'notificationQueued'> & { queued: number }) | undefined) {
  if (!row) return undefined;
  const { queued, ...rest } = row;
  return { ...rest, notificationQueued: queued === 1 };
}

/** Reads the row the server under test committed to its SQLite file. */
export function storedSubmission(id: string): StoredSubmission | undefined {
  return read((db) => asStored(db.prepare(`${withOutbox} WHERE s.id = ?`).get(id) as never));
}

/** The rows stored for an email address (each test uses its own), oldest first; by default the suite's server's. */
export function storedSubmissionsFor(email: string, dataDir?: string): StoredSubmission[] {
  return read(
    (db) =>
      (
        db
          .prepare(`${withOutbox} WHERE s.email = ? ORDER BY s.received_at`)
          .all(email.toLowerCase()) as never[]
      ).map((row) => asStored(row)!),
    dataDir,
  );
}
