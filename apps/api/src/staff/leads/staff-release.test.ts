import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '@agency/test-receivers';
import { leadWorkPaths, type LeadReleased } from '@agency/staff-contract';
import { createOutboxWorker, type OutboxWorker } from '../../notifications/outbox-worker.ts';
import { testMailSettings } from '../../test-support/mail-settings.ts';
import { engines } from '../../test-support/test-api.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { notSpamMessage } from './lead-work-routes.ts';
import { noSuchLeadMessage } from './scoped-lead.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(engines)('staff releasing a lead from spam on %s', (engine) => {
  let staff: TestStaff;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let worker: OutboxWorker;
  let marketer: string;
  let indiaSales: string;
  let spam: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    staff = await startTestStaff(engine, { listen: true });
    worker = createOutboxWorker({
      db: staff.db,
      engine,
      transport: nodemailer.createTransport(smtp.url),
      mail: testMailSettings,
      log,
    });
    spam = await seedLead(staff.db, {
      form: 'uk-enquiry',
      region: 'uk',
      email: 'tom@example.co.uk',
      spam: true,
    });
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    indiaSales = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
  });
  afterAll(async () => {
    await staff.close();
    await smtp.close();
  });

  const drain = async () => {
    for (let i = 0; i < 20 && (await worker.runOnce()) > 0; i += 1);
  };
  const spamFlag = async () =>
    (await staff.db.selectFrom('submissions').select('spam').where('id', '=', spam).executeTakeFirstOrThrow())
      .spam;

  it('refuses a member of another region as if the lead did not exist, and sends nothing', async () => {
    const refused = await staff.post(leadWorkPaths.release(spam), undefined, { cookie: indiaSales });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: noSuchLeadMessage });
    await drain();
    expect(smtp.received).toEqual([]);
    expect(await spamFlag()).toBe(1);
  });

  it('releases it as the CLI does, and the staff mail arrives through the outbox worker', async () => {
    const released = await staff.post(leadWorkPaths.release(spam), undefined, { cookie: marketer });
    expect(released.statusCode).toBe(200);
    expect(released.json<LeadReleased>()).toEqual({ released: true });
    expect(await spamFlag()).toBe(0);
    await drain();
    const mails = smtp.received.filter((mail) => mail.to[0] === 'uk@agency.example');
    expect(mails.map((mail) => mail.headers.get('subject'))).toEqual([
      `UK project enquiry (UK) - ref ${spam}`,
    ]);
    expect(mails[0]?.raw).toContain('tom@example.co.uk');
    const audit = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'action', 'target_ref'])
      .where('action', '=', 'lead.released')
      .execute();
    expect(audit).toEqual([{ actor: 'marketer@agency.example', action: 'lead.released', target_ref: spam }]);
  });

  it('answers a second release that the lead is not spam, and queues nothing more', async () => {
    const again = await staff.post(leadWorkPaths.release(spam), undefined, { cookie: marketer });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: notSpamMessage });
    const before = smtp.received.length;
    await drain();
    expect(smtp.received.length).toBe(before);
  });
});
