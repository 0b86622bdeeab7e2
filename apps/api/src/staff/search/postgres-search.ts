import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { leadsOf, newestLeads, type MatchedDocument } from './newest-leads.ts';
import { inWindow, type SearchScope } from './search-scope.ts';
import type { SearchTerms } from './search-terms.ts';
import {
  millisecondOf,
  windowOf,
  type SearchWindow,
  type WindowPlan,
  type WindowQuery,
  newestMatches,
  timeWindows,
} from './search-windows.ts';
import { documentWeek, indexedWeekMs } from '../../db/schema-layout.ts';

/** A LIKE pattern for the text anywhere, its own % _ and \ taken literally. */
const anywhere = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** How many of the newest documents the first window reads, and the second. */
export const scannedDocuments = [5_000, 20_000] as const;

/**
 * Windows by count of documents (PostgreSQL): the newest 5,000 documents
 * before `before`, the next 20,000, then everything older. The first two are
 * read whole (see postgresWindowQuery), so a common word costs a few
 * thousand rows however many leads it matches; the third asks the GIN
 * indexes, by then for a term too rare to have filled a page from 25,000
 * documents. Each boundary is rounded to the start of its millisecond.
 */
export async function* documentWindows(
  db: Kysely<Database>,
  before: number,
  counts: readonly number[] = scannedDocuments,
): WindowPlan {
  let end = before;
  for (const count of counts) {
    const { rows } = await sql<{ doc: string }>`
      select doc from lead_search where doc < ${String(windowOf(undefined, end).docs.before)}::bigint
      order by doc desc offset ${count - 1} limit 1`.execute(db);
    const at = rows[0] ? millisecondOf(BigInt(rows[0].doc)) : undefined;
    if (at === undefined || at >= end) break;
    yield windowOf(at, end);
    end = at;
  }
  yield windowOf(undefined, end);
}

/** The conditions a document matches on: each part in its trigram text, the words in its tsvector. */
function matchesOf(terms: SearchTerms, scan: boolean): RawBuilder<unknown>[] {
  return [
    ...terms.parts.map((part) =>
      scan ? sql`textlike(who, ${anywhere(part)})` : sql`who like ${anywhere(part)}`,
    ),
    ...(terms.words.length > 0
      ? [
          scan
            ? sql`ts_match_vq(words, plainto_tsquery('simple', ${terms.words.join(' ')}))`
            : sql`words @@ plainto_tsquery('simple', ${terms.words.join(' ')})`,
        ]
      : []),
  ];
}

/**
 * The query for the documents the GIN indexes find under any of some
 * conditions on their numbers (weeksOf), with their lead; at most `most`
 * when given.
 */
export function indexedDocumentsQuery(
  matches: RawBuilder<unknown>[],
  ranges: RawBuilder<unknown>[],
  most?: number,
): RawBuilder<MatchedDocument> {
  return sql<MatchedDocument>`
    select submission_id, doc from (${sql.join(
      ranges.flatMap((range) =>
        matches.map((match) => sql`select submission_id, doc from lead_search where ${match} and ${range}`),
      ),
      sql` union all `,
    )}) m
    ${most === undefined ? sql`` : sql`limit ${most}`}`;
}

async function indexedDocuments(
  db: Kysely<Database>,
  matches: RawBuilder<unknown>[],
  ranges: RawBuilder<unknown>[],
  most?: number,
): Promise<MatchedDocument[]> {
  return (await indexedDocumentsQuery(matches, ranges, most).execute(db)).rows;
}

/** The most weeks of a window asked of the indexes by its weeks; a longer one is asked by its numbers alone. */
export const mostWeeksAsked = 17;

/** The most weeks one condition asks at once (see weeksOf). */
export const weeksAtOnce = 3;

/**
 * A window's documents as conditions the GIN indexes answer. A window of up
 * to mostWeeksAsked weeks is asked by its weeks (migration 0044), so that
 * only their candidates are read: "ara Red"'s 12 a week in place of its
 * 8,749. At most weeksAtOnce weeks to a condition: asked for five at once
 * (`week = any(…)`), the planner, which expects few rows of any part of a
 * name, left the weeks out of the index's condition and rechecked every
 * candidate of the term (17–33 ms for a name's 625, against 4–6 ms for
 * three weeks asked in the index). A longer window, or one with no start,
 * is asked by its range of numbers alone.
 */
export function weeksOf(window: SearchWindow): RawBuilder<unknown>[] {
  const from = window.docs.from;
  const range = (doc: RawBuilder<unknown>) =>
    sql.join(
      [
        ...(from === undefined ? [] : [sql`${doc} >= ${String(from)}::bigint`]),
        sql`${doc} < ${String(window.docs.before)}::bigint`,
      ],
      sql` and `,
    );
  if (window.from === undefined) return [range(sql`doc`)];
  const first = Math.floor(window.from / indexedWeekMs);
  const last = Math.floor((window.before - 1) / indexedWeekMs);
  if (last - first + 1 > mostWeeksAsked) return [range(sql`doc`)];
  const conditions: RawBuilder<unknown>[] = [];
  for (let newest = last; newest >= first; newest -= weeksAtOnce) {
    const weeks: string[] = [];
    for (let week = newest; week > newest - weeksAtOnce && week >= first; week--) weeks.push(String(week));
    // The window's own range only filters its weeks' few documents: as an index's condition, the planner
    // could walk the numbers' index for a whole week's documents instead.
    conditions.push(sql`${sql.raw(documentWeek)} = any(${weeks}::bigint[]) and ${range(sql`(doc + 0)`)}`);
  }
  return conditions;
}

/** Fewer documents a week than this, and a term's windows of weeks end: everything older is asked at once. */
const sparsePerWeek = 5;

/**
 * The newest `limit` matches in scope before `before` (ms), on PostgreSQL;
 * `oldest` is the oldest lead's arrival (ms).
 * First the newest documents (`scanned[0]`), read whole: a common term
 * fills its page there. Then, for a term that did not, the GIN indexes are
 * asked for its older documents, newest weeks first, but for at most `few`
 * (fewMatches): an address, a phone number, a part of a name or a rare word
 * is answered there. A term with more goes on through
 * the windows (documentWindows: the next `scanned[1]` documents read whole,
 * then the GIN indexes for the rest).
 */
export async function postgresMatches(
  db: Kysely<Database>,
  terms: SearchTerms,
  scope: SearchScope,
  oldest: number,
  before: number,
  limit: number,
  scanned: readonly number[] = scannedDocuments,
  few: number = fewDocuments,
): Promise<string[]> {
  const query = postgresWindowQuery(db, terms, scope);
  const [newest, ...older] = scanned;
  const first = (await documentWindows(db, before, newest === undefined ? [] : [newest]).next()).value;
  if (!first) return [];
  const found = await query(first, limit);
  // first.from is undefined when it was every document, or none was in the window.
  if (found.length >= limit || first.from === undefined) return found;
  const rest = windowOf(undefined, first.from);
  const page =
    (await fewMatches(db, terms, scope, rest, oldest, limit - found.length, few)) ??
    (await newestMatches(query, documentWindows(db, first.from, older), limit - found.length));
  return [...found, ...page];
}

/** How many documents a term may match for fewMatches to read them all from the indexes. */
export const fewDocuments = 1_000;

/**
 * The newest `limit` matches of a window, when the term matches few of its
 * documents (at most `few`); undefined when it matches more. The GIN indexes
 * are asked by windows of time (timeWindows: a week, then four times longer,
 * all the rest once one finds fewer than sparsePerWeek documents a week),
 * newest first, each by its weeks (weeksOf), so a part of a name whose
 * trigrams are common reads only its newest weeks' candidates. Each is
 * asked by bitmap alone (else the planner, told that a few rows will do,
 * walks the table for them) for one more document than is left of `few`;
 * the documents' leads are then read newest first (newestLeads). A term
 * with more costs the bitmaps of its index entries and `few` rows.
 */
async function fewMatches(
  db: Kysely<Database>,
  terms: SearchTerms,
  scope: SearchScope,
  window: SearchWindow,
  oldest: number,
  limit: number,
  few: number,
): Promise<string[] | undefined> {
  const matches = matchesOf(terms, false);
  if (terms.reference || matches.length === 0) return undefined;
  const bitmapsOnly = (on: 'on' | 'off') =>
    sql`select set_config('enable_seqscan', ${on}, true), set_config('enable_indexscan', ${on}, true)`.execute(
      db,
    );
  // Set for the transaction: newestLeads's lookups by reference do as well with bitmaps.
  await bitmapsOnly('off');
  const found: string[] = [];
  let read = 0;
  const plan = timeWindows(oldest, window.before);
  for (let step = await plan.next(0); !step.done;) {
    const documents = await indexedDocuments(db, matches, weeksOf(step.value), few + 1 - read);
    read += documents.length;
    if (read > few) break;
    found.push(...(await newestLeads(db, leadsOf(documents), scope, step.value, limit - found.length)));
    if (found.length >= limit) break;
    // A term this rare (an address, a rare word) costs less asked once for all its older documents than
    // week by week, each of which reads them all when the planner leaves the weeks out.
    const weeks = (step.value.before - (step.value.from ?? 0)) / indexedWeekMs;
    step = await plan.next(documents.length < sparsePerWeek * weeks ? 0 : documents.length);
  }
  await bitmapsOnly('on');
  return read > few ? undefined : found;
}

/**
 * One window's matches on PostgreSQL. A window of the newest documents is
 * read along the documents' primary key with each condition tested row by
 * row (textlike and ts_match_vq are LIKE and @@ written as functions, which
 * no index answers, so the planner cannot trade the bounded scan for a GIN
 * scan that reads every match of a common word), then the leads, in scope
 * and order; `offset 0` keeps the planner from walking every lead by
 * received_at to find the few that match. The oldest window asks the GIN
 * indexes, and reads the leads as newestLeads does.
 */
export function postgresWindowQuery(
  db: Kysely<Database>,
  terms: SearchTerms,
  scope: SearchScope,
): WindowQuery {
  return async (window: SearchWindow, limit: number) => {
    const scan = window.docs.from !== undefined;
    const matches = matchesOf(terms, scan);
    const inRange = sql.join(
      [
        sql`doc < ${String(window.docs.before)}::bigint`,
        ...(window.docs.from === undefined ? [] : [sql`doc >= ${String(window.docs.from)}::bigint`]),
      ],
      sql` and `,
    );
    if (!scan && !terms.reference && matches.length > 0)
      return newestLeads(db, leadsOf(await indexedDocuments(db, matches, [inRange])), scope, window, limit);
    const branches = [
      ...(scan && matches.length > 0
        ? [sql`select submission_id from lead_search where ${inRange} and (${sql.join(matches, sql` or `)})`]
        : matches.map((match) => sql`select submission_id from lead_search where ${match} and ${inRange}`)),
      ...(terms.reference ? [sql`select ${terms.reference}::text`] : []),
    ];
    if (branches.length === 0) return [];
    const { rows } = await sql<{ id: string }>`
      select id from (
        select s.id, s.received_at from submissions s
        where s.id in (${sql.join(branches, sql` union `)})
          and ${inWindow(scope, window)}
        offset 0) s
      order by received_at desc, id desc
      limit ${limit}`.execute(db);
    return rows.map((row) => row.id);
  };
}
