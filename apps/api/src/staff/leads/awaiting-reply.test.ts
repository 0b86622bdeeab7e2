import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadConversationPaths,
  staffApiPaths,
  type LeadPage,
  type LeadTimeline,
  type ReplyAccepted,
} from '@agency/staff-contract';
import { fileInbound, testReplyOptions } from '../../test-support/reply-fixtures.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { createTestDatabase, engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';

describe.each(engines)('who waits for a reply, on %s', (engine) => {
  let staff: TestStaff;
  let cookie: string;
  const reply = { subject: 'Hello', body: 'Thanks for writing.', template: null, delayed: false };

  beforeAll(async () => {
    staff = await startTestStaff(engine, { replies: testReplyOptions() });
    cookie = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
  });
  afterAll(() => staff?.close());

  const at = (minutesAgo: number) => new Date(staff.clock.startedAt - minutesAgo * 60_000).toISOString();
  const lead = (minutesAgo: number) =>
    seedLead(staff.db, { form: 'contact', region: 'in', email: 'a@example.com', receivedAt: at(minutesAgo) });
  const send = async (reference: string) =>
    (await staff.post(leadConversationPaths.replies(reference), reply, { cookie })).json<ReplyAccepted>()
      .reply;
  const list = async (query = '') =>
    (await staff.get(`${staffApiPaths.leads}${query}`, cookie)).json<LeadPage>().leads;

  it('lists each lead with how long it has awaited us, and Needs a reply finds only those, newest first', async () => {
    staff.clock.now = staff.clock.startedAt;
    const never = await lead(50);
    const answered = await lead(40);
    const wroteBack = await lead(30);
    const undone = await lead(20);
    const wroteFirst = await lead(10);
    await send(answered);
    await send(wroteBack);
    // Priya wrote after our reply: she waits again, since her message (filed by the mailbox reader: an INSERT alone).
    await fileInbound(staff.db, wroteBack, { at: at(-5) });
    await fileInbound(staff.db, wroteBack, { at: at(-6) });
    const taken = await send(undone);
    await staff.post(leadConversationPaths.cancelReply(undone, taken.id), {}, { cookie });
    // A message before our reply is answered by it.
    await fileInbound(staff.db, wroteFirst, { at: at(5) });
    await send(wroteFirst);

    const all = await list();
    const since = Object.fromEntries(all.map((row) => [row.reference, row.awaitingSince]));
    expect(since).toEqual({
      [never]: at(50),
      [answered]: null,
      [wroteBack]: at(-5),
      [undone]: at(20),
      [wroteFirst]: null,
    });
    expect((await list('?needsReply=1')).map((row) => row.reference)).toEqual([undone, wroteBack, never]);
    // The timeline says the same as the list.
    const timeline = (
      await staff.get(leadConversationPaths.timeline(wroteBack), cookie)
    ).json<LeadTimeline>();
    expect(timeline.awaitingSince).toBe(at(-5));

    // We answer: it leaves the filter.
    staff.clock.now += 10 * 60_000;
    await send(wroteBack);
    expect((await list('?needsReply=1')).map((row) => row.reference)).toEqual([undone, never]);
    // Combined with the other filters, and refused in any other spelling.
    expect((await list('?needsReply=1&form=proposal')).map((row) => row.reference)).toEqual([]);
    expect((await staff.get(`${staffApiPaths.leads}?needsReply=0`, cookie)).statusCode).toBe(400);
  });
});

// The plan of the list's query with the filter, read where the engine states it plainly (PostgreSQL's
// planner picks by the table's size; the bench times both at 100,000 leads).
describe('the Needs a reply filter on SQLite', () => {
  it('reads its partial index, newest first', async () => {
    const database = await createTestDatabase('sqlite');
    try {
      const plan = await sql<{ detail: string }>`explain query plan
        select id from submissions where spam = 0 and (last_reply_at is null or unanswered_since is not null)
        order by received_at desc, id desc limit 51`.execute(database.db);
      expect(plan.rows.map((row) => row.detail).join('\n')).toContain('submissions_needs_reply');
    } finally {
      await database.drop();
    }
  });
});
