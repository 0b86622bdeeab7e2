import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The tables of the server's SQLite database whose rows hold this text
 * anywhere (any column), read from the file itself: what an erase must
 * leave behind is nothing.
 */
export function tablesHolding(dataDir: string, text: string): string[] {
  const db = new DatabaseSync(join(dataDir, 'agency.sqlite'), { readOnly: true });
  try {
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`)
      .all()
      .map((row) => String(row.name));
    return tables.filter((table) =>
      db
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .some((row) => JSON.stringify(row).includes(text)),
    );
  } finally {
    db.close();
  }
}
