import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';
import { contactEnquirySchema, formKinds, regions, type FormKind, type Region } from '@agency/contract';

// A hundred years: far past any retention period, and well inside the dates JavaScript can hold.
const maxDays = 36_500;

export const usage = `Usage: npm run leads -- <command> [options]

Commands:
  list [--form F] [--region R] [--since DATE] [--spam]   one line per lead, newest first
  show <id>                                              every field of one lead
  cv <id> --out <file>                                   write a job application's CV to a new file, byte for byte
  export --format csv|json [--form F] [--region R] [--since DATE] [--spam]
                                                         all matching leads to stdout
  release <id>                                           move a lead out of spam and queue its deliveries
  deliveries <id>                                        a lead's notification, confirmation and each webhook attempt
  redeliver <id>                                         send a lead's webhooks again (same webhook-id)
  status                                                 what waits to be delivered, and the last delivery error
  report [--since DATE] [--by source|medium|campaign|form|region]
                                                         leads and suspected spam per group (default: by source)
  erase <address>                                        delete every lead of that person, leaving no copy
                                                         in the database's files (--email <address> also works)
  export-person <address> --out <file>                   everything held about that person as one new ZIP file:
                                                         personal-data.json, each CV and message attachment
  purge --older-than <days>                              delete leads received more than <days> ago (0 to ${maxDays})

  F = ${formKinds.join(' | ')};  R = ${regions.join(' | ')};  DATE = 2025-01-31 or an ISO time (UTC)
  --spam lists suspected spam instead of real leads.

The database must exist: the CLI never creates one (the server does, on its first start).
Exit codes: 0 done, 1 no such lead, 2 wrong usage or no database, 3 database error.`;

/** What `report` counts leads by. */
export const reportGroups = ['source', 'medium', 'campaign', 'form', 'region'] as const;
export type ReportGroup = (typeof reportGroups)[number];

/** A command line that is not one of the above: exit code 2 with the usage text. */
export class UsageError extends Error {}

export interface Filters {
  form?: FormKind | undefined;
  region?: Region | undefined;
  /** ISO time (UTC). */
  since?: string | undefined;
  spam: boolean;
}

export type Command =
  | { name: 'help' }
  | { name: 'list'; filters: Filters }
  | { name: 'export'; format: 'csv' | 'json'; filters: Filters }
  | { name: 'show' | 'release'; id: string }
  | { name: 'cv'; id: string; out: string }
  | { name: 'deliveries' | 'redeliver'; id: string }
  | { name: 'status' }
  | { name: 'report'; since: string | undefined; by: ReportGroup }
  | { name: 'erase'; email: string }
  | { name: 'export-person'; email: string; out: string }
  | { name: 'purge'; days: number };

const filterOptions = {
  form: { type: 'string' },
  region: { type: 'string' },
  since: { type: 'string' },
  spam: { type: 'boolean' },
} as const satisfies ParseArgsOptionsConfig;

/** Each command's own options: one meant for another command is refused, not ignored. */
const optionsOf = {
  help: {},
  list: filterOptions,
  export: { ...filterOptions, format: { type: 'string' } },
  show: {},
  cv: { out: { type: 'string' } },
  release: {},
  deliveries: {},
  redeliver: {},
  status: {},
  report: { since: { type: 'string' }, by: { type: 'string' } },
  erase: { email: { type: 'string' } },
  'export-person': { out: { type: 'string' } },
  purge: { 'older-than': { type: 'string' } },
} as const satisfies Record<Command['name'], ParseArgsOptionsConfig>;

function oneOf<T extends string>(
  option: string,
  value: string | undefined,
  allowed: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (!(allowed as readonly string[]).includes(value))
    throw new UsageError(`${option} must be one of ${allowed.join(', ')}, not ${JSON.stringify(value)}`);
  return value as T;
}

function parseSince(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) throw new UsageError(`--since: not a date: ${value}`);
  return date.toISOString();
}

function parseDays(value: string | undefined): number {
  if (value === undefined) throw new UsageError('purge needs --older-than <days>');
  if (!/^\d+$/.test(value))
    throw new UsageError(`--older-than must be a whole number of days, not ${JSON.stringify(value)}`);
  const days = Number(value);
  if (days > maxDays) throw new UsageError(`--older-than ${value} is out of range: at most ${maxDays} days`);
  return days;
}

function isCommandName(name: string): name is Command['name'] {
  return Object.hasOwn(optionsOf, name);
}

/** Reads the command line, or throws UsageError; touches no database. */
export function parseCommand(argv: readonly string[]): Command {
  const [word, ...rest] = argv;
  if (word === undefined) throw new UsageError('No command given.');
  const name = word === '--help' || word === '-h' ? 'help' : word;
  if (!isCommandName(name)) throw new UsageError(`Unknown command: ${word}`);
  const options: ParseArgsOptionsConfig = optionsOf[name];
  let parsed;
  try {
    parsed = parseArgs({ args: rest, options, allowPositionals: true, strict: true });
  } catch (error) {
    // node:util's own wording ("Unknown option '--bogus'..."), which names the option.
    throw new UsageError(`${name}: ${error instanceof Error ? error.message : String(error)}`);
  }
  const { values, positionals } = parsed;
  const text = (option: string) => {
    const value = values[option];
    return typeof value === 'string' ? value : undefined;
  };
  const positionalCount = (allowed: number, what: string) => {
    if (positionals.length > allowed)
      throw new UsageError(`${name} takes ${what}; unexpected: ${positionals.slice(allowed).join(' ')}`);
  };
  const filters = (): Filters => ({
    form: oneOf('--form', text('form'), formKinds),
    region: oneOf('--region', text('region'), regions),
    since: parseSince(text('since')),
    spam: values.spam === true,
  });

  switch (name) {
    case 'help':
      positionalCount(0, 'no arguments');
      return { name };
    case 'list':
      positionalCount(0, 'no arguments, only options');
      return { name, filters: filters() };
    case 'export': {
      positionalCount(0, 'no arguments, only options');
      const format = text('format');
      if (format !== 'csv' && format !== 'json')
        throw new UsageError('export needs --format csv or --format json');
      return { name, format, filters: filters() };
    }
    case 'cv': {
      const [id] = positionals;
      if (id === undefined || positionals.length !== 1) throw new UsageError('cv needs exactly one id');
      const out = text('out');
      if (!out) throw new UsageError('cv needs --out <file>: the CV is written there, never to the terminal');
      return { name, id, out };
    }
    case 'status':
      positionalCount(0, 'no arguments');
      return { name };
    case 'report':
      positionalCount(0, 'no arguments, only options');
      return {
        name,
        since: parseSince(text('since')),
        by: oneOf('--by', text('by'), reportGroups) ?? 'source',
      };
    case 'show':
    case 'release':
    case 'deliveries':
    case 'redeliver': {
      const [id] = positionals;
      if (id === undefined || positionals.length !== 1) throw new UsageError(`${name} needs exactly one id`);
      return { name, id };
    }
    case 'erase': {
      const fromOption = text('email');
      const given = fromOption === undefined ? positionals : [...positionals, fromOption];
      const [address] = given;
      if (address === undefined || given.length !== 1)
        throw new UsageError('erase needs exactly one email address');
      // An address no form accepts cannot be a lead's: most likely a slip, so say so rather than erase nothing.
      if (!contactEnquirySchema.shape.email.safeParse(address.trim()).success)
        throw new UsageError(`erase: not an email address: ${address}`);
      return { name, email: address.trim().toLowerCase() };
    }
    case 'export-person': {
      const [address] = positionals;
      if (address === undefined || positionals.length !== 1)
        throw new UsageError('export-person needs exactly one email address');
      if (!contactEnquirySchema.shape.email.safeParse(address.trim()).success)
        throw new UsageError(`export-person: not an email address: ${address}`);
      const out = text('out');
      if (!out) throw new UsageError('export-person needs --out <file>: the ZIP is written there');
      return { name, email: address.trim().toLowerCase(), out };
    }
    case 'purge':
      positionalCount(0, 'no arguments, only --older-than <days>');
      return { name, days: parseDays(text('older-than')) };
  }
}
