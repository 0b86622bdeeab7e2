import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { InboxServer } from './inbox-server.ts';

/** A staff member's id as the running server stored it in its SQLite file: what the inbox's URLs name. */
export function staffIdOf(server: InboxServer, email: string): string {
  const db = new DatabaseSync(join(server.env.DATA_DIR, 'agency.sqlite'), { readOnly: true });
  try {
    const row = db.prepare('SELECT id FROM staff_members WHERE email = ?').get(email);
    if (!row) throw new Error(`no staff member ${email}`);
    return String(row.id);
  } finally {
    db.close();
  }
}
