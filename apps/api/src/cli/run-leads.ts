import { dayMs } from '@agency/staff-contract';
import { writeFile } from 'node:fs/promises';
import type { Kysely, Selectable } from 'kysely';
import { cvFileName, plainText } from '@agency/contract';
import { deleteSubmissions, ScrubIncompleteError, scrubDeletedRows } from '../db/delete-submissions.ts';
import type { Database, SubmissionsTable } from '../db/schema.ts';
import { parseBody, visitorName } from '../leads/lead-fields.ts';
import { releaseFromSpam } from '../notifications/release-from-spam.ts';
import { attributionOfRow } from '../leads/lead-attribution.ts';
import { deliveryStatus, redeliver, showDeliveries } from './delivery-commands.ts';
import { exportPersonCommand } from './export-person-command.ts';
import { leadReport } from './lead-report.ts';
import { leadsTableCsv } from '../leads/leads-table-csv.ts';
import type { LeadsIo } from './leads-io.ts';
import { parseCommand, usage, UsageError, type Command, type Filters } from './parse-command.ts';
import { printable, printableJson } from './terminal-text.ts';

export { usage } from './parse-command.ts';

export type { LeadsIo } from './leads-io.ts';

type Row = Selectable<SubmissionsTable>;

async function select(db: Kysely<Database>, filters: Filters): Promise<Row[]> {
  let query = db
    .selectFrom('submissions')
    .selectAll()
    .where('spam', '=', filters.spam ? 1 : 0);
  if (filters.form) query = query.where('form', '=', filters.form);
  if (filters.region) query = query.where('region', '=', filters.region);
  if (filters.since) query = query.where('received_at', '>=', filters.since);
  return query.orderBy('received_at', 'desc').orderBy('id').execute();
}

function toJson(row: Row) {
  return {
    id: row.id,
    receivedAt: row.received_at,
    form: row.form,
    region: row.region,
    consent: row.consent === null ? null : row.consent === 1,
    noticeVersion: row.notice_version,
    spam: row.spam === 1,
    spamReasons: row.spam_reasons ? row.spam_reasons.split(',') : [],
    attribution: attributionOfRow(row),
    body: parseBody(row.body),
  };
}

/**
 * Writes a lead's CV to a new file (never over an existing one), readable by
 * its owner alone, byte for byte as uploaded. The file is the one given; the
 * name the server gives the CV (`cv-<id>.pdf`) is said, and the candidate's
 * own only shown as plain text: a name of theirs is never a path of ours.
 */
async function writeCv(io: LeadsIo, id: string, out: string): Promise<number> {
  const cv = await io.db
    .selectFrom('cv_files')
    .select(['file_name', 'media_type', 'size', 'content'])
    .where('submission_id', '=', id)
    .executeTakeFirst();
  if (!cv) {
    io.err(`No CV for ${id}: no such lead, or it is not a job application.`);
    return 1;
  }
  try {
    await writeFile(out, cv.content, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      io.err(`${out} already exists: choose a new file name.`);
      return 2;
    }
    throw error;
  }
  io.out(
    printable(
      `Wrote ${plural(cv.size, 'byte')} to ${out}: ${cvFileName(id, cv.media_type)}, the CV of ${id} (${cv.media_type}), sent as "${plainText(cv.file_name)}".`,
    ),
  );
  return 0;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function run(command: Command, io: LeadsIo): Promise<number> {
  switch (command.name) {
    case 'help':
      io.out(usage);
      return 0;
    case 'list': {
      const rows = await select(io.db, command.filters);
      for (const row of rows) {
        const columns = [
          row.id,
          row.received_at,
          row.form,
          row.region,
          visitorName(row.form, parseBody(row.body)),
          row.email,
        ];
        // For suspected spam, say why it was flagged. Each column printable: a tab in a name never shifts the next.
        io.out([...columns, ...(command.filters.spam ? [row.spam_reasons] : [])].map(printable).join('\t'));
      }
      io.err(command.filters.spam ? `${rows.length} suspected spam` : plural(rows.length, 'lead'));
      return 0;
    }
    case 'export': {
      const rows = await select(io.db, command.filters);
      // The CSV is a spreadsheet's file, kept as stored (a message's line breaks are its cells'); JSON is escaped.
      io.out(command.format === 'csv' ? leadsTableCsv(rows) : printableJson(rows.map(toJson)));
      return 0;
    }
    case 'cv':
      return writeCv(io, command.id, command.out);
    case 'deliveries':
      return showDeliveries(io, command.id);
    case 'redeliver':
      return redeliver(io, command.id);
    case 'status':
      return deliveryStatus(io);
    case 'report':
      return leadReport(io, command.by, command.since);
    case 'show': {
      const row = await io.db
        .selectFrom('submissions')
        .selectAll()
        .where('id', '=', command.id)
        .executeTakeFirst();
      if (!row) {
        io.err(`No lead with id ${command.id}.`);
        return 1;
      }
      // A job application's CV is named, never printed: `cv <id> --out <file>` writes it.
      const cv = await io.db
        .selectFrom('cv_files')
        .select(['file_name', 'media_type', 'size'])
        .where('submission_id', '=', row.id)
        .executeTakeFirst();
      const shown = cv
        ? {
            cv: {
              fileName: cvFileName(row.id, cv.media_type),
              sentAs: plainText(cv.file_name),
              mediaType: cv.media_type,
              size: cv.size,
            },
          }
        : {};
      io.out(printableJson({ ...toJson(row), ...shown }));
      return 0;
    }
    case 'release': {
      const outcome = await releaseFromSpam(io.db, command.id);
      if (outcome === 'missing') {
        io.err(`No lead with id ${command.id}.`);
        return 1;
      }
      io.out(
        outcome === 'released'
          ? `Released ${command.id} from spam; its notification, confirmation and webhooks are queued.`
          : `Lead ${command.id} is not marked as spam; nothing to do.`,
      );
      return 0;
    }
    case 'erase': {
      // Said before the scrub: the rows are gone even when their bytes wait for it (exit 3 below).
      const n = await deleteSubmissions(io.db, io.engine, { email: command.email }, { scrub: 'later' });
      io.out(`Erased ${plural(n, 'submission')} of ${command.email}.`);
      await scrubDeletedRows(io.db, io.engine);
      return 0;
    }
    case 'export-person':
      return exportPersonCommand(io, command.email, command.out);
    case 'purge': {
      const now = io.now?.() ?? new Date();
      const cutoff = new Date(now.getTime() - command.days * dayMs).toISOString();
      const n = await deleteSubmissions(io.db, io.engine, { receivedBefore: cutoff }, { scrub: 'later' });
      io.out(`Purged ${plural(n, 'submission')} received before ${cutoff}.`);
      await scrubDeletedRows(io.db, io.engine);
      return 0;
    }
  }
}

/** Runs an already parsed command; returns the exit code. */
export async function runCommand(command: Command, io: LeadsIo): Promise<number> {
  try {
    return await run(command, io);
  } catch (error) {
    if (error instanceof ScrubIncompleteError) {
      // The scrub is recorded as pending (pending_scrubs): a server's hourly purge finishes it unasked.
      io.err(
        printable(
          `The rows are deleted, but not yet scrubbed from the database's files: ${error.message}. ` +
            'The scrub is left pending: the next erase or the hourly purge finishes it (or run this command again).',
        ),
      );
      return 3;
    }
    io.err(`Database error: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
}

/** A usage error as the operator sees it: the reason, then the usage text; exit code 2. */
export function usageFailure(error: UsageError, io: Pick<LeadsIo, 'err'>): number {
  io.err(`${error.message}\n\n${usage}`);
  return 2;
}

/** The staff CLI on an open database; returns the exit code. */
export async function runLeads(argv: readonly string[], io: LeadsIo): Promise<number> {
  let command: Command;
  try {
    command = parseCommand(argv);
  } catch (error) {
    if (error instanceof UsageError) return usageFailure(error, io);
    throw error;
  }
  return runCommand(command, io);
}
