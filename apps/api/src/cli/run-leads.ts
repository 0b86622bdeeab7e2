import { parseArgs } from 'node:util';
import { stringify } from 'csv-stringify/sync';
import type { Kysely, Selectable } from 'kysely';
import type { Database, SubmissionsTable } from '../db/schema.ts';

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list [--form F] [--region R] [--since DATE] [--spam]   one line per lead, newest first
  show <id>                                              every field of one lead
  export --format csv|json [--form F] [--region R] [--since DATE] [--spam]
                                                         all matching leads to stdout
  release <id>                                           move a lead out of spam (and notify)
  erase --email <address>                                delete every lead of that person
  purge --older-than <days>                              delete leads received more than <days> ago

  F = proposal | contact | uk-enquiry;  R = in | uk;  DATE = 2025-01-31 or an ISO time (UTC)
  --spam lists suspected spam instead of real leads.

Exit codes: 0 done, 1 no such lead, 2 wrong usage, 3 database error.`;

export interface LeadsIo {
  db: Kysely<Database>;
  out: (text: string) => void;
  err: (text: string) => void;
  /** Called after a release so the lead is notified (issue 7's outbox). */
  release?: (id: string) => Promise<boolean>;
  now?: () => Date;
}

class UsageError extends Error {}

const forms = ['proposal', 'contact', 'uk-enquiry'] as const;
const regions = ['in', 'uk'] as const;

type Row = Selectable<SubmissionsTable>;

function nameOf(body: Record<string, unknown>): string {
  if (typeof body.username === 'string') return body.username;
  if (typeof body.name === 'string') return body.name;
  return [body.firstName, body.lastName].filter((part) => typeof part === 'string').join(' ');
}

function parseSince(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since: not a date: ${value}`);
  return date.toISOString();
}

function oneOf<T extends string>(
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${option} must be one of ${allowed.join(', ')}`);
  return value as T;
}

interface Filters {
  form?: string | undefined;
  region?: string | undefined;
  since?: string | undefined;
  spam?: boolean | undefined;
}

async function select(db: Kysely<Database>, values: Filters): Promise<Row[]> {
  let query = db
    .selectFrom('submissions')
    .selectAll()
    .where('spam', '=', values.spam ? 1 : 0);
  const form = oneOf('--form', values.form, forms);
  const region = oneOf('--region', values.region, regions);
  if (form) query = query.where('form', '=', form);
  if (region) query = query.where('region', '=', region);
  if (values.since) query = query.where('received_at', '>=', parseSince(values.since));
  return query.orderBy('received_at', 'desc').orderBy('id').execute();
}

function flatten(value: unknown): string {
  if (Array.isArray(value)) return value.join('; ');
  if (value === null || value === undefined) return '';
  return String(value);
}

function toCsv(rows: Row[]): string {
  const bodies = rows.map((row) => JSON.parse(row.body) as Record<string, unknown>);
  const fields = [...new Set(bodies.flatMap((body) => Object.keys(body)))];
  const header = ['id', 'received_at', 'form', 'region', 'consent', 'notice_version', 'spam', ...fields];
  const records = rows.map((row, i) => [
    row.id,
    row.received_at,
    row.form,
    row.region,
    row.consent === null ? '' : String(row.consent),
    row.notice_version ?? '',
    String(row.spam),
    ...fields.map((field) => flatten(bodies[i]?.[field])),
  ]);
  // escape_formulas: a cell starting with = + - @ tab or CR is prefixed with ',
  // so a spreadsheet shows the text instead of running it as a formula.
  return stringify([header, ...records], { escape_formulas: true, record_delimiter: 'windows' });
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
    body: JSON.parse(row.body) as unknown,
  };
}

/** The staff CLI; returns the exit code. */
export async function runLeads(argv: string[], io: LeadsIo): Promise<number> {
  const [command, ...rest] = argv;
  try {
    const { values, positionals } = parseArgs({
      args: rest,
      allowPositionals: true,
      strict: true,
      options: {
        form: { type: 'string' },
        region: { type: 'string' },
        since: { type: 'string' },
        spam: { type: 'boolean' },
        format: { type: 'string' },
        email: { type: 'string' },
        'older-than': { type: 'string' },
      },
    });
    switch (command) {
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        io.out(usage);
        return command === undefined ? 2 : 0;
      case 'list': {
        const rows = await select(io.db, values);
        for (const row of rows) {
          const body = JSON.parse(row.body) as Record<string, unknown>;
          const columns = [row.id, row.received_at, row.form, row.region, nameOf(body), row.email];
          // For suspected spam, say why it was flagged.
          io.out([...columns, ...(values.spam ? [row.spam_reasons] : [])].join('\t'));
        }
        const n = rows.length;
        io.err(values.spam ? `${n} suspected spam` : `${n} lead${n === 1 ? '' : 's'}`);
        return 0;
      }
      case 'show':
      case 'release': {
        const id = positionals[0];
        if (!id || positionals.length > 1) throw new UsageError(`${command} needs exactly one id`);
        const row = await io.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) {
          io.err(`No lead with id ${id}.`);
          return 1;
        }
        if (command === 'show') {
          io.out(JSON.stringify(toJson(row), null, 2));
          return 0;
        }
        if (row.spam === 0) {
          io.out(`Lead ${id} is not marked as spam; nothing to do.`);
          return 0;
        }
        await io.db.updateTable('submissions').set({ spam: 0 }).where('id', '=', id).execute();
        const notified = (await io.release?.(id)) ?? false;
        io.out(`Released ${id} from spam${notified ? '; the notification is queued' : ''}.`);
        return 0;
      }
      case 'export': {
        if (values.format !== 'csv' && values.format !== 'json')
          throw new UsageError('export needs --format csv or --format json');
        const rows = await select(io.db, values);
        io.out(values.format === 'csv' ? toCsv(rows) : JSON.stringify(rows.map(toJson), null, 2));
        return 0;
      }
      case 'erase': {
        const email = values.email?.trim().toLowerCase();
        if (!email) throw new UsageError('erase needs --email <address>');
        const result = await io.db.deleteFrom('submissions').where('email', '=', email).executeTakeFirst();
        const n = Number(result.numDeletedRows);
        io.out(`Erased ${n} submission${n === 1 ? '' : 's'} of ${email}.`);
        return 0;
      }
      case 'purge': {
        const days = Number(values['older-than']);
        if (!values['older-than'] || !Number.isInteger(days) || days < 0)
          throw new UsageError('purge needs --older-than <days> (a whole number)');
        const now = io.now?.() ?? new Date();
        const cutoff = new Date(now.getTime() - days * 86_400_000).toISOString();
        const result = await io.db
          .deleteFrom('submissions')
          .where('received_at', '<', cutoff)
          .executeTakeFirst();
        const n = Number(result.numDeletedRows);
        io.out(`Purged ${n} submission${n === 1 ? '' : 's'} received before ${cutoff}.`);
        return 0;
      }
      default:
        throw new UsageError(`Unknown command: ${command}`);
    }
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
    ) {
      io.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    io.err(`Database error: ${error instanceof Error ? error.message : String(error)}`);
    return 3;
  }
}
