import { randomBytes } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, noScriptMediaType, utmTags } from '@agency/contract';
import { startSmtpTestServer, startWebhookReceiver } from '@agency/test-receivers';
import { runLeads } from '../cli/run-leads.ts';
import { attributionColumns } from '../db/migrations/0011-deliveries-and-attribution.ts';
import { createOutboxWorker, type OutboxWorker } from '../notifications/outbox-worker.ts';
import { testMailSettings } from '../test-support/mail-settings.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';

const site = 'https://agency.example';
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };

/** CR, LF, ESC, BEL and a right-to-left override: a free-standing mail line, a terminal's title and bell, reversed text. */
const hostile = (word: string) => `${word}\r\nBcc: x@evil.example\r\n\r\nInjected\u001b]0;t\u0007\u202ez`;
/** The same as intake keeps it: the characters removed, nothing else. */
const kept = (word: string) => `${word}Bcc: x@evil.exampleInjected]0;tz`;
const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** What must reach no reader raw: a control or bidirectional character (a mail's or a CSV's own line breaks aside). */
const raw = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;
const rawBesideLineBreaks = /(?![\r\n])[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/u;

/** Each UTM tag's value, told apart by a prefix and the tag (`s-source`); short enough that the page is not capped. */
const word = (prefix: string, tag: string) => `${prefix}-${tag.slice('utm_'.length)}`;
const utmQuery = (prefix: string) =>
  new URLSearchParams(utmTags.map((tag): [string, string] => [tag, hostile(word(prefix, tag))])).toString();
const keptTags = (prefix: string) => Object.fromEntries(utmTags.map((tag) => [tag, kept(word(prefix, tag))]));

describe.each(engines)('attribution is plain text, on %s', (engine) => {
  let api: TestApi;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let worker: OutboxWorker;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    receiver = await startWebhookReceiver();
    const deliveries = { confirmations: false, webhookUrls: [receiver.url] };
    api = await startTestApi(engine, { siteOrigins: [site], deliveries });
    worker = createOutboxWorker({
      db: api.db,
      engine,
      transport: nodemailer.createTransport(smtp.url),
      mail: testMailSettings,
      deliveries,
      webhooks: { secrets: [`whsec_${randomBytes(24).toString('base64')}`] },
      log: silentLog,
    });
  });
  afterAll(async () => {
    await api.close();
    await receiver.close();
    await smtp.close();
  });

  const cli = async (...argv: string[]) => {
    const out: string[] = [];
    const code = await runLeads(argv, { db: api.db, engine, out: (t) => out.push(t), err: () => {} });
    expect(code).toBe(0);
    return out.join('\n');
  };
  /** Sends the lead's staff mail and webhook, and reads them as they were received. */
  const delivered = async (id: string) => {
    smtp.received.length = 0;
    receiver.received.length = 0;
    for (let i = 0; i < 10 && (await worker.runOnce()) > 0; i += 1);
    const [mail] = smtp.received;
    const [webhook] = receiver.received;
    expect(mail?.headers.get('subject')).toContain(id);
    const text = (await simpleParser(mail!.raw)).text ?? '';
    const data = (JSON.parse(webhook?.body ?? '{}') as { data: { reference: string; attribution: object } })
      .data;
    expect(data.reference).toBe(id);
    return { mail: mail!, text, attribution: data.attribution as Record<string, string | null> };
  };
  const csvRow = async (id: string) => {
    const rows = parse(await cli('export', '--format', 'csv'), { columns: true }) as Record<string, string>[];
    return rows.find((row) => row.id === id);
  };

  it("from a script's X-Attribution: every UTM tag, the landing and form pages and the referrer reach staff without a control character", async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify({ ...sampleBodies.contact, email: `script-${engine}@example.com` }),
      headers: {
        ...humanHeaders(),
        // The page with its UTM tags sent once more encoded (%0D%0A in its query), and raw characters in the values.
        'x-attribution': new URLSearchParams({
          landing: `/offer\r\n\u001b\u202e?${utmQuery('s')}`,
          page: '/Contact\u0007Us\u202e',
          referrer: 'www.\r\nlinked\u001bin\u202e.com',
        }).toString(),
      },
    });
    expect(response.statusCode).toBe(201);
    const id = response.json<{ id: string }>().id;

    const row = await api.db
      .selectFrom('submissions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      landing_page: `/offer?${utmQuery('s')}`,
      form_page: '/ContactUs',
      referrer_host: 'www.linkedin.com',
      ...keptTags('s'),
    });

    const { mail, text, attribution } = await delivered(id);
    expect(text).not.toMatch(rawBesideLineBreaks);
    expect(mail.headers.has('bcc')).toBe(false);
    expect(text).not.toMatch(/^(Bcc:|Injected)/m);
    expect(text).toContain(
      [
        'Where it came from:',
        `Landing page: /offer?${utmQuery('s')}`,
        'Sent from: /ContactUs',
        'Referred by: www.linkedin.com',
        `Source (utm_source): ${kept('s-source')}`,
        `Medium (utm_medium): ${kept('s-medium')}`,
        `Campaign (utm_campaign): ${kept('s-campaign')}`,
        `Term (utm_term): ${kept('s-term')}`,
        `Content (utm_content): ${kept('s-content')}`,
      ].join('\n'),
    );
    for (const value of Object.values(attribution)) expect(String(value)).not.toMatch(raw);
    expect(attribution).toMatchObject({ utmSource: kept('s-source'), referrerHost: 'www.linkedin.com' });

    const csv = await csvRow(id);
    expect(csv).toMatchObject({ utm_campaign: kept('s-campaign'), form_page: '/ContactUs' });
    for (const column of attributionColumns) expect(csv?.[column]).not.toMatch(raw);

    for (const by of ['source', 'medium', 'campaign']) {
      const report = await cli('report', '--by', by);
      expect(report, by).not.toMatch(rawBesideLineBreaks);
      expect(report, by).toMatch(new RegExp(`^${asPattern(kept(`s-${by}`))}\\s+1\\s+0$`, 'm'));
    }
  });

  it("from a browser's own post: the Referer's UTM tags reach staff without a control character", async () => {
    const email = `browser-${engine}@example.com`;
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: new URLSearchParams({ ...sampleBodies.contact, email, fax: '' }).toString(),
      headers: {
        'content-type': noScriptMediaType,
        origin: site,
        referer: `${site}/ContactUs?${utmQuery('b')}`,
        'sec-fetch-site': 'same-origin',
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      },
    });
    expect(response.statusCode).toBe(303);
    const row = await api.db
      .selectFrom('submissions')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      landing_page: null,
      form_page: `/ContactUs?${utmQuery('b')}`,
      ...keptTags('b'),
    });

    const { text, attribution } = await delivered(row.id);
    expect(text).not.toMatch(rawBesideLineBreaks);
    expect(text).toContain(`\nSource (utm_source): ${kept('b-source')}\n`);
    for (const value of Object.values(attribution)) expect(String(value)).not.toMatch(raw);
    const csv = await csvRow(row.id);
    expect(csv).toMatchObject({ utm_term: kept('b-term') });
    for (const column of attributionColumns) expect(csv?.[column]).not.toMatch(raw);
    for (const by of ['source', 'medium', 'campaign'])
      expect(await cli('report', '--by', by), by).toContain(kept(`b-${by}`));
  });

  it('a value stored before intake removed them prints in the staff mail on indented lines, as a field of several lines does', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify({ ...sampleBodies.contact, email: `stored-${engine}@example.com` }),
      headers: humanHeaders(),
    });
    const id = response.json<{ id: string }>().id;
    await api.db
      .updateTable('submissions')
      .set({ utm_source: 'src\r\nBcc: x@evil.example\r\n\r\nInjected body line' })
      .where('id', '=', id)
      .execute();
    const { text } = await delivered(id);
    expect(text).toContain(
      'Where it came from:\nSource (utm_source):\n  src\n  Bcc: x@evil.example\n  \n  Injected body line\n',
    );
    expect(text).not.toMatch(/^(Bcc:|Injected)/m);
  });
});
