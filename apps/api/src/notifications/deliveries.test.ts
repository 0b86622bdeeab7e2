import { randomBytes } from 'node:crypto';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { Webhook } from 'standardwebhooks';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { regionConfigs } from '@agency/content';
import { apiPaths } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { runLeads } from '../cli/run-leads.ts';
import { multipartBody } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { startSmtpTestServer, startWebhookReceiver } from '@agency/test-receivers';
import { humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { until } from '../test-support/until.ts';
import { createOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import type { DeliverySettings } from './queue-deliveries.ts';
import { testMailSettings } from '../test-support/mail-settings.ts';

const secret = `whsec_${randomBytes(24).toString('base64')}`;
const nextSecret = `whsec_${randomBytes(24).toString('base64')}`;
const mail = testMailSettings;
const errors: { o: object; m: string }[] = [];
const log = { info: () => {}, warn: () => {}, error: (o: object, m: string) => void errors.push({ o, m }) };

describe('a lead delivered as a confirmation and signed webhooks', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let api: TestApi;
  let worker: OutboxWorker;
  let deliveries: DeliverySettings;

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
    deliveries = { confirmations: true, webhookUrls: [receiver.url] };
    api = await startTestApi('sqlite', { deliveries });
    worker = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail,
      deliveries,
      webhooks: { secrets: [secret, nextSecret] },
      retryBaseMs: 20,
      log,
    });
  });
  afterEach(() => {
    smtp.received.length = 0;
    receiver.received.length = 0;
    receiver.answer(204);
    errors.length = 0;
  });
  afterAll(async () => {
    await api.close();
    await receiver.close();
    await smtp.close();
  });

  const send = async (body: object, headers: Record<string, string> = {}) => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify(body),
      headers: { ...humanHeaders(), ...headers },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const drain = async () => {
    for (let i = 0; i < 20 && (await worker.runOnce()) > 0; i += 1);
  };
  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeads(argv, {
      db: api.db,
      engine: 'sqlite',
      out: (t) => out.push(t),
      err: (t) => err.push(t),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  };

  it("confirms a lead to the visitor: reference, next step, the region's contacts and notice, nothing they typed", async () => {
    const typed = 'A secret plan for the Zanzibar office, call me';
    const id = await send(
      { ...sampleBodies.contact, username: 'Hortensia', email: 'Visitor.One@example.com', message: typed },
      {
        'x-site-region': 'uk',
      },
    );
    await drain();
    const confirmation = smtp.received.find((m) => m.to[0] === 'visitor.one@example.com');
    expect(confirmation?.headers.get('auto-submitted')).toBe('auto-replied');
    expect(confirmation?.headers.get('subject')).toBe(`Thanks, we've got your enquiry (ref ${id})`);
    expect(confirmation?.headers.get('reply-to')).toBe(regionConfigs.uk.email);
    const text = (await simpleParser(confirmation?.raw ?? '')).text ?? '';
    expect(text).toContain(`Your reference: ${id}`);
    expect(text).toContain('A specialist will reply within one working day');
    expect(text).toContain(regionConfigs.uk.phone.display);
    expect(text).toContain('https://agency.example/uk/privacy');
    for (const what of ['Zanzibar', 'Hortensia']) expect(text).not.toContain(what);
    // The staff get their notification as before.
    expect(smtp.received.filter((m) => m.to[0] === 'uk@agency.example')).toHaveLength(1);
  });

  it('sends at most one confirmation to an address a day, while every lead still reaches staff', async () => {
    const email = 'twice@example.com';
    const first = await send({ ...sampleBodies.contact, email, message: 'First' });
    await drain();
    const second = await send({ ...sampleBodies.contact, email: 'Twice@Example.com', message: 'Second' });
    await drain();
    expect(smtp.received.filter((m) => m.to[0] === email).map((m) => m.headers.get('subject'))).toEqual([
      `We have received your enquiry (ref ${first})`,
    ]);
    expect(smtp.received.filter((m) => m.to[0] === 'india@agency.example')).toHaveLength(2);
    expect((await cli('deliveries', second)).out).toContain('confirmation to the visitor: none');
  });

  it('counts one mailbox however the address is spelled: case and a +tag; every lead still reaches staff', async () => {
    const spellings = [
      'victim@example.test',
      'victim+1@example.test',
      'victim+news@example.test',
      'Victim+2@example.test',
    ];
    const ids = [];
    for (const email of spellings) {
      ids.push(await send({ ...sampleBodies.contact, email, message: `From ${email}` }));
      await drain();
    }
    const toVictim = smtp.received.filter((m) => m.to[0]?.startsWith('victim'));
    expect(toVictim.map((m) => [m.to[0], m.headers.get('subject')])).toEqual([
      ['victim@example.test', `We have received your enquiry (ref ${ids[0]})`],
    ]);
    expect(smtp.received.filter((m) => m.to[0] === 'india@agency.example')).toHaveLength(4);
    const stored = await api.db.selectFrom('submissions').select('id').where('id', 'in', ids).execute();
    expect(stored).toHaveLength(4);
  });

  it('queues at most the hourly cap of confirmations to one recipient domain, from one batch or several', async () => {
    const capped = { ...deliveries, confirmationDomainHourlyMax: 2 };
    const cappedWorker = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail,
      deliveries: capped,
      webhooks: { secrets: [secret] },
      retryBaseMs: 20,
      log,
    });
    for (const who of ['ann', 'bob', 'cat'])
      await send({ ...sampleBodies.contact, email: `${who}@catch-all.test` });
    for (let i = 0; i < 20 && (await cappedWorker.runOnce()) > 0; i += 1);
    await send({ ...sampleBodies.contact, email: 'dan@catch-all.test' });
    await send({ ...sampleBodies.contact, email: 'eve@elsewhere.test' });
    for (let i = 0; i < 20 && (await cappedWorker.runOnce()) > 0; i += 1);
    const visitors = smtp.received.map((m) => m.to[0]).filter((to) => !to?.endsWith('@agency.example'));
    expect(visitors.toSorted()).toEqual(['ann@catch-all.test', 'bob@catch-all.test', 'eve@elsewhere.test']);
    expect(smtp.received.filter((m) => m.to[0] === 'india@agency.example')).toHaveLength(5);
  });

  it('signs each webhook by the Standard Webhooks specification, with both keys while rotating; a receiver verifies it', async () => {
    const id = await send(
      { ...sampleBodies.contact, email: 'hooked@example.com' },
      {
        'x-attribution':
          'landing=%2Fservices%2Fseo%3Futm_source%3Dnewsletter%26utm_campaign%3Dautumn&page=%2FContactUs&referrer=www.google.com',
      },
    );
    await drain();
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const headers = hook!.headers as Record<string, string>;
    expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    for (const key of [secret, nextSecret]) {
      const payload = new Webhook(key).verify(hook!.body, headers) as {
        type: string;
        data: Record<string, unknown>;
      };
      expect(payload.type).toBe('lead.created');
      expect(payload.data).toMatchObject({
        reference: id,
        form: 'contact',
        region: 'in',
        fields: { ...sampleBodies.contact, email: 'hooked@example.com' },
        attribution: {
          landingPage: '/services/seo?utm_source=newsletter&utm_campaign=autumn',
          formPage: '/ContactUs',
          referrerHost: 'www.google.com',
          utmSource: 'newsletter',
          utmCampaign: 'autumn',
          utmMedium: null,
        },
        cv: null,
      });
    }
    expect(() =>
      new Webhook(`whsec_${randomBytes(24).toString('base64')}`).verify(hook!.body, headers),
    ).toThrow();
  });

  it('retries a failing receiver with the same webhook-id, and records every attempt', async () => {
    receiver.answer(503);
    const id = await send({ ...sampleBodies.contact, email: 'retried@example.com' });
    await worker.runOnce();
    await until(async () => {
      if (receiver.received.length === 3) receiver.answer(200);
      await worker.runOnce();
      return receiver.received.length >= 4;
    });
    const ids = new Set(receiver.received.map((r) => r.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const shown = await cli('deliveries', id);
    expect(shown.out).toContain(`to ${receiver.url}: delivered`);
    expect(shown.out.match(/HTTP 503/g)).toHaveLength(3);
    expect(shown.out.match(/HTTP 200/g)).toHaveLength(1);
  });

  it('stops delivering to a URL that answers 410, with an error log, until an operator redelivers', async () => {
    receiver.answer(410);
    const gone = await send({ ...sampleBodies.contact, email: 'gone@example.com' });
    await drain();
    expect(errors.map((e) => e.m)).toContain('webhook endpoint answered 410 Gone: deliveries to it stop');
    receiver.answer(204);
    await send({ ...sampleBodies.contact, email: 'after-gone@example.com' });
    await drain();
    expect(receiver.received).toHaveLength(1);
    expect((await cli('deliveries', gone)).out).toContain(`to ${receiver.url}: gone`);

    const before = receiver.received[0]?.headers['webhook-id'];
    expect(await cli('redeliver', gone)).toMatchObject({ code: 0 });
    await drain();
    expect(receiver.received.at(-1)?.headers['webhook-id']).toBe(before);
  });

  it('delivers nothing of suspected spam until it is released, then its confirmation and a lead.released webhook', async () => {
    const id = await send(
      { ...sampleBodies.contact, email: 'held@example.com' },
      { 'x-xsrf-token': 'not-a-token' },
    );
    await drain();
    expect(smtp.received).toEqual([]);
    expect(receiver.received).toEqual([]);
    expect(await cli('release', id)).toMatchObject({ code: 0 });
    await drain();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['held@example.com', 'india@agency.example']);
    expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
      type: 'lead.released',
      data: { reference: id },
    });
  });

  it("names a job application's CV in its webhook as the server names it, never its bytes or the visitor's name", async () => {
    const pdf = samplePdf({ marker: 'never in a webhook' });
    const { payload, contentType } = await multipartBody(
      { ...sampleBodies['job-application'], email: 'hooked-cv@example.com' },
      { name: 'cv\u202Efdp.exe', bytes: pdf },
    );
    const { 'content-type': _json, ...headers } = humanHeaders();
    const applied = await api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload,
      headers: { ...headers, 'content-type': contentType, accept: 'application/json' },
    });
    const { id } = applied.json<{ id: string }>();
    await drain();
    const body = receiver.received[0]?.body ?? '';
    // Named as the server names it: a receiver that saves it by name saves a .pdf.
    expect(JSON.parse(body).data.cv).toEqual({
      fileName: `cv-${id}.pdf`,
      mediaType: 'application/pdf',
      size: pdf.length,
      retrieve: `npm run leads -- cv ${id} --out cv-${id}.pdf`,
    });
    expect(body).not.toContain('never in a webhook');
    expect(body).not.toContain('fdp');
    expect(JSON.parse(body).data.fields.privacyAcknowledged).toBe(true);
  });
});
