// `npm run leads -- <command>`: the staff CLI, on the database the server uses
// (the same DATA_DIR / DATABASE_URL configuration).
import { ConfigError, loadConfig } from '../config.ts';
import { hasLeadsSchema } from '../db/has-leads-schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DatabaseMissingError, openDatabase, type OpenDatabase } from '../db/open-database.ts';
import { parseCommand, usage, UsageError, type Command } from './parse-command.ts';
import { runCommand, usageFailure } from './run-leads.ts';

const io = {
  // A text that ends with its own line break (the CSV's last record's CRLF) is written as it is:
  // console.log would add a blank line after the last record.
  out: (text: string) => void process.stdout.write(text.endsWith('\n') ? text : `${text}\n`),
  err: (text: string) => console.error(text),
};

async function main(): Promise<number> {
  // The command line first: a usage error is reported without touching any database.
  let command: Command;
  try {
    command = parseCommand(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error, io);
    throw error;
  }
  if (command.name === 'help') {
    io.out(usage);
    return 0;
  }
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
  let opened: OpenDatabase;
  try {
    opened = openDatabase(config, { mustExist: true });
  } catch (error) {
    if (error instanceof DatabaseMissingError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const { db, engine, location } = opened;
  try {
    if (!(await hasLeadsSchema(db))) {
      console.error(
        `The database at ${location} has no leads tables. Check DATABASE_URL; the server creates them on its first start.`,
      );
      return 2;
    }
    await migrateToLatest(db);
    return await runCommand(command, { ...io, db, engine });
  } catch (error) {
    console.error(`Database error: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main();
