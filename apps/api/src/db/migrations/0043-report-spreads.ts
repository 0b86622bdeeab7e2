import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The hiring funnel's and first response's figures counted on write
// (docs/staff.md#reports), so a report of a year reads a few thousand counts
// instead of a row of report_leads per lead and sorting them for a median
// (0.4-1.1 s p95 at a million leads, docs/performance.md). Kept from
// report_leads (migration 0041) by triggers on it, so every write that moves
// a lead's facts (its arrival, status, history, first reply, release from
// spam, erase, purge) moves these counts in the same transaction:
//
// - report_hiring_ends: applications (spam aside) by position, the furthest
//   step reached and how they closed (rejected, withdrawn, '' while open);
// - report_hiring_stays: by position and step, how many spent each whole
//   number of days there (those that left it);
// - report_response_times: leads (spam aside) by form and the minutes to the
//   first reply, counted to the minute for the first hour, to ten minutes for
//   the first day, to the hour after (responseBucket: a report's median and
//   90th percentile are exact for these values).
//
// Each is counted twice: per day, and per week (from its Monday); a report
// reads its range's whole weeks and the days either side, so a year is 53
// weeks' counts, not 365 days'. Rows that come to nothing are deleted. A lead
// with no position counts under '' (the funnel's "(no position)").

/** The start of the bucket the minutes to a first reply are counted in: [below, width], widths rising. */
export const responseBuckets: readonly (readonly [below: number, width: number])[] = [
  [60, 1],
  [1440, 10],
  [Infinity, 60],
];

/** The bucket's start for whole minutes (negative ones, a clock's error, as they are). */
export function responseBucket(minutes: number): number {
  const width = responseBuckets.find(([below]) => minutes < below)?.[1] ?? 1;
  return minutes < 0 ? minutes : minutes - (minutes % width);
}

const bucketSql = (column: string) =>
  `(case ${responseBuckets
    .map(([below, width]) =>
      below === Infinity
        ? `else ${column} - ${column} % ${width}`
        : `when ${column} < ${below} then ${column} - ${width === 1 ? 0 : `${column} % ${width}`}`,
    )
    .join(' ')} end)`;

type Engine = 'sqlite' | 'postgres';

/** The Monday (UTC) of a YYYY-MM-DD day, as the reports' weeks have it (report-weeks.ts). */
const mondayOf = (engine: Engine, day: string) =>
  engine === 'postgres'
    ? `to_char(date_trunc('week', (${day})::date), 'YYYY-MM-DD')`
    : `date(${day}, 'weekday 0', '-6 days')`;

/** The stays of report_leads' columns d0-d4: the hiring steps before hired. */
const stayedSteps = [0, 1, 2, 3, 4];

interface Spread {
  table: string;
  /** The key's columns after period and start. */
  key: string[];
  columns: string;
  /** What a report_leads row `r` counts under: each part's values in the key's order, and when it counts. */
  parts: (r: string) => { values: string[]; where: string }[];
}

const application = (r: string) => `${r}.form = 'job-application' and ${r}.spam = 0`;
const spreads: Spread[] = [
  {
    table: 'report_hiring_ends',
    key: ['region', 'position', 'furthest', 'closed'],
    columns: 'region text not null, position text not null, furthest integer not null, closed text not null',
    parts: (r) => [
      {
        values: [`${r}.region`, `coalesce(${r}.position, '')`, `${r}.furthest`, `coalesce(${r}.closed, '')`],
        where: application(r),
      },
    ],
  },
  {
    table: 'report_hiring_stays',
    key: ['region', 'position', 'step', 'days'],
    columns: 'region text not null, position text not null, step integer not null, days integer not null',
    parts: (r) =>
      stayedSteps.map((i) => ({
        values: [`${r}.region`, `coalesce(${r}.position, '')`, `${i}`, `${r}.d${i}`],
        where: `${application(r)} and ${r}.d${i} is not null`,
      })),
  },
  {
    table: 'report_response_times',
    key: ['region', 'form', 'minutes'],
    columns: 'region text not null, form text not null, minutes integer not null',
    parts: (r) => [
      {
        values: [`${r}.region`, `${r}.form`, bucketSql(`${r}.response_minutes`)],
        where: `${r}.spam = 0 and ${r}.response_minutes is not null`,
      },
    ],
  },
];

const keyOf = (spread: Spread) => ['period', 'start', ...spread.key];

/**
 * A spread's contributions of report_leads rows `r` (read `from` a table or, in a SQLite trigger,
 * the one row `new`/`old` with `from` empty), times `sign`: once for its day, once for its week.
 */
function contributions(engine: Engine, spread: Spread, r: string, sign: number, from: string): string {
  const periods: [string, string][] = [
    ["'day'", `${r}.day`],
    ["'week'", mondayOf(engine, `${r}.day`)],
  ];
  return periods
    .flatMap(([period, start]) =>
      spread.parts(r).map(({ values, where }) => {
        const columns = values.map((value, i) => `${value} as ${spread.key[i]}`).join(', ');
        return `select ${period} as period, ${start} as start, ${columns}, ${sign} as leads ${from} where ${where}`;
      }),
    )
    .join('\nunion all\n');
}

const addTo = (spread: Spread, rows: string, order: boolean) => {
  const key = keyOf(spread).join(', ');
  return `
  insert into ${spread.table} (${key}, leads)
  select ${key}, sum(leads) from (${rows}) c
  where true
  group by ${key}
  having sum(leads) <> 0
  ${order ? `order by ${key}` : ''}
  on conflict (${key}) do update set leads = ${spread.table}.leads + excluded.leads`;
};

const dropEmpty = (spread: Spread, rows: string) => {
  const key = keyOf(spread).join(', ');
  return `delete from ${spread.table} where (${key}) in (select ${key} from (${rows}) c) and leads = 0`;
};

/** report_leads' columns the spreads read: an update of any other leaves them be. */
const watched = [
  'day',
  'region',
  'form',
  'spam',
  'position',
  'furthest',
  'closed',
  ...stayedSteps.map((i) => `d${i}`),
  'response_minutes',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTables(db: Kysely<any>, engine: Engine): Promise<void> {
  for (const spread of spreads) {
    await sql
      .raw(
        `create table ${spread.table} (
      period text not null,
      start text not null,
      ${spread.columns},
      leads integer not null,
      primary key (${keyOf(spread).join(', ')})
    )${engine === 'sqlite' ? ' without rowid' : ''}`,
      )
      .execute(db);
    // Positions are no one's personal data, but are kept out of pg_statistic all the same.
    if (engine === 'postgres' && spread.key.some(([column]) => column === 'position'))
      await sql.raw(`alter table ${spread.table} alter column position set statistics 0`).execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  const engine = 'sqlite';
  const run = (statement: string) => sql.raw(statement).execute(db);
  await createTables(db, engine);
  for (const spread of spreads)
    await run(addTo(spread, contributions(engine, spread, 'r', 1, 'from report_leads r'), false));
  // One row at a time: `from` is empty, the row is new or old.
  const add = (r: string) =>
    spreads.map((spread) => `${addTo(spread, contributions(engine, spread, r, 1, ''), false)};`);
  const remove = (r: string) =>
    spreads.map(
      (spread) =>
        `${addTo(spread, contributions(engine, spread, r, -1, ''), false)}; ${dropEmpty(spread, contributions(engine, spread, r, 0, ''))};`,
    );
  await run(
    `create trigger report_spreads_added after insert on report_leads begin ${add('new').join(' ')} end`,
  );
  await run(
    `create trigger report_spreads_removed after delete on report_leads begin ${remove('old').join(' ')} end`,
  );
  await run(`create trigger report_spreads_changed after update of ${watched.join(', ')} on report_leads begin
    ${remove('old').join(' ')} ${add('new').join(' ')} end`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  const engine = 'postgres';
  const run = (statement: string) => sql.raw(statement).execute(db);
  await createTables(db, engine);
  for (const spread of spreads)
    await run(addTo(spread, contributions(engine, spread, 'r', 1, 'from report_leads r'), true));
  const function_ = (name: string, body: string) =>
    run(
      `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`,
    );
  const trigger = (name: string, event: string, transitions: string) =>
    run(`create trigger ${name} after ${event} on report_leads referencing ${transitions}
      for each statement execute function ${name}()`);
  const newRows = 'from new_rows r';
  const oldRows = 'from old_rows r';
  // Per statement, in key order: a batch adds to each count once, and two writers take its row locks alike.
  await function_(
    'report_spreads_added',
    spreads.map((spread) => addTo(spread, contributions(engine, spread, 'r', 1, newRows), true)).join(';\n'),
  );
  await function_(
    'report_spreads_removed',
    spreads
      .map(
        (spread) =>
          `${addTo(spread, contributions(engine, spread, 'r', -1, oldRows), true)}; ${dropEmpty(spread, contributions(engine, spread, 'r', 0, oldRows))}`,
      )
      .join(';\n'),
  );
  await function_(
    'report_spreads_changed',
    spreads
      .map((spread) => {
        const both = `${contributions(engine, spread, 'r', 1, newRows)} union all ${contributions(engine, spread, 'r', -1, oldRows)}`;
        return `${addTo(spread, both, true)}; ${dropEmpty(spread, both)}`;
      })
      .join(';\n'),
  );
  await trigger('report_spreads_added', 'insert', 'new table as new_rows');
  await trigger('report_spreads_removed', 'delete', 'old table as old_rows');
  await trigger('report_spreads_changed', 'update', 'old table as old_rows new table as new_rows');
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) await upPostgres(db);
  else await upSqlite(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const run = (statement: string) => sql.raw(statement).execute(db);
  for (const event of ['added', 'removed', 'changed']) {
    await run(
      postgres
        ? `drop trigger report_spreads_${event} on report_leads`
        : `drop trigger report_spreads_${event}`,
    );
    if (postgres) await run(`drop function report_spreads_${event}()`);
  }
  for (const spread of spreads) await run(`drop table ${spread.table}`);
}
