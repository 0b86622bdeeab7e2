import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, createTestDatabase, type TestDatabase } from '../../test-support/test-api.ts';
import { sampleBodies } from '../../test-support/sample-bodies.ts';
import { cliActor } from '../../test-support/test-staff.ts';
import { leadPageSize } from '@agency/staff-contract';
import { invite } from '../people/staff-directory.ts';
import { fewMatches, filteredList, newestFirst, type LeadFilters } from './staff-leads.ts';
import type { StaffMemberRow } from '../sign-in/staff-member.ts';

// How the database answers the list's filters on a lead's work: from an index
// of their own (migration 0042), not by reading every lead in scope, which at a
// million leads took seconds (docs/performance.md). Asserted on the plan, since
// at a test's size any plan is fast.

const leads = 3_000;

describe.each(engines)('the list’s plans on %s', (engine) => {
  let database: TestDatabase;
  let member: StaffMemberRow;
  let busyId: string;

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
    const start = Date.now() - 30 * 86_400_000;
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
    // Four leads in five worked and assigned to a busy colleague, a few of them lost, none to this member:
    // a common status and assignee, a rare status, and an assignee of none.
    const busy = await invite(
      db,
      { email: 'busy@agency.example', regions: ['in'], careers: false, admin: false },
      cliActor,
      Date.now(),
    );
    if (busy === 'exists') throw new Error('exists');
    busyId = (
      await db
        .selectFrom('staff_members')
        .select('id')
        .where('email', '=', 'busy@agency.example')
        .executeTakeFirstOrThrow()
    ).id;
    const worked = ids.filter((_, i) => i % 5 !== 0);
    expect(worked.length).toBeGreaterThanOrEqual(fewMatches);
    for (let from = 0; from < worked.length; from += 500)
      await db
        .insertInto('lead_states')
        .values(
          worked.slice(from, from + 500).map((id, k) => ({
            submission_id: id,
            status: (from + k) % 100 === 0 ? 'lost' : 'contacted',
            assignee_id: busyId,
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
    const query = await filteredList(database.db, engine, member, filters);
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

  /** The first page's references, newest first. */
  async function pageOf(filters: LeadFilters): Promise<string[]> {
    const query = await filteredList(database.db, engine, member, filters);
    return (await newestFirst(query!).execute()).map((row) => row.id);
  }
  /** The newest leads among those numbered `which`, a page and one more, as the list should find them. */
  const newest = (which: (i: number) => boolean) =>
    Array.from({ length: leads }, (_, i) => i)
      .filter(which)
      .reverse()
      .slice(0, leadPageSize + 1)
      .map((i) => `lead-${String(i).padStart(5, '0')}`);

  it('finds the same leads whichever way it reads them', async () => {
    const worked = (i: number) => i % 5 !== 0;
    // The worked leads' places among themselves: every hundredth was lost.
    const lost = (i: number) => worked(i) && (i - Math.floor(i / 5) - 1) % 100 === 0;
    expect(await pageOf({ assignee: busyId })).toEqual(newest(worked));
    expect(await pageOf({ assignee: 'me' })).toEqual([]);
    expect(await pageOf({ status: 'contacted' })).toEqual(newest((i) => worked(i) && !lost(i)));
    expect(await pageOf({ status: 'lost' })).toEqual(newest(lost));
    expect(await pageOf({ status: 'new' })).toEqual(newest((i) => !worked(i)));
  });

  it('reads "assigned to me" from the index of assignees when few are', async () => {
    expect(await planOf({ assignee: 'me' })).toContain('lead_states_assignee');
  });

  it('walks the leads newest first for a colleague with many assigned, not sorting them all', async () => {
    const plan = await planOf({ assignee: busyId });
    expect(plan).not.toContain('lead_states_assignee');
    expect(plan).toContain('submissions_received_at');
  });

  it('reads a rare status other than a form’s first from the index of statuses', async () => {
    expect(await planOf({ status: 'lost' })).toContain('lead_states_status');
  });

  it('walks the leads newest first for a common status', async () => {
    const plan = await planOf({ status: 'contacted' });
    expect(plan).not.toContain('lead_states_status');
    expect(plan).toContain('submissions_received_at');
  });

  it('finds "new" by walking the leads newest first, looking each one’s status up, not by hashing every status', async () => {
    const plan = await planOf({ status: 'new' });
    expect(plan).not.toMatch(/hashed SubPlan|Hash/);
    expect(plan).toContain('submissions_received_at');
  });
});
