// `npm run leads -- <command>`: the staff CLI, on the database the server uses
// (the same DATA_DIR / DATABASE_URL configuration).
import { ConfigError, loadConfig } from '../config.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { queueNotification } from '../notifications/queue-notification.ts';
import { runLeads } from './run-leads.ts';

async function main(): Promise<number> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const { db } = openDatabase(config);
  try {
    await migrateToLatest(db);
    return await runLeads(process.argv.slice(2), {
      db,
      out: (text) => console.log(text),
      err: (text) => console.error(text),
      // A running server's outbox worker sends it.
      release: (id) => queueNotification(db, id),
    });
  } catch (error) {
    console.error(`Database error: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
