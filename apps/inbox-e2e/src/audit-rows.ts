import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { InboxServer } from './inbox-server.ts';

/** The audit log's rows of one lead, oldest first, as the running server committed them to its SQLite file. */
export function auditRowsOf(server: InboxServer, reference: string): { actor: string; action: string }[] {
  const db = new DatabaseSync(join(server.env.DATA_DIR, 'agency.sqlite'), { readOnly: true });
  try {
    return db
      .prepare('SELECT actor, action FROM staff_audit WHERE target_ref = ? ORDER BY id')
      .all(reference) as { actor: string; action: string }[];
  } finally {
    db.close();
  }
}
