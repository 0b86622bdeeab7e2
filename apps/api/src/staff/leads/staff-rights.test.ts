import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  leadWorkPaths,
  reauthValidityMinutes,
  rightsPaths,
  type RightsExport,
  type RightsFound,
} from '@agency/staff-contract';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { seedConversation } from '../../test-support/seed-conversation.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import type { SoftwareAuthenticator } from '../../test-support/software-authenticator.ts';
import { reauthNeededMessage } from './staff-rights-routes.ts';

describe.each(engines)('a person’s rights through the staff API on %s', (engine) => {
  let staff: TestStaff;
  let admin: { authenticator: SoftwareAuthenticator; cookie: string };
  let other: { authenticator: SoftwareAuthenticator; cookie: string };
  let enquiry: string;
  let application: string;
  let kept: string;
  let conversation: Awaited<ReturnType<typeof seedConversation>>;
  const person = { email: 'Priya@Example.com' };

  beforeAll(async () => {
    staff = await startTestStaff(engine, { listen: true });
    enquiry = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'priya@example.com' });
    application = await seedLead(staff.db, {
      form: 'job-application',
      region: 'uk',
      email: 'priya@example.com',
      // Newer than seedLead's default (an hour before the clock).
      receivedAt: new Date(staff.clock.now).toISOString(),
      cv: { fileName: 'cv.pdf', mediaType: 'application/pdf', content: Buffer.from('%PDF-1.4 Priya') },
    });
    kept = await seedLead(staff.db, { form: 'contact', region: 'in', email: 'asha@example.com' });
    admin = await staff.enrol(
      await staff.inviteMember('ravi@agency.example', ['in', 'uk'], { careers: true, admin: true }),
    );
    other = await staff.enrol(
      await staff.inviteMember('sales@agency.example', ['in', 'uk'], { careers: true }),
    );
    await staff.post(leadWorkPaths.notes(enquiry), { text: 'Wants a call back' }, { cookie: other.cookie });
    await staff.post(leadWorkPaths.status(enquiry), { status: 'contacted' }, { cookie: other.cookie });
    await staff.post(
      leadWorkPaths.assignee(enquiry),
      { email: 'sales@agency.example' },
      { cookie: other.cookie },
    );
    conversation = await seedConversation(staff.db, application, staff.clock.now);
  });
  afterAll(() => staff.close());

  const reauth = async (who: { authenticator: SoftwareAuthenticator; cookie: string }, signer = who) => {
    const options = await staff.post(rightsPaths.reauthOptions, undefined, { cookie: who.cookie });
    expect(options.statusCode).toBe(200);
    return staff.post(
      rightsPaths.reauthVerify,
      { response: signer.authenticator.get(options.json()) },
      { cookie: who.cookie },
    );
  };

  it('finds everything held about an address given in the body, for admins only', async () => {
    const found = await staff.post(rightsPaths.find, person, { cookie: admin.cookie });
    expect(found.statusCode).toBe(200);
    expect(found.json<RightsFound>().leads.map((lead) => [lead.reference, lead.region])).toEqual([
      [application, 'uk'],
      [enquiry, 'in'],
    ]);
    expect((await staff.post(rightsPaths.find, person, { cookie: other.cookie })).statusCode).toBe(404);
  });

  it('exports and erases only after the passkey is proved again, within minutes', async () => {
    for (const path of [rightsPaths.export, rightsPaths.erase]) {
      const refused = await staff.post(path, person, { cookie: admin.cookie });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: reauthNeededMessage });
    }
    // Someone else's passkey proves nothing about this session.
    expect((await reauth(admin, other)).statusCode).toBe(401);
    expect((await staff.post(rightsPaths.export, person, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await reauth(admin)).statusCode).toBe(204);
    staff.clock.now += reauthValidityMinutes * 60_000;
    expect((await staff.post(rightsPaths.export, person, { cookie: admin.cookie })).statusCode).toBe(403);
    expect((await reauth(admin)).statusCode).toBe(204);
  });

  it('exports it as one ZIP: personal-data.json with everything held, the CV and each attachment as files', async () => {
    const exported = await staff.post(rightsPaths.export, person, { cookie: admin.cookie });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('application/zip');
    expect(exported.headers['content-disposition']).toBe('attachment; filename="personal-data.zip"');
    const files = unzipSync(new Uint8Array(exported.rawPayload));
    const cvName = `cv-${application}.pdf`;
    const attachmentPath = `messages/${conversation.inboundId}/${conversation.attachmentName}`;
    expect(Object.keys(files).sort()).toEqual([attachmentPath, cvName, 'personal-data.json'].sort());
    expect(Buffer.from(files[cvName] ?? []).toString()).toBe('%PDF-1.4 Priya');
    expect(Buffer.from(files[attachmentPath] ?? [])).toEqual(conversation.attachment);

    const body = JSON.parse(Buffer.from(files['personal-data.json'] ?? []).toString()) as RightsExport;
    expect(body.email).toBe('priya@example.com');
    expect(body.leads.map((lead) => lead.reference)).toEqual([application, enquiry]);
    const [applied, enquired] = body.leads;
    expect(applied?.cv).toEqual({ file: cvName, sentAs: 'cv.pdf', mediaType: 'application/pdf', size: 14 });
    expect(applied?.conversation).toEqual({
      messagesOut: [expect.objectContaining({ id: conversation.replyId, body: 'Could you start in May?' })],
      messagesIn: [
        expect.objectContaining({
          id: conversation.inboundId,
          body: 'Yes, May suits me.',
          dkim: 'pass',
          attachments: [
            { file: attachmentPath, mediaType: 'application/pdf', size: conversation.attachment.length },
          ],
        }),
      ],
    });
    expect(enquired?.work.notes.map((note) => note.text)).toEqual(['Wants a call back']);
    expect(enquired?.work.history.map((change) => change.status)).toEqual(['contacted']);
    expect(enquired?.work.assignee).toBe('sales@agency.example');
    expect(enquired?.deliveries).toEqual({ notification: null, confirmation: null, webhooks: [] });
    expect(enquired?.attribution).toEqual(expect.any(Object));
    expect(enquired?.fields).toMatchObject({ username: 'Asha Verma', email: 'priya@example.com' });
  });

  it('erases it with the CLI’s erase: no lead row, no CV, no note left; others kept', async () => {
    const erased = await staff.post(rightsPaths.erase, person, { cookie: admin.cookie });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ erased: 2, references: [application, enquiry] });
    const left = await staff.db.selectFrom('submissions').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([kept]);
    for (const table of [
      'cv_files',
      'lead_notes',
      'lead_states',
      'lead_status_changes',
      'lead_replies',
      'lead_inbound',
      'lead_inbound_attachments',
    ] as const)
      expect(
        await staff.db
          .selectFrom(table)
          .selectAll()
          .where('submission_id', 'in', [enquiry, application])
          .execute(),
      ).toEqual([]);
  });

  it('audits by the leads’ references, never the person', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['action', 'target_ref'])
      .where('action', 'like', 'rights.%')
      .where('action', '!=', 'rights.refused')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'rights.searched', target_ref: null },
      { action: 'rights.exported', target_ref: application },
      { action: 'rights.exported', target_ref: enquiry },
      { action: 'rights.erased', target_ref: application },
      { action: 'rights.erased', target_ref: enquiry },
    ]);
    // Each export and erase asked for before the passkey was proved again (or after it went stale).
    const refused = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'target_ref'])
      .where('action', '=', 'rights.refused')
      .execute();
    expect(refused).toEqual(Array(4).fill({ actor: 'ravi@agency.example', target_ref: null }));
    const all = JSON.stringify(await staff.db.selectFrom('staff_audit').selectAll().execute());
    expect(all).not.toMatch(/priya/i);
  });
});
