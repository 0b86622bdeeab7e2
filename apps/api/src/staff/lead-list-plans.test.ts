import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { cliActor } from '../test-support/test-staff.ts';
import { invite } from './staff-directory.ts';
import { filteredList, newestFirst, type LeadFilters } from './staff-leads.ts';
import type { StaffMemberRow } from './staff-member.ts';

// How the database answers the list's filters on a lead's work: from an index
// of their own (migration 0042), not by reading every lead in scope, which at a
// million leads took seconds (docs/performance.md). Asserted on the plan, since
// at a test's size any plan is fast.

const leads = 3_000;

describe.each(engines)('the list’s plans on %s', (engine) => {
  let database: TestDatabase;
  let member: StaffMemberRow;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    const { db } = database;
    const issued = await invite(
      db,
      { email: 'planner@agency.example', regions: ['in', 'uk'], careers: true, admin: false },
      cliActor,
      Date.now(),
    );
    if (issued === 'exists') throw new Error('exists');
    member = await db
      .selectFrom('staff_members')
      .selectAll()
      .where('email', '=', 'planner@agency.example')
      .executeTakeFirstOrThrow();
    const start = Date.parse('2026-01-01T00:00:00.000Z');
    const ids = Array.from({ length: leads }, (_, i) => `lead-${String(i).padStart(5, '0')}`);
    for (let from = 0; from < leads; from += 500)
      await db
        .insertInto('submissions')
        .values(
          ids.slice(from, from + 500).map((id, k) => ({
            id,
            form: 'contact',
            region: 'in',
            received_at: new Date(start + (from + k) * 60_000).toISOString(),
            body: JSON.stringify(sampleBodies.contact),
            email: 'asha@example.com',
            consent: null,
            notice_version: null,
            spam: 0,
            spam_reasons: '',
          })),
        )
        .execute();
    // A fifth of the leads worked, a few of them lost, none assigned: the cases that read every lead.
    await db
      .insertInto('lead_states')
      .values(
        ids
          .filter((_, i) => i % 5 === 0)
          .map((id, i) => ({
            submission_id: id,
            status: i % 100 === 0 ? 'lost' : 'contacted',
            assignee_id: null,
            updated_at: new Date(start).toISOString(),
          })),
      )
      .execute();
    await sql`analyze`.execute(db);
  });
  afterAll(() => database.drop());

  /**
   * The first page's plan, as the engine writes it. PostgreSQL is told to avoid
   * reading whole tables, as it would at a million leads: at a test's size a
   * sequential scan is the cheapest plan, whatever indexes there are.
   */
  async function planOf(filters: LeadFilters): Promise<string> {
    const query = filteredList(database.db, engine, member, filters);
    if (!query) throw new Error('out of scope');
    const compiled = newestFirst(query).compile();
    const explain = {
      ...compiled,
      sql: `explain ${engine === 'sqlite' ? 'query plan ' : ''}${compiled.sql}`,
    };
    const rows = await database.db.transaction().execute(async (trx) => {
      if (engine === 'postgres') await sql`set local enable_seqscan = off`.execute(trx);
      return (await trx.executeQuery<Record<string, string>>(explain)).rows;
    });
    return rows.map((row) => row.detail ?? row['QUERY PLAN']).join('\n');
  }

  it('reads "assigned to me" from the index of assignees', async () => {
    const plan = await planOf({ assignee: 'me' });
    expect(plan).toContain('lead_states_assignee');
  });

  it('reads a rare status other than a form’s first from the index of statuses', async () => {
    const plan = await planOf({ status: 'lost' });
    expect(plan).toContain('lead_states_status');
  });

  it('finds "new" by walking the leads newest first, looking each one’s status up, not by hashing every status', async () => {
    const plan = await planOf({ status: 'new' });
    expect(plan).not.toMatch(/hashed SubPlan|Hash/);
    expect(plan).toMatch(/submissions_received_at/);
  });
});
