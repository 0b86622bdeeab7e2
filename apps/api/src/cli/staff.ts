// `npm run staff -- <command>`: the staff inbox's people, on the database the
// server uses (the same DATA_DIR / DATABASE_URL configuration).
import { userInfo } from 'node:os';
import nodemailer from 'nodemailer';
import { ConfigError, loadConfig, type ApiConfig } from '../config.ts';
import { hasLeadsSchema } from '../db/has-leads-schema.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { DatabaseMissingError, openDatabase, type OpenDatabase } from '../db/open-database.ts';
import { smtpTimeouts } from '../notifications/outbox-worker.ts';
import { parseStaffCommand, staffUsage, StaffUsageError, type StaffCommand } from './staff-command.ts';
import { runStaffCommand } from './run-staff.ts';

const io = { out: (text: string) => console.log(text), err: (text: string) => console.error(text) };

/** Where the enrolment links point: STAFF_ORIGIN, else the staff listener on this machine. */
function staffOriginOf(config: ApiConfig): string | undefined {
  return config.staff.origin ?? (config.staff.port ? `http://localhost:${config.staff.port}` : undefined);
}

async function main(): Promise<number> {
  // The command line first: a usage error is reported without touching any database.
  let command: StaffCommand;
  try {
    command = parseStaffCommand(process.argv.slice(2));
  } catch (error) {
    if (error instanceof StaffUsageError) {
      io.err(`${error.message}\n\n${staffUsage}`);
      return 2;
    }
    throw error;
  }
  if (command.name === 'help') {
    io.out(staffUsage);
    return 0;
  }
  let config: ApiConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const mails = command.name === 'invite' || command.name === 'reinvite';
  const staffOrigin = staffOriginOf(config);
  if (mails && !config.smtpUrl) {
    io.err('SMTP_URL is not set: an invitation can only be mailed. Nothing was changed.');
    return 2;
  }
  if (mails && !staffOrigin) {
    io.err(
      'Set STAFF_ORIGIN (the inbox’s public origin) or STAFF_PORT: the link points there. Nothing was changed.',
    );
    return 2;
  }
  let opened: OpenDatabase;
  try {
    opened = openDatabase(config, { mustExist: true });
  } catch (error) {
    if (error instanceof DatabaseMissingError) {
      io.err(error.message);
      return 2;
    }
    throw error;
  }
  const { db, location } = opened;
  const transport = config.smtpUrl
    ? nodemailer.createTransport({
        url: config.smtpUrl,
        ...smtpTimeouts(config.outbox.leaseMs),
        ...(config.dkim ? { dkim: config.dkim } : {}),
      })
    : undefined;
  try {
    if (!(await hasLeadsSchema(db))) {
      io.err(
        `The database at ${location} has no leads tables. Check DATABASE_URL; the server creates them on its first start.`,
      );
      return 2;
    }
    await migrateToLatest(db);
    return await runStaffCommand(command, {
      ...io,
      db,
      now: () => Date.now(),
      actor: { actor: `cli:${userInfo().username}`, staffId: null, fromAddress: 'cli' },
      send: async (mail) => {
        await transport?.sendMail(mail);
      },
      mailFrom: config.mail.from,
      staffOrigin: staffOrigin ?? '',
    });
  } catch (error) {
    io.err(`Database error: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  } finally {
    transport?.close();
    await db.destroy();
  }
}

process.exitCode = await main();
