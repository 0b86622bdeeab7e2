import { PostgresAdapter, sql, type Kysely } from 'kysely';

// What the inbox's reports count (docs/staff.md#reports), kept up to date on
// write by the database itself, so a report reads a few rows instead of every
// lead of the range:
//
// - report_leads: one narrow row per lead, its facts as the reports use them:
//   its day, region, form, spam (held, or released: still carrying its
//   reasons), where it came from (the landing page without its query), its
//   outcome (won, or hired), a job application's position, the furthest
//   hiring step it reached, how it closed (rejected, withdrawn), the whole
//   days it spent in each step, and the minutes to the first message staff
//   sent it. Triggers on the leads, their status, its history and the
//   replies keep it in step; it goes with its lead.
// - report_counts: per day, region, form and source value, the leads, spam
//   held and released and outcomes, summed from report_leads by triggers on
//   it. Rows that come to nothing are deleted, so an erased lead's campaign
//   leaves no row behind (and erase rewrites the table on PostgreSQL, as
//   delete-submissions.ts says).
//
// SQLite writes one row at a time. PostgreSQL's triggers are per statement,
// with the rows changed as transition tables: a batch of leads (the intake's
// group commit) adds to each count once, and every statement takes its
// counts' row locks in key order, so two instances never deadlock on them.

/** The hiring steps in order (the staff contract's applicationStatuses up to hired). */
export const hiringSteps = [
  'received',
  'screening',
  'leadership-meeting',
  'group-interview',
  'role-task',
  'hired',
];
/** The source dimensions a lead is counted under, and the column of report_leads each reads. */
export const sourceDimensions = ['source', 'medium', 'campaign', 'landing', 'referrer'] as const;

type Engine = 'sqlite' | 'postgres';

/** Whole days, and whole minutes, from one ISO 8601 instant to a later one. */
const seconds = (engine: Engine, from: string, to: string) =>
  engine === 'postgres'
    ? `extract(epoch from (${to}::timestamptz - ${from}::timestamptz))`
    : `(unixepoch(${to}, 'subsec') - unixepoch(${from}, 'subsec'))`;
const wholeDays = (engine: Engine, from: string, to: string) =>
  `cast(floor(${seconds(engine, from, to)} / 86400) as integer)`;
const wholeMinutes = (engine: Engine, from: string, to: string) =>
  `cast(floor(${seconds(engine, from, to)} / 60) as integer)`;

const stepOf = (status: string) =>
  `(case ${status} ${hiringSteps.map((step, i) => `when '${step}' then ${i}`).join(' ')} end)`;

/**
 * The hiring columns of report_leads, from the lead's history (`lead` names
 * the lead's id and received_at columns): the furthest step reached, and for
 * each step before hired the whole days from entering it (received: the
 * lead's arrival; any other: its first change to that step) to the next
 * change to another status.
 */
function hiringColumns(engine: Engine, lead: string): string {
  const history = (alias: string) =>
    `lead_status_changes ${alias} where ${alias}.submission_id = ${lead}.submission_id`;
  const stays = hiringSteps.slice(0, -1).map((step, i) => {
    const entered =
      i === 0 ? `${lead}.received_at` : `(select min(e.at) from ${history('e')} and e.status = '${step}')`;
    return `d${i} = (select ${wholeDays(engine, entered, 'min(c.at)')} from ${history('c')}
      and c.at > ${entered} and c.status <> '${step}')`;
  });
  return [`furthest = coalesce((select max(${stepOf('h.status')}) from ${history('h')}), 0)`, ...stays].join(
    ',\n',
  );
}

/** Minutes from the lead's arrival to the first message staff sent it (sent, not cancelled). */
const responseColumn = (engine: Engine, lead: string) =>
  `response_minutes = (select ${wholeMinutes(engine, `${lead}.received_at`, 'min(r.sent_at)')} from lead_replies r
    where r.submission_id = ${lead}.submission_id and r.sent_at is not null and r.cancelled_at is null)`;

/** A lead's status as report_leads keeps it. */
const outcomeColumns = (status: string) =>
  `outcome = (case when (${status}) in ('won', 'hired') then 1 else 0 end),
   closed = (case when (${status}) in ('rejected', 'withdrawn') then (${status}) end)`;

/** The columns report_leads takes from a submissions row `s`. */
function leadColumns(engine: Engine, s: string): Record<string, string> {
  const position =
    engine === 'postgres'
      ? `case when ${s}.form = 'job-application' then lead_search_body(${s}.body) ->> 'position' end`
      : `case when ${s}.form = 'job-application' and json_valid(${s}.body) then json_extract(${s}.body, '$.position') end`;
  const path = `coalesce(${s}.landing_page, '')`;
  const landing =
    engine === 'postgres'
      ? `split_part(${path}, '?', 1)`
      : `(case when instr(${path}, '?') > 0 then substr(${path}, 1, instr(${path}, '?') - 1) else ${path} end)`;
  return {
    form: `${s}.form`,
    day: `substr(${s}.received_at, 1, 10)`,
    submission_id: `${s}.id`,
    received_at: `${s}.received_at`,
    region: `${s}.region`,
    spam: `${s}.spam`,
    released: `(case when ${s}.spam = 0 and ${s}.spam_reasons <> '' then 1 else 0 end)`,
    source: `coalesce(${s}.utm_source, '')`,
    medium: `coalesce(${s}.utm_medium, '')`,
    campaign: `coalesce(${s}.utm_campaign, '')`,
    landing,
    referrer: `coalesce(${s}.referrer_host, '')`,
    position,
  };
}

const countColumns = ['leads', 'held', 'released', 'outcomes'] as const;
const countKey = ['dimension', 'day', 'region', 'form', 'value'];

/** A report_leads row's counts (`r`), times `sign`: its day's total, and each source value when it is no spam. */
function contributions(r: string, sign: number, from = ''): string {
  const key = (dimension: string, value: string) =>
    `${dimension} as dimension, ${r}.day as day, ${r}.region as region, ${r}.form as form, ${value} as value`;
  const total = `select ${key("''", "''")},
    ${sign} * (1 - ${r}.spam) as leads, ${sign} * ${r}.spam as held, ${sign} * ${r}.released as released,
    ${sign} * (1 - ${r}.spam) * ${r}.outcome as outcomes ${from}`;
  const sources = sourceDimensions.map(
    (dimension) => `select ${key(`'${dimension}'`, `${r}.${dimension}`)},
      ${sign} as leads, 0 as held, 0 as released, ${sign} * ${r}.outcome as outcomes ${from} where ${r}.spam = 0`,
  );
  return [total, ...sources].join('\nunion all\n');
}

const addCounts = (rows: string, order: boolean) => `
  insert into report_counts (${countKey.join(', ')}, ${countColumns.join(', ')})
  select ${countKey.join(', ')}, ${countColumns.map((c) => `sum(${c})`).join(', ')}
  from (${rows}) c
  where true
  group by ${countKey.join(', ')}
  having ${countColumns.map((c) => `sum(${c}) <> 0`).join(' or ')}
  ${order ? `order by ${countKey.join(', ')}` : ''}
  on conflict (${countKey.join(', ')}) do update set
    ${countColumns.map((c) => `${c} = report_counts.${c} + excluded.${c}`).join(', ')}`;

const dropEmptyCounts = (rows: string) => `
  delete from report_counts
  where (${countKey.join(', ')}) in (select ${countKey.join(', ')} from (${rows}) c)
    and ${countColumns.map((c) => `${c} = 0`).join(' and ')}`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function createTables(db: Kysely<any>, engine: Engine): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // Clustered by form and day on SQLite: a report reads one stretch of it per form.
  await run(`create table report_leads (
    form text not null,
    day text not null,
    submission_id text not null,
    received_at text not null,
    region text not null,
    spam integer not null,
    released integer not null,
    outcome integer not null default 0,
    closed text,
    source text not null,
    medium text not null,
    campaign text not null,
    landing text not null,
    referrer text not null,
    position text,
    furthest integer not null default 0,
    d0 integer, d1 integer, d2 integer, d3 integer, d4 integer,
    response_minutes integer,
    primary key (form, day, submission_id)
  )${engine === 'sqlite' ? ' without rowid' : ''}`);
  await run(`create unique index report_leads_lead on report_leads (submission_id)`);
  // What the funnel and first response read, narrow enough to scan a year of: each report's columns
  // alone, and only the rows it counts (applications; answered leads).
  await run(`create index report_leads_hiring on report_leads
    (form, day, region, spam, position, furthest, closed, d0, d1, d2, d3, d4) where form = 'job-application'`);
  await run(`create index report_leads_answered on report_leads
    (form, day, region, spam, response_minutes) where response_minutes is not null`);
  // Ordered by dimension first: a report reads one stretch of days per dimension.
  await run(`create table report_counts (
    dimension text not null,
    day text not null,
    region text not null,
    form text not null,
    value text not null,
    leads integer not null,
    held integer not null,
    released integer not null,
    outcomes integer not null,
    primary key (${countKey.join(', ')})
  )${engine === 'sqlite' ? ' without rowid' : ''}`);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  const engine = 'sqlite';
  const run = (statement: string) => sql.raw(statement).execute(db);
  await createTables(db, engine);
  const addRow = (r: string) => `${addCounts(contributions(r, 1), false)};`;
  const removeRow = (r: string) =>
    `${addCounts(contributions(r, -1), false)}; ${dropEmptyCounts(contributions(r, 0))};`;
  const counted = ['day', 'region', 'form', 'spam', 'released', 'outcome', ...sourceDimensions].join(', ');
  await run(`create trigger report_counts_added after insert on report_leads begin ${addRow('new')} end`);
  await run(
    `create trigger report_counts_removed after delete on report_leads begin ${removeRow('old')} end`,
  );
  await run(`create trigger report_counts_changed after update of ${counted} on report_leads begin
    ${removeRow('old')} ${addRow('new')} end`);

  const lead = leadColumns(engine, 'new');
  const names = Object.keys(lead).join(', ');
  const update = Object.entries(leadColumns(engine, 'new'))
    .map(([column, value]) => `${column} = ${value}`)
    .join(', ');
  const leadOf = (id: string) => `report_leads.submission_id = ${id}`;
  const state = `select status from lead_states where submission_id = report_leads.submission_id`;
  const recount = (id: string) => `
    update report_leads set ${outcomeColumns(state)} where ${leadOf(id)};`;
  const rehire = (id: string) => `
    update report_leads set ${hiringColumns(engine, 'report_leads')} where ${leadOf(id)} and form = 'job-application';`;
  const reanswer = (id: string) =>
    `update report_leads set ${responseColumn(engine, 'report_leads')} where ${leadOf(id)};`;

  // What exists already: the leads, then their status, history and replies (the counts follow by the triggers above).
  await run(
    `insert into report_leads (${names}) select ${Object.values(leadColumns(engine, 's')).join(', ')} from submissions s`,
  );
  await run(`update report_leads set ${outcomeColumns(state)}`);
  await run(
    `update report_leads set ${hiringColumns(engine, 'report_leads')} where form = 'job-application'`,
  );
  await run(`update report_leads set ${responseColumn(engine, 'report_leads')}`);

  const leadColumnsWatched = [
    'form',
    'region',
    'received_at',
    'spam',
    'spam_reasons',
    'body',
    'landing_page',
    'referrer_host',
    'utm_source',
    'utm_medium',
    'utm_campaign',
  ].join(', ');
  await run(`create trigger report_lead_added after insert on submissions begin
    insert into report_leads (${names}) values (${Object.values(lead).join(', ')});
  end`);
  await run(`create trigger report_lead_changed after update of ${leadColumnsWatched} on submissions begin
    update report_leads set ${update} where ${leadOf('old.id')};
  end`);
  await run(`create trigger report_lead_removed after delete on submissions begin
    delete from report_leads where ${leadOf('old.id')};
  end`);
  await run(
    `create trigger report_state_added after insert on lead_states begin ${recount('new.submission_id')} end`,
  );
  await run(`create trigger report_state_changed after update of status, submission_id on lead_states begin
    ${recount('old.submission_id')} ${recount('new.submission_id')} end`);
  await run(
    `create trigger report_state_removed after delete on lead_states begin ${recount('old.submission_id')} end`,
  );
  await run(
    `create trigger report_history_added after insert on lead_status_changes begin ${rehire('new.submission_id')} end`,
  );
  await run(`create trigger report_history_changed after update on lead_status_changes begin
    ${rehire('old.submission_id')} ${rehire('new.submission_id')} end`);
  await run(
    `create trigger report_history_removed after delete on lead_status_changes begin ${rehire('old.submission_id')} end`,
  );
  await run(
    `create trigger report_reply_added after insert on lead_replies begin ${reanswer('new.submission_id')} end`,
  );
  await run(`create trigger report_reply_changed after update of sent_at, cancelled_at, submission_id on lead_replies begin
    ${reanswer('old.submission_id')} ${reanswer('new.submission_id')} end`);
  await run(
    `create trigger report_reply_removed after delete on lead_replies begin ${reanswer('old.submission_id')} end`,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  const engine = 'postgres';
  const run = (statement: string) => sql.raw(statement).execute(db);
  await createTables(db, engine);
  // Campaign names, pages and hosts are not anyone's personal data, but are kept out of pg_statistic all the same.
  for (const column of ['source', 'medium', 'campaign', 'landing', 'referrer', 'position'])
    await run(`alter table report_leads alter column ${column} set statistics 0`);
  await run(`alter table report_counts alter column value set statistics 0`);

  const function_ = (name: string, body: string) =>
    run(
      `create function ${name}() returns trigger language plpgsql as $$ begin ${body}; return null; end $$`,
    );
  const trigger = (name: string, event: string, table: string, transitions: string) =>
    run(`create trigger ${name} after ${event} on ${table} referencing ${transitions}
      for each statement execute function ${name}()`);

  const newRows = `from new_rows r`;
  const oldRows = `from old_rows r`;
  await function_('report_counts_added', addCounts(contributions('r', 1, newRows), true));
  await function_(
    'report_counts_removed',
    `${addCounts(contributions('r', -1, oldRows), true)}; ${dropEmptyCounts(contributions('r', 0, oldRows))}`,
  );
  const both = `${contributions('r', 1, newRows)} union all ${contributions('r', -1, oldRows)}`;
  await function_('report_counts_changed', `${addCounts(both, true)}; ${dropEmptyCounts(both)}`);
  await trigger('report_counts_added', 'insert', 'report_leads', 'new table as new_rows');
  await trigger('report_counts_removed', 'delete', 'report_leads', 'old table as old_rows');
  await trigger(
    'report_counts_changed',
    'update',
    'report_leads',
    'old table as old_rows new table as new_rows',
  );

  const lead = leadColumns(engine, 's');
  const names = Object.keys(lead).join(', ');
  const insertLeads = (rows: string) =>
    `insert into report_leads (${names}) select ${Object.values(lead).join(', ')} from ${rows} s`;
  const state = `select status from lead_states where submission_id = report_leads.submission_id`;
  const recount = (ids: string) =>
    `update report_leads set ${outcomeColumns(state)} where submission_id in (${ids})`;
  const rehire = (ids: string) =>
    `update report_leads set ${hiringColumns(engine, 'report_leads')} where form = 'job-application' and submission_id in (${ids})`;
  const reanswer = (ids: string) =>
    `update report_leads set ${responseColumn(engine, 'report_leads')} where submission_id in (${ids})`;

  await run(insertLeads('submissions'));
  await run(`update report_leads set ${outcomeColumns(state)}`);
  await run(
    `update report_leads set ${hiringColumns(engine, 'report_leads')} where form = 'job-application'`,
  );
  await run(`update report_leads set ${responseColumn(engine, 'report_leads')}`);

  await function_('report_lead_added', insertLeads('new_rows'));
  await function_(
    'report_lead_removed',
    `delete from report_leads where submission_id in (select id from old_rows)`,
  );
  const changed = `(select n.* from new_rows n join old_rows o on o.id = n.id where (${Object.values(
    leadColumns(engine, 'n'),
  ).join(', ')}) is distinct from (${Object.values(leadColumns(engine, 'o')).join(', ')}))`;
  // An update of the lead's own columns (a release from spam) keeps what its status and replies set.
  await function_(
    'report_lead_changed',
    `update report_leads set ${Object.entries(lead)
      .map(([column, value]) => `${column} = ${value}`)
      .join(', ')} from ${changed} s where report_leads.submission_id = s.id`,
  );
  await trigger('report_lead_added', 'insert', 'submissions', 'new table as new_rows');
  await trigger('report_lead_removed', 'delete', 'submissions', 'old table as old_rows');
  await trigger(
    'report_lead_changed',
    'update',
    'submissions',
    'old table as old_rows new table as new_rows',
  );

  for (const [table, recompute, name] of [
    ['lead_states', recount, 'state'],
    ['lead_status_changes', rehire, 'history'],
    ['lead_replies', reanswer, 'reply'],
  ] as const) {
    await function_(`report_${name}_added`, recompute(`select submission_id from new_rows`));
    await function_(`report_${name}_removed`, recompute(`select submission_id from old_rows`));
    await function_(
      `report_${name}_changed`,
      recompute(`select submission_id from new_rows union select submission_id from old_rows`),
    );
    await trigger(`report_${name}_added`, 'insert', table, 'new table as new_rows');
    await trigger(`report_${name}_removed`, 'delete', table, 'old table as old_rows');
    await trigger(`report_${name}_changed`, 'update', table, 'old table as old_rows new table as new_rows');
  }
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
  const triggers: [string, string][] = [
    ['report_leads', 'report_counts'],
    ['submissions', 'report_lead'],
    ['lead_states', 'report_state'],
    ['lead_status_changes', 'report_history'],
    ['lead_replies', 'report_reply'],
  ];
  for (const [table, name] of triggers)
    for (const event of ['added', 'removed', 'changed']) {
      await run(postgres ? `drop trigger ${name}_${event} on ${table}` : `drop trigger ${name}_${event}`);
      if (postgres) await run(`drop function ${name}_${event}()`);
    }
  await run(`drop table report_counts`);
  await run(`drop table report_leads`);
}
