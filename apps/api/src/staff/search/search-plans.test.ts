import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentWeek, indexedWeekMs } from '../../db/migrations/0044-lead-search-weeks.ts';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-api.ts';
import { indexedDocumentsQuery, mostWeeksAsked, weeksAtOnce, weeksOf } from './postgres-search.ts';
import { windowOf, type SearchWindow } from './search-windows.ts';

// How PostgreSQL answers a search's window of weeks (migration 0044): from the
// GIN indexes keyed by week, with the weeks in the index's own condition, so
// that only their candidates are read. The condition is written by the same
// code the search runs (weeksOf); were its expression not the index's, the
// planner would read every candidate of the term instead, which at a million
// leads took 230-530 ms for a part of a common name (docs/performance.md).
// Asserted on the plan, since at a test's size any plan is fast. SQLite's
// FTS5 tables need no such index (sqlite-search.ts).

describe('the search’s plans on postgres', () => {
  let database: TestDatabase;
  const now = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    // 2,000 leads, one every hour and a half over twenty weeks, with names whose trigrams are shared.
    for (let from = 0; from < 2_000; from += 500)
      await database.db
        .insertInto('submissions')
        .values(
          Array.from({ length: 500 }, (_, k) => {
            const n = from + k;
            return {
              id: `lead-${String(n).padStart(5, '0')}`,
              form: 'contact',
              region: 'in',
              received_at: new Date(now - n * 5_400_000).toISOString(),
              body: JSON.stringify({
                username: `${['Sara', 'Tara', 'Kiara'][n % 3]} ${['Reddy', 'Redford', 'Shah'][(n % 5) % 3]}`,
                email: `lead${n}@example.com`,
                phone: '98765 43210',
                message: `Lead ${n} asks about a bakery.`,
              }),
              email: `lead${n}@example.com`,
              consent: null,
              notice_version: null,
              spam: 0,
              spam_reasons: '',
            };
          }),
        )
        .execute();
    await sql`analyze`.execute(database.db);
  }, 60_000);
  afterAll(() => database.drop());

  /** The plan of a search's index query for a window, with bitmaps only as the search asks (postgres-search.ts). */
  const planOf = (match: RawBuilder<unknown>, window: SearchWindow) =>
    database.db.transaction().execute(async (trx) => {
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('max_parallel_workers_per_gather', '0', true)`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain ${indexedDocumentsQuery([match], weeksOf(window))}`.execute(trx);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  const lastWeeks = (weeks: number) => windowOf(now - weeks * indexedWeekMs, now + 1);
  // The week as PostgreSQL writes the index's expression back: `(doc / '<n>'::bigint)`.
  const week = `(doc / '${/\d+/.exec(documentWeek)?.[0]}'::bigint)`;
  /** The plan's index conditions. */
  const indexConditions = (plan: string) => plan.split('\n').filter((line) => line.includes('Index Cond:'));

  // Which index answers depends on the sizes (here, where a week holds a hundred leads, the week's entries
  // alone may be read and its rows checked; at a million, the week and the trigrams together, as
  // docs/performance.md shows); what must hold at any size is that each week is asked of an index by the
  // index's own expression.
  it('asks the indexes for a part of a name a few weeks at a time, the weeks in an index’s condition', async () => {
    const window = lastWeeks(mostWeeksAsked - 1);
    const conditions = indexConditions(await planOf(sql`who like '%ara red%'`, window));
    expect(weeksOf(window).length).toBeGreaterThanOrEqual((mostWeeksAsked - 1) / weeksAtOnce);
    expect(conditions).toHaveLength(weeksOf(window).length);
    for (const condition of conditions) expect(condition).toContain(`${week} = ANY ('{`);
  });

  it('asks the words index for a word by its weeks, in the index’s condition', async () => {
    const window = lastWeeks(1);
    const plan = await planOf(sql`words @@ plainto_tsquery('simple', 'bakery')`, window);
    expect(plan).toContain('Bitmap Index Scan on lead_search_words_weekly');
    const conditions = indexConditions(plan);
    expect(conditions).toHaveLength(weeksOf(window).length);
    for (const condition of conditions) expect(condition).toContain(`${week} = ANY ('{`);
  });

  it('asks a few weeks in one condition, and a longer window or one with no start by its range alone', () => {
    expect(weeksOf(lastWeeks(mostWeeksAsked))).toHaveLength(1);
    expect(weeksOf(lastWeeks(weeksAtOnce - 1))).toHaveLength(1);
    expect(weeksOf(windowOf(undefined, now))).toHaveLength(1);
  });
});
