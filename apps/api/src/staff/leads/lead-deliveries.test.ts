import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer, startWebhookReceiver } from '@agency/test-receivers';
import {
  leadDeliveryPaths,
  leadWorkPaths,
  type LeadDeliveries,
  type LeadRedelivered,
} from '@agency/staff-contract';
import { createOutboxWorker, type OutboxWorker } from '../../notifications/outbox-worker.ts';
import { testMailSettings } from '../../test-support/mail-settings.ts';
import { engines } from '../../test-support/test-api.ts';
import { daysBefore } from '../../test-support/relative-time.ts';
import { seedLead } from '../../test-support/seed-lead.ts';
import { startTestStaff, type TestStaff } from '../../test-support/test-staff.ts';
import { noWebhooksMessage } from './lead-delivery-routes.ts';
import { noSuchLeadMessage } from './scoped-lead.ts';

const log = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(engines)('a lead’s delivery log and redeliver in the staff API on %s', (engine) => {
  let staff: TestStaff;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: OutboxWorker;
  let marketer: string;
  let indiaSales: string;
  let released: string;
  let quiet: string;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
    staff = await startTestStaff(engine, { listen: true });
    const deliveries = { confirmations: true, webhookUrls: [receiver.url] };
    worker = createOutboxWorker({
      db: staff.db,
      engine,
      transport: nodemailer.createTransport(smtp.url),
      mail: testMailSettings,
      deliveries,
      webhooks: { secrets: [`whsec_${randomBytes(24).toString('base64')}`] },
      log,
    });
    released = await seedLead(staff.db, {
      form: 'uk-enquiry',
      region: 'uk',
      email: 'tom@example.co.uk',
      spam: true,
    });
    quiet = await seedLead(staff.db, { form: 'uk-enquiry', region: 'uk', email: 'amy@example.co.uk' });
    marketer = (await staff.enrol(await staff.inviteMember('marketer@agency.example', ['uk']))).cookie;
    indiaSales = (await staff.enrol(await staff.inviteMember('sales@agency.example', ['in']))).cookie;
    // Released from spam, its deliveries are queued; the receiver answers 410 Gone to the webhook.
    receiver.answer(410);
    expect(
      (await staff.post(leadWorkPaths.release(released), undefined, { cookie: marketer })).statusCode,
    ).toBe(200);
    await drain();
  });
  afterAll(async () => {
    await staff.close();
    await receiver.close();
    await smtp.close();
  });

  async function drain() {
    for (let i = 0; i < 20 && (await worker.runOnce()) > 0; i += 1);
  }
  const deliveriesOf = async (reference: string) => {
    const answer = await staff.get(leadDeliveryPaths.deliveries(reference), marketer);
    expect(answer.statusCode).toBe(200);
    return answer.json<LeadDeliveries>();
  };

  it('shows the staff notification, the confirmation and the webhook with each attempt', async () => {
    const log = await deliveriesOf(released);
    expect(log.notification).toMatchObject({ attempts: 1, lastError: null });
    expect(log.notification?.sentAt).toEqual(expect.any(String));
    expect(log.confirmation).toMatchObject({ attempts: 1, lastError: null });
    expect(log.webhooks).toHaveLength(1);
    expect(log.webhooks[0]).toMatchObject({ event: 'lead.released', url: receiver.url, outcome: 'gone' });
    expect(log.webhooks[0]?.attemptLog.map((attempt) => attempt.result)).toEqual(['HTTP 410']);
  });

  it('shows nothing queued for a lead with no deliveries, and has nothing to redeliver', async () => {
    expect(await deliveriesOf(quiet)).toEqual({ notification: null, confirmation: null, webhooks: [] });
    const answer = await staff.post(leadDeliveryPaths.redeliver(quiet), undefined, { cookie: marketer });
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toEqual({ message: noWebhooksMessage });
  });

  it('answers a member of another region as if the lead did not exist, and queues nothing', async () => {
    for (const answer of [
      await staff.get(leadDeliveryPaths.deliveries(released), indiaSales),
      await staff.post(leadDeliveryPaths.redeliver(released), undefined, { cookie: indiaSales }),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: noSuchLeadMessage });
    }
    await drain();
    expect(receiver.received).toHaveLength(1);
  });

  it('redelivers as the CLI does: the same webhook-id again, to the URL that had answered 410', async () => {
    receiver.answer(204);
    const answer = await staff.post(leadDeliveryPaths.redeliver(released), undefined, { cookie: marketer });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LeadRedelivered>()).toEqual({ queued: 1 });
    await drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]?.headers['webhook-id']).toBe(receiver.received[0]?.headers['webhook-id']);
    const log = await deliveriesOf(released);
    expect(log.webhooks[0]?.outcome).toBe('delivered');
    expect(log.webhooks[0]?.attemptLog.map((attempt) => attempt.result)).toEqual(['HTTP 410', 'HTTP 204']);
  });

  it('redelivers the webhook of a lead from last week, given up a week ago, as one from today', async () => {
    // Delivered eight days ago to a CRM that has since lost it: a day past any retry window.
    const weekOld = await seedLead(staff.db, {
      form: 'uk-enquiry',
      region: 'uk',
      email: 'sam@example.co.uk',
      receivedAt: daysBefore(staff.clock.now, 8),
    });
    const eightDaysAgo = daysBefore(staff.clock.now, 8);
    await staff.db
      .insertInto('webhook_deliveries')
      .values({
        id: 'msg_weekold',
        submission_id: weekOld,
        url: receiver.url,
        event: 'lead.created',
        outcome: 'expired',
        attempts: 9,
        queued_at: eightDaysAgo,
        next_attempt_at: eightDaysAgo,
        locked_until: null,
        sent_at: eightDaysAgo,
        last_error: 'HTTP 503',
      })
      .execute();
    const before = receiver.received.length;
    const answer = await staff.post(leadDeliveryPaths.redeliver(weekOld), undefined, { cookie: marketer });
    expect(answer.statusCode).toBe(200);
    expect(answer.json<LeadRedelivered>()).toEqual({ queued: 1 });
    await drain();
    expect(receiver.received.slice(before).map((r) => r.headers['webhook-id'])).toEqual(['msg_weekold']);
    expect((await deliveriesOf(weekOld)).webhooks[0]).toMatchObject({
      outcome: 'delivered',
      lastError: null,
    });
  });

  it('audits each read of the log and each redelivery by the lead’s reference', async () => {
    const rows = await staff.db
      .selectFrom('staff_audit')
      .select(['actor', 'action', 'target_ref'])
      .where('action', 'in', ['lead.deliveries-read', 'lead.redelivered', 'lead.refused'])
      .where('target_ref', 'in', [released, quiet])
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { actor: 'marketer@agency.example', action: 'lead.deliveries-read', target_ref: released },
      { actor: 'marketer@agency.example', action: 'lead.deliveries-read', target_ref: quiet },
      { actor: 'sales@agency.example', action: 'lead.refused', target_ref: released },
      { actor: 'sales@agency.example', action: 'lead.refused', target_ref: released },
      { actor: 'marketer@agency.example', action: 'lead.redelivered', target_ref: released },
      { actor: 'marketer@agency.example', action: 'lead.deliveries-read', target_ref: released },
    ]);
  });
});
