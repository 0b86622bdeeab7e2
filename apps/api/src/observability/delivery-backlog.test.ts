import nodemailer from 'nodemailer';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { startSmtpTestServer } from '@agency/test-receivers';
import { createOutboxWorker } from '../notifications/outbox-worker.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { deliveryBacklog } from './delivery-backlog.ts';
import { testMailSettings } from '../test-support/mail-settings.ts';

const deliveries = { confirmations: true, webhookUrls: [] };
const mail = testMailSettings;
const log = { info: () => {}, warn: () => {}, error: () => {} };
let api: TestApi;
let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
beforeAll(async () => {
  smtp = await startSmtpTestServer();
  api = await startTestApi('sqlite', { deliveries });
});
afterAll(async () => {
  await api.close();
  await smtp.close();
});

it('a lead whose confirmation is still to be queued waits in the notification channel, after its staff mail is sent', async () => {
  const response = await api.app.inject({
    method: 'POST',
    url: apiPaths.contactQuery,
    payload: JSON.stringify({ ...sampleBodies.contact, email: 'backlog@example.com' }),
    headers: humanHeaders(),
  });
  expect(response.statusCode).toBe(201);
  const transport = nodemailer.createTransport(smtp.url);
  // A worker that sends and queues nothing more: the staff mail goes, the confirmation is not queued.
  const sendingOnly = createOutboxWorker({ db: api.db, engine: 'sqlite', transport, mail, log });
  expect(await sendingOnly.runOnce()).toBe(1);
  const waiting = await deliveryBacklog(api.db);
  expect(waiting.notification.pending).toBe(1);
  expect(waiting.notification.oldestQueuedAt).not.toBeNull();
  expect(waiting.confirmation.pending).toBe(0);

  const queueing = createOutboxWorker({ db: api.db, engine: 'sqlite', transport, mail, deliveries, log });
  expect(await queueing.runOnce()).toBe(1);
  const delivered = await deliveryBacklog(api.db);
  expect(delivered.notification.pending).toBe(0);
  expect(delivered.confirmation.pending).toBe(0);
  expect(smtp.received.map((m) => m.to)).toEqual([['india@agency.example'], ['backlog@example.com']]);
});
