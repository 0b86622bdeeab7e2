import { PostgresAdapter, sql, type Kysely } from 'kysely';

// The inbox's search index (docs/staff.md#search), kept in step by the
// database itself: triggers on every table whose words staff search (the
// leads, their notes, the messages sent and received), so a row written by
// any code, ours or not, is indexed in the same transaction, and a row
// deleted (erased, purged) leaves the index with it.
//
// One "document" per searchable row: a lead (its name, email, phone and
// message), a note, a reply, an inbound message. Each has a number, `doc`,
// that sorts as its lead's arrival: the millisecond of received_at times
// 2^10, plus a counter. The search walks back in time by ranges of it
// (search-windows.ts), so a common word finds the newest 50 leads without
// reading every match.
//
// SQLite: FTS5. `lead_search_who` indexes trigrams of the name, address and
// phone digits (any part of them, 3 characters or more); `lead_search_words`
// indexes the words of all the texts. Both are contentless (no second copy of
// anyone's text): a row leaves the index by FTS5's 'delete' command with the
// values it was indexed with, recomputed from the deleted row by the same
// expressions; with FTS5's secure-delete on, the index's pages are rewritten
// without it, and the connection's secure_delete zeroes the freed bytes.
//
// PostgreSQL: lead_search holds each document's trigram text and tsvector,
// with GIN indexes (pg_trgm for the trigrams). Erase rewrites it with the
// leads' tables (delete-submissions.ts).
//
// The fields are the forms' (libs/contract's formDefinitions: nameFields,
// messageField, phone), written out here as a migration must be: it
// describes the schema at this point in history. search-fields.test.ts fails
// if a form gains a name or message field this misses.

/**
 * A document's number is its lead's arrival in milliseconds times this, plus a counter: room for 1,024
 * documents of leads that arrived in one millisecond, and numbers below 2^53, which any JavaScript
 * reader of the file (node:sqlite included) reads exactly.
 */
export const docsPerMillisecond = 1_024;

export const nameFields = ['username', 'name', 'firstName', 'lastName'];
export const messageFields = ['message', 'businessDetails', 'coverNote'];

const sqlite = {
  field: (body: string, field: string) => `coalesce(json_extract(${body}, '$.${field}'), '')`,
  /** A stored body that is not JSON (none is) indexes as empty rather than failing the insert. */
  body: (row: string) => `(case when json_valid(${row}.body) then ${row}.body else '{}' end)`,
};

/** The lead's name as one string: the form's name fields, in order, one space apart. */
function sqliteName(row: string): string {
  const body = sqlite.body(row);
  return `trim(${nameFields.map((field) => sqlite.field(body, field)).join(` || ' ' || `)})`;
}

/** The phone number's digits alone: "98765 43210", "(0)7700-900 123" and "+91.98765" are digits once spaced out. */
function sqliteDigits(value: string): string {
  return [' ', '-', '(', ')', '+', '.', '/'].reduce((text, mark) => `replace(${text}, '${mark}', '')`, value);
}

function sqliteWho(row: string): string {
  const body = sqlite.body(row);
  const phone = sqliteDigits(sqlite.field(body, 'phone'));
  const withCode = sqliteDigits(`${sqlite.field(body, 'phoneCode')} || ${sqlite.field(body, 'phone')}`);
  return `${sqliteName(row)} || char(10) || ${row}.email || char(10) || ${phone} || char(10) || ${withCode}`;
}

function sqliteLeadWords(row: string): string {
  const body = sqlite.body(row);
  const message = `coalesce(${messageFields.map((field) => `json_extract(${body}, '$.${field}')`).join(', ')}, '')`;
  return `${sqliteName(row)} || ' ' || ${row}.email || ' ' || ${sqliteDigits(sqlite.field(body, 'phone'))} || ' ' || ${message}`;
}

/** The millisecond a received_at (ISO 8601) names, times 2^10: the first document number of its lead's millisecond. */
const sqliteFirstDoc = (receivedAt: string) =>
  `(cast(round(unixepoch(${receivedAt}, 'subsec') * 1000) as integer) * ${docsPerMillisecond})`;

/** The next free document number of that millisecond (SQLite writes one row at a time). */
const sqliteNextDoc = (receivedAt: string) =>
  `(select coalesce(max(doc) + 1, ${sqliteFirstDoc(receivedAt)}) from lead_search where doc >= ${sqliteFirstDoc(receivedAt)} and doc < ${sqliteFirstDoc(receivedAt)} + ${docsPerMillisecond})`;

/** The tables besides the leads whose texts are searched, and the text of a row of each. */
const searchedTexts = {
  lead_notes: (row: string) => `${row}.text`,
  lead_replies: (row: string) => `${row}.subject || ' ' || ${row}.body`,
  lead_inbound: (row: string) => `${row}.subject || ' ' || ${row}.body`,
} as const;

const sqliteRemoveDoc = (sourceId: string, words: string, who?: string) => `
    ${who ? `insert into lead_search_who (lead_search_who, rowid, who) select 'delete', doc, ${who} from lead_search where source_id = ${sourceId};` : ''}
    insert into lead_search_words (lead_search_words, rowid, words) select 'delete', doc, ${words} from lead_search where source_id = ${sourceId};
    delete from lead_search where source_id = ${sourceId};`;

const sqliteAddLead = (row: string) => `
    insert into lead_search (doc, submission_id, source_id) values (${sqliteNextDoc(`${row}.received_at`)}, ${row}.id, ${row}.id);
    insert into lead_search_who (rowid, who) values ((select doc from lead_search where source_id = ${row}.id), ${sqliteWho(row)});
    insert into lead_search_words (rowid, words) values ((select doc from lead_search where source_id = ${row}.id), ${sqliteLeadWords(row)});`;

const sqliteAddText = (row: string, text: string) => `
    insert into lead_search (doc, submission_id, source_id)
      select ${sqliteNextDoc('received_at')}, id, ${row}.id from submissions where id = ${row}.submission_id;
    insert into lead_search_words (rowid, words) select doc, ${text} from lead_search where source_id = ${row}.id;`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upSqlite(db: Kysely<any>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // doc is an INTEGER PRIMARY KEY, so a VACUUM keeps it (the FTS rows are keyed by it).
  await run(`create table lead_search (
    doc integer primary key,
    submission_id text not null,
    source_id text not null unique
  )`);
  // Trigrams of the name, address and phone: any part of 3 characters or more, any case.
  await run(`create virtual table lead_search_who using fts5(who, tokenize = 'trigram', content = '')`);
  // Words, whole: no positions kept (nothing searches phrases of them).
  await run(
    `create virtual table lead_search_words using fts5(words, tokenize = 'unicode61 remove_diacritics 0', content = '', detail = 'none')`,
  );
  // Deleting a row rewrites the index's pages without it, instead of leaving it for a later merge.
  await run(`insert into lead_search_who (lead_search_who, rank) values ('secure-delete', 1)`);
  await run(`insert into lead_search_words (lead_search_words, rank) values ('secure-delete', 1)`);

  await run(
    `create trigger lead_search_lead_added after insert on submissions begin ${sqliteAddLead('new')} end`,
  );
  await run(
    `create trigger lead_search_lead_removed after delete on submissions begin ${sqliteRemoveDoc('old.id', sqliteLeadWords('old'), sqliteWho('old'))} end`,
  );
  await run(`create trigger lead_search_lead_changed after update of body, email, received_at on submissions begin
    ${sqliteRemoveDoc('old.id', sqliteLeadWords('old'), sqliteWho('old'))}
    ${sqliteAddLead('new')}
  end`);
  for (const [table, text] of Object.entries(searchedTexts)) {
    const column = textColumns[table as keyof typeof searchedTexts].join(', ');
    await run(
      `create trigger ${table}_search_added after insert on ${table} begin ${sqliteAddText('new', text('new'))} end`,
    );
    await run(
      `create trigger ${table}_search_removed after delete on ${table} begin ${sqliteRemoveDoc('old.id', text('old'))} end`,
    );
    await run(`create trigger ${table}_search_changed after update of ${column}, submission_id on ${table} begin
      ${sqliteRemoveDoc('old.id', text('old'))}
      ${sqliteAddText('new', text('new'))}
    end`);
  }

  // What is already stored: numbered within each millisecond in one pass (the triggers number one row at a time).
  const sources = [
    `select id as source_id, id as submission_id, received_at from submissions`,
    ...Object.keys(searchedTexts).map(
      (table) =>
        `select t.id, t.submission_id, s.received_at from ${table} t join submissions s on s.id = t.submission_id`,
    ),
  ].join(' union all ');
  await run(`insert into lead_search (doc, submission_id, source_id)
    select ${sqliteFirstDoc('received_at')} + row_number() over (partition by ${sqliteFirstDoc('received_at')} order by source_id) - 1, submission_id, source_id
    from (${sources})`);
  await run(`insert into lead_search_who (rowid, who)
    select d.doc, ${sqliteWho('s')} from lead_search d join submissions s on s.id = d.source_id`);
  await run(`insert into lead_search_words (rowid, words)
    select d.doc, ${sqliteLeadWords('s')} from lead_search d join submissions s on s.id = d.source_id`);
  for (const [table, text] of Object.entries(searchedTexts))
    await run(`insert into lead_search_words (rowid, words)
      select d.doc, ${text('t')} from lead_search d join ${table} t on t.id = d.source_id`);
}

const pg = {
  field: (body: string, field: string) => `coalesce(${body} ->> '${field}', '')`,
  digits: (value: string) => `regexp_replace(${value}, '[ ()+./-]', '', 'g')`,
};

function pgName(body: string): string {
  return `trim(${nameFields.map((field) => pg.field(body, field)).join(` || ' ' || `)})`;
}

function pgWho(row: string, body: string): string {
  const phone = pg.digits(pg.field(body, 'phone'));
  const withCode = pg.digits(`${pg.field(body, 'phoneCode')} || ${pg.field(body, 'phone')}`);
  return `lower(${pgName(body)} || chr(10) || ${row}.email || chr(10) || ${phone} || chr(10) || ${withCode})`;
}

function pgLeadWords(row: string, body: string): string {
  const message = `coalesce(${messageFields.map((field) => `${body} ->> '${field}'`).join(', ')}, '')`;
  return `strip(to_tsvector('simple', ${pgName(body)} || ' ' || ${row}.email || ' ' || ${pg.digits(pg.field(body, 'phone'))} || ' ' || ${message}))`;
}

/** The columns of each table that its searched text is made of (and its lead). */
const textColumns: Record<keyof typeof searchedTexts, readonly string[]> = {
  lead_notes: ['text', 'submission_id'],
  lead_replies: ['subject', 'body', 'submission_id'],
  lead_inbound: ['subject', 'body', 'submission_id'],
};

/** The statements that index leads, and texts of the other tables, from a set of rows (`rows`). */
const pgAddLeads = (rows: string) => `
  insert into lead_search (doc, submission_id, source_id, who, words)
  select lead_search_doc(r.received_at), r.id, r.id, ${pgWho('r', 'r.b')}, ${pgLeadWords('r', 'r.b')}
  from (select x.*, lead_search_body(x.body) as b from ${rows} x) r`;

const pgAddTexts = (rows: string, text: (row: string) => string) => `
  insert into lead_search (doc, submission_id, source_id, who, words)
  select lead_search_doc(s.received_at), r.submission_id, r.id, null,
    strip(to_tsvector('simple', ${text('r')}))
  from ${rows} r join submissions s on s.id = r.submission_id`;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function upPostgres(db: Kysely<any>): Promise<void> {
  const run = (statement: string) => sql.raw(statement).execute(db);
  // A trusted extension: a database owner may create it (docs/staff.md, Search).
  await run(`create extension if not exists pg_trgm`);
  await run(
    `create sequence lead_search_counter cycle maxvalue ${docsPerMillisecond - 1} minvalue 0 start 0`,
  );
  // doc orders documents by their lead's arrival and need not be unique: its counter cycles through
  // 1,024 values, and a lead's later note may take the value its lead took long before.
  await run(`create table lead_search (
    source_id text primary key,
    doc bigint not null,
    submission_id text not null,
    who text,
    words tsvector not null
  )`);
  // Out of the planner's statistics sample (see migration 0009): it would copy names into pg_statistic.
  await run(`alter table lead_search alter column who set statistics 0`);
  await run(`alter table lead_search alter column words set statistics 0`);
  await run(`create index lead_search_doc on lead_search (doc)`);
  await run(`create index lead_search_who on lead_search using gin (who gin_trgm_ops)`);
  await run(`create index lead_search_words on lead_search using gin (words)`);

  await run(`create function lead_search_body(body text) returns jsonb language plpgsql immutable as $$
    begin
      return body::jsonb;
    exception when others then
      return '{}'::jsonb;
    end $$`);
  await run(`create function lead_search_doc(received_at text) returns bigint language sql volatile as $$
    select (extract(epoch from received_at::timestamptz) * 1000)::bigint * ${docsPerMillisecond} + nextval('lead_search_counter')
  $$`);
  await run(`create function lead_search_leads_added() returns trigger language plpgsql as $$
    begin ${pgAddLeads('added')}; return null; end $$`);
  await run(`create function lead_search_leads_removed() returns trigger language plpgsql as $$
    begin delete from lead_search where source_id in (select id from removed); return null; end $$`);
  // An update that changes what is searched (none of ours does: a release changes spam alone) indexes the lead again.
  const changedLeads = `(select n.* from new_rows n join old_rows o on o.id = n.id
    where n.body is distinct from o.body or n.email is distinct from o.email or n.received_at is distinct from o.received_at)`;
  await run(`create function lead_search_leads_changed() returns trigger language plpgsql as $$
    begin
      delete from lead_search where source_id in (select id from ${changedLeads} c);
      ${pgAddLeads(changedLeads)};
      return null;
    end $$`);
  await run(`create trigger lead_search_leads_added after insert on submissions
    referencing new table as added for each statement execute function lead_search_leads_added()`);
  await run(`create trigger lead_search_leads_removed after delete on submissions
    referencing old table as removed for each statement execute function lead_search_leads_removed()`);
  await run(`create trigger lead_search_leads_changed after update on submissions
    referencing old table as old_rows new table as new_rows for each statement execute function lead_search_leads_changed()`);

  for (const [table, text] of Object.entries(searchedTexts)) {
    // Only a change of its text re-indexes a row: the outbox updates a reply's delivery columns often.
    const changed = `(select n.* from new_rows n join old_rows o on o.id = n.id where ${textColumns[
      table as keyof typeof searchedTexts
    ]
      .map((column) => `n.${column} is distinct from o.${column}`)
      .join(' or ')})`;
    await run(`create function ${table}_search_added() returns trigger language plpgsql as $$
      begin ${pgAddTexts('added', text)}; return null; end $$`);
    await run(`create function ${table}_search_removed() returns trigger language plpgsql as $$
      begin delete from lead_search where source_id in (select id from removed); return null; end $$`);
    await run(`create function ${table}_search_changed() returns trigger language plpgsql as $$
      begin
        delete from lead_search where source_id in (select id from ${changed} c);
        ${pgAddTexts(changed, text)};
        return null;
      end $$`);
    await run(`create trigger ${table}_search_added after insert on ${table}
      referencing new table as added for each statement execute function ${table}_search_added()`);
    await run(`create trigger ${table}_search_removed after delete on ${table}
      referencing old table as removed for each statement execute function ${table}_search_removed()`);
    await run(`create trigger ${table}_search_changed after update on ${table}
      referencing old table as old_rows new table as new_rows for each statement execute function ${table}_search_changed()`);
  }

  await run(pgAddLeads('submissions'));
  for (const [table, text] of Object.entries(searchedTexts)) await run(pgAddTexts(table, text));
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
  const triggers = [
    ['submissions', postgres ? 'lead_search_leads' : 'lead_search_lead'],
    ...Object.keys(searchedTexts).map((table) => [table, `${table}_search`]),
  ];
  for (const [table, name] of triggers)
    for (const event of ['added', 'removed', 'changed'])
      await run(postgres ? `drop trigger ${name}_${event} on ${table}` : `drop trigger ${name}_${event}`);
  if (postgres) {
    for (const [, name] of triggers)
      for (const event of ['added', 'removed', 'changed']) await run(`drop function ${name}_${event}()`);
    await run(`drop table lead_search`);
    await run(`drop function lead_search_doc(text)`);
    await run(`drop function lead_search_body(text)`);
    await run(`drop sequence lead_search_counter`);
    return;
  }
  for (const table of ['lead_search_words', 'lead_search_who', 'lead_search'])
    await run(`drop table ${table}`);
}
