import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadConversationPaths,
  leadWorkPaths,
  type LeadTimeline,
  type ReplyAccepted,
} from '@agency/staff-contract';
import { fileInbound, testReplyOptions } from '../../test-support/reply-fixtures.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { engines } from '../../test-support/test-api.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';

describe.each(engines)('a lead’s timeline on %s', (engine) => {
  let staff: TestStaff;
  let recruiter: string;
  const asha = 'asha.rao@agency.example';
  const meera = 'meera@agency.example';

  beforeAll(async () => {
    staff = await startTestStaff(engine, { replies: testReplyOptions() });
    recruiter = (await staff.enrol(await staff.inviteMember(asha, ['in'], { careers: true }))).cookie;
    await staff.inviteMember(meera, ['in'], { careers: true });
  });
  afterAll(() => staff?.close());

  const post = (url: string, body: object) => staff.post(url, body, { cookie: recruiter });
  const at = (offsetMs: number) => new Date(staff.clock.startedAt + offsetMs).toISOString();

  it('tells what happened in time order, each with who and when, the visitor’s verdicts as recorded', async () => {
    const receivedAt = at(-3_600_000);
    const lead = await seedLead(staff.db, {
      form: 'job-application',
      region: 'in',
      email: 'priya@example.com',
      receivedAt,
    });
    staff.clock.now = staff.clock.startedAt;
    await post(leadWorkPaths.status(lead), { status: 'screening' });
    staff.clock.now += 1_000;
    await post(leadWorkPaths.assignee(lead), { email: meera });
    staff.clock.now += 1_000;
    await post(leadWorkPaths.notes(lead), { text: 'Strong portfolio.' });
    staff.clock.now += 1_000;
    const reply = (
      await post(leadConversationPaths.replies(lead), {
        subject: 'Next step',
        body: 'A call?',
        template: null,
        delayed: false,
      })
    ).json<ReplyAccepted>().reply;
    const answer = await fileInbound(staff.db, lead, {
      at: at(60_000),
      from: 'priya@example.com',
      subject: 'Re: Next step',
      body: 'Tuesday works.\u202Egnp.exe',
      verdicts: { dkim: 'fail', spf: 'softfail', dmarc: 'fail' },
    });
    await staff.db
      .insertInto('lead_inbound_attachments')
      .values({
        id: crypto.randomUUID(),
        inbound_id: answer.id,
        submission_id: lead,
        file_name: `cv-${lead}.pdf`,
        media_type: 'application/pdf',
        size: 4,
        content: Buffer.from('%PDF'),
      })
      .execute();
    staff.clock.now += 1_000;
    await post(leadWorkPaths.assignee(lead), { email: null });

    const answered = await staff.get(leadConversationPaths.timeline(lead), recruiter);
    expect(answered.statusCode).toBe(200);
    const timeline = answered.json<LeadTimeline>();
    expect(timeline.entries).toEqual([
      { kind: 'arrived', at: receivedAt, by: 'Priya Nair' },
      { kind: 'status', at: at(0), by: asha, status: 'screening' },
      { kind: 'assignee', at: at(1_000), by: asha, assignee: meera },
      { kind: 'note', at: at(2_000), by: asha, id: expect.any(String), text: 'Strong portfolio.' },
      { ...reply, state: 'scheduled' },
      { kind: 'assignee', at: at(4_000), by: asha, assignee: null },
      {
        kind: 'inbound',
        id: answer.id,
        messageKind: 'answer',
        at: at(60_000),
        by: 'priya@example.com',
        subject: 'Re: Next step',
        body: 'Tuesday works.\u202Egnp.exe',
        sentAt: at(60_000),
        dkim: 'fail',
        spf: 'softfail',
        dmarc: 'fail',
        attachments: [{ fileName: `cv-${lead}.pdf`, mediaType: 'application/pdf', size: 4 }],
      },
    ]);
    // Answered at 3 s, then Priya wrote at 60 s: she waits for us since her message.
    expect(timeline.awaitingSince).toBe(at(60_000));
    expect(timeline.firstResponse).toBeNull();
    const audited = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('action', '=', 'lead.conversation-read')
      .execute();
    expect(audited).toEqual([{ action: 'lead.conversation-read', target_ref: lead }]);
  });
});
