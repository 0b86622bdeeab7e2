import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { inWindow, type SearchScope } from './search-scope.ts';
import { millisecondOf, type SearchWindow } from './search-windows.ts';

/** A document the GIN indexes found: its lead, and its number (a bigint, as text). */
export interface MatchedDocument {
  submission_id: string;
  doc: string;
}

/** A matching lead and the millisecond of its arrival. */
export interface MatchedLead {
  id: string;
  at: number;
}

/**
 * The leads of some documents, once each, newest first by the millisecond
 * their documents' numbers carry (migration 0040: a document's number is its
 * lead's arrival).
 */
export function leadsOf(documents: readonly MatchedDocument[]): MatchedLead[] {
  const at = new Map<string, number>();
  for (const document of documents) {
    const ms = millisecondOf(BigInt(document.doc));
    at.set(document.submission_id, Math.max(at.get(document.submission_id) ?? ms, ms));
  }
  return [...at].map(([id, ms]) => ({ id, at: ms })).sort((a, b) => b.at - a.at);
}

/** How many matching leads the first batch of newestLeads reads, times the page's size; each next batch is four times larger. */
const firstBatch = 2;

/**
 * The newest `limit` of some matching leads (newest first, leadsOf) in scope
 * and in the window, as the list sorts them: read in batches of whole
 * milliseconds, newest first, until the page is full. Reading every match's
 * lead cost a random read of submissions per match: 625 for a part of a
 * common name at a million leads, 225-380 ms (docs/performance.md), where a
 * page needs the newest 50 in scope. PostgreSQL's: SQLite's windows of time
 * find few enough matches each (search-windows.ts).
 */
export async function newestLeads(
  db: Kysely<Database>,
  leads: readonly MatchedLead[],
  scope: SearchScope,
  window: SearchWindow,
  limit: number,
): Promise<string[]> {
  const found: string[] = [];
  let start = 0;
  let size = limit * firstBatch;
  while (start < leads.length && found.length < limit) {
    let end = Math.min(leads.length, start + size);
    // Whole milliseconds: within one, the leads sort by reference, which only submissions has.
    while (end < leads.length && leads[end]!.at === leads[end - 1]!.at) end++;
    const ids = leads.slice(start, end).map((lead) => lead.id);
    const { rows } = await sql<{ id: string }>`
      select s.id from submissions s
      where s.id = any(${ids}::text[]) and ${inWindow(scope, window)}
      order by s.received_at desc, s.id desc
      limit ${limit - found.length}`.execute(db);
    found.push(...rows.map((row) => row.id));
    start = end;
    size *= 4;
  }
  return found;
}
