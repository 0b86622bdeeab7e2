import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApiApp, createFastify } from '../app.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openSqlite } from '../db/open-database.ts';

/** A real API on a real SQLite file in a throwaway directory. */
export async function startTestApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-api-test-'));
  const { db } = openSqlite(dataDir);
  await migrateToLatest(db);
  const app = buildApiApp(createFastify('silent'), { db });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
