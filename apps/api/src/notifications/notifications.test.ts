import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { sampleDocx, samplePdf } from '@agency/document-samples';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, cvTypes } from '@agency/contract';
import { runCliProcess } from '../cli/run-cli-process.ts';
import { runLeads } from '../cli/run-leads.ts';
import { humanHeaders, startTestApi, testFormTokenSecret, type TestApi } from '../test-support/test-api.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';
import { startSmtpTestServer } from '@agency/test-receivers';
import { spawnServer, type SpawnedServer } from '../test-support/spawn-server.ts';
import { createOutboxWorker, DEFAULT_CONCURRENCY, type OutboxWorker } from './outbox-worker.ts';
import { queueDeliveries } from './queue-deliveries.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { multipartBody } from '../test-support/multipart.ts';
import { testMailSettings } from '../test-support/mail-settings.ts';

const mail = { ...testMailSettings, cvInMail: true };
const silentLog = { info: () => {}, warn: () => {}, error: () => {} };
const ukEnquiry = { ...sampleBodies['uk-enquiry'], message: 'A new site\nwith two lines' };

async function until(check: () => Promise<boolean> | boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('lead notifications over a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  let api: TestApi;
  let worker: OutboxWorker;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    // More job applications than a client may send in an hour: the upload rate limit is not what is tested here.
    api = await startTestApi('sqlite', { uploadRateLimit: { max: 1_000, windowMs: 3_600_000 } });
    worker = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail,
      retryBaseMs: 50,
      log: silentLog,
    });
  });
  afterEach(() => {
    smtp.received.length = 0;
    smtp.setDown(false);
  });
  afterAll(async () => {
    await api.close();
    await smtp.close();
  });

  const submit = async (url: string, body: unknown, headers = humanHeaders()) => {
    const response = await api.app.inject({ method: 'POST', url, payload: JSON.stringify(body), headers });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it('sends one readable email per lead: subject with form, region and reference, Reply-To the visitor, stable Message-ID', async () => {
    const id = await submit(apiPaths.ukProjectEnquiry, ukEnquiry);
    expect(await worker.runOnce()).toBe(1);
    expect(await worker.runOnce()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['uk@agency.example']);
    expect(message?.headers.get('subject')).toBe(`UK project enquiry (UK) - ref ${id}`);
    expect(message?.headers.get('reply-to')).toBe('tom@example.co.uk');
    expect(message?.headers.get('message-id')).toBe(`<${id}@agency.example>`);
    expect(message?.headers.get('from')).toBe('Agency leads <leads@agency.example>');
    for (const line of [
      'Name: Tom Hughes',
      'Business: Hughes & Co',
      'Phone: 07700 900123',
      'Project type: Marketing',
      'Heard from: LinkedIn',
      'Consent: yes',
      'Message:\r\n  A new site\r\n  with two lines',
    ])
      expect(message?.raw).toContain(line);
    const row = await api.db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.sent_at).not.toBeNull();
  });

  it("labels a proposal's fields with the contract's labels, in the form's order", async () => {
    const id = await submit(apiPaths.proposal, { ...sampleBodies.proposal, website: '' });
    expect(await worker.runOnce()).toBe(1);
    const [message] = smtp.received;
    expect(message?.headers.get('subject')).toBe(`Proposal request (India) - ref ${id}`);
    const lines = message?.raw.split('\r\n') ?? [];
    const fieldsStart = lines.indexOf(`Reference: ${id}`) + 2;
    expect(lines.slice(fieldsStart, fieldsStart + 13)).toEqual([
      'First name: Asha',
      'Last name: Verma',
      'Company: Verma Clinics',
      'Website: (empty)',
      'Email: asha@example.com',
      'Phone code: +91',
      'Phone: 98765 43210',
      'Company size: 11-50',
      'Heard from: A friend',
      'Services: SEO, PPC',
      'Business details: Three clinics in Noida.',
      'Consent: yes',
      '',
    ]);
  });

  it("shows a stored body in the form's order whatever its key order, and a field the form no longer has under its own name", async () => {
    const id = 'legacy-row';
    await api.db
      .insertInto('submissions')
      .values({
        id,
        form: 'contact',
        region: 'in',
        received_at: new Date().toISOString(),
        body: JSON.stringify({
          message: 'Hi',
          fax: '0123',
          phone: '1',
          email: 'old@example.com',
          username: 'Old',
        }),
        consent: null,
        notice_version: null,
      })
      .execute();
    await queueDeliveries(api.db, [{ id, email: 'old@example.com' }], 'lead.created', {
      confirmations: false,
      webhookUrls: [],
    });
    expect(await worker.runOnce()).toBe(1);
    const lines = smtp.received[0]?.raw.split('\r\n') ?? [];
    const fieldsStart = lines.indexOf(`Reference: ${id}`) + 2;
    expect(lines.slice(fieldsStart, fieldsStart + 5)).toEqual([
      'Name: Old',
      'Email: old@example.com',
      'Phone: 1',
      'Message: Hi',
      'fax: 0123',
    ]);
  });

  const apply = async (cv: Uint8Array, fileName: string, region = 'in') => {
    const { payload, contentType } = await multipartBody(
      sampleBodies['job-application'],
      { name: fileName, bytes: cv },
      { region },
    );
    const { 'content-type': _json, ...headers } = humanHeaders();
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload,
      headers: { ...headers, 'content-type': contentType, accept: 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: string }>().id;
  };

  it("sends a job application to the region's careers recipient with its CV attached, byte for byte", async () => {
    const pdf = samplePdf({ marker: 'Attached to the notification' });
    const id = await apply(pdf, 'Priya Nair – CV.pdf', 'uk');
    expect(await worker.runOnce()).toBe(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['careers.uk@agency.example']);
    expect(message?.headers.get('subject')).toBe(`Job application (UK) - ref ${id}`);
    const parsed = await simpleParser(message!.raw);
    expect(parsed.text).toContain('Desired position: Web Development');
    expect(parsed.text).toContain(
      `CV attached: cv-${id}.pdf (application/pdf, ${pdf.length} bytes)\nSent as: Priya Nair – CV.pdf\n`,
    );
    expect(parsed.attachments.map((a) => [a.filename, a.contentType])).toEqual([
      [`cv-${id}.pdf`, 'application/pdf'],
    ]);
    expect(Buffer.compare(parsed.attachments[0]!.content, Buffer.from(pdf))).toBe(0);
  });

  it("attaches a CV under the name the server gives it and its type's media type, never the visitor's name, which the mail shows only as plain text", async () => {
    const htmlInPdf = Buffer.from('%PDF-1.4\n<html><script>alert(document.cookie)</script></html>\n');
    const cases: [bytes: Uint8Array, sentAs: string, shownAs: string][] = [
      [htmlInPdf, 'cv.html', 'cv.html'],
      // A right-to-left override: "cv\u202Efdp.exe" reads as "cvexe.pdf" in a mail client.
      [samplePdf(), 'cv\u202Efdp.exe', 'cvfdp.exe'],
      [samplePdf(), 'report.bat', 'report.bat'],
    ];
    for (const [bytes, sentAs, shownAs] of cases) {
      smtp.received.length = 0;
      const id = await apply(bytes, sentAs);
      expect(await worker.runOnce(), sentAs).toBe(1);
      const parsed = await simpleParser(smtp.received[0]!.raw);
      expect(
        parsed.attachments.map((a) => [a.filename, a.contentType]),
        sentAs,
      ).toEqual([[`cv-${id}.pdf`, 'application/pdf']]);
      expect(Buffer.compare(parsed.attachments[0]!.content, Buffer.from(bytes)), sentAs).toBe(0);
      expect(parsed.text, sentAs).toContain(`\nSent as: ${shownAs}\n`);
      expect(parsed.text, sentAs).not.toContain('\u202E');
      // Nowhere in the message, headers and parts included, is the visitor's name a file name.
      expect(smtp.received[0]!.raw, sentAs).not.toMatch(/name="?(cv\.html|report\.bat|[^"]*exe)/);
    }
  });

  it('without CV_IN_MAIL, sends the application without the CV and names the command that writes it out', async () => {
    const withoutCv = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail: { ...mail, cvInMail: false },
      log: silentLog,
    });
    const id = await apply(sampleDocx(), 'My CV.docx');
    expect(await withoutCv.runOnce()).toBe(1);
    const parsed = await simpleParser(smtp.received[0]!.raw);
    expect(smtp.received[0]?.to).toEqual(['careers.india@agency.example']);
    expect(parsed.attachments).toEqual([]);
    expect(parsed.text).toContain(
      `CV: cv-${id}.docx (${cvTypes.docx.mediaType}, ${sampleDocx().length} bytes)\nSent as: My CV.docx\nWrite it to a file with: npm run leads -- cv ${id} --out cv-${id}.docx\n`,
    );
  });

  it('sends nothing for suspected spam until staff release it with `npm run leads -- release <id>`', async () => {
    const id = await submit(
      apiPaths.contactQuery,
      { username: 'Bot', email: 'bot@example.com', phone: '1', message: 'hi' },
      { 'content-type': 'application/json' },
    );
    expect(await worker.runOnce()).toBe(0);
    const listed: string[] = [];
    await runLeads(['list', '--spam'], {
      db: api.db,
      engine: 'sqlite',
      out: (t) => listed.push(t),
      err: () => {},
    });
    expect(listed).toEqual([
      expect.stringMatching(new RegExp(`^${id}\t.*\tBot\tbot@example.com\ttoken-missing,honeypot-missing$`)),
    ]);
    const released = await runCliProcess(['release', id], api.database.env);
    expect(released).toMatchObject({
      code: 0,
      stdout: `Released ${id} from spam; its notification, confirmation and webhooks are queued.\n`,
    });
    expect(await worker.runOnce()).toBe(1);
    expect(smtp.received[0]?.headers.get('subject')).toBe(`Contact enquiry (India) - ref ${id}`);
  });

  it('cannot be made to add a Bcc (or any header) by CR/LF in the fields', async () => {
    const id = await submit(apiPaths.contactQuery, {
      username: 'Eve\r\nBcc: victim@evil.example',
      email: 'eve@example.com',
      phone: '1\r\nBcc: victim2@evil.example',
      message: 'hello\r\nBcc: victim3@evil.example\r\n\r\nbody',
    });
    expect(await worker.runOnce()).toBe(1);
    const [message] = smtp.received;
    expect(message?.to).toEqual(['india@agency.example']);
    expect(message?.headers.has('bcc')).toBe(false);
    expect(message?.headers.get('subject')).toBe(`Contact enquiry (India) - ref ${id}`);
    expect([...(message?.headers.keys() ?? [])].some((h) => h.includes('evil'))).toBe(false);
  });

  it('keeps every lead while SMTP answers 421, retries with backoff, and delivers each once after recovery', async () => {
    smtp.setDown(true);
    const ids = [
      await submit(apiPaths.ukProjectEnquiry, ukEnquiry),
      await submit(apiPaths.ukProjectEnquiry, { ...ukEnquiry, name: 'Second' }),
      await submit(apiPaths.ukProjectEnquiry, { ...ukEnquiry, name: 'Third' }),
    ];
    expect(await worker.runOnce()).toBe(0);
    const failed = await api.db.selectFrom('outbox').selectAll().where('submission_id', 'in', ids).execute();
    expect(
      failed.every((r) => r.attempts === 1 && r.sent_at === null && /421/.test(r.last_error ?? '')),
    ).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await worker.runOnce()).toBe(0);
    smtp.setDown(false);
    await until(async () => (await worker.runOnce(), smtp.received.length >= 3));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await worker.runOnce();
    expect(smtp.received.map((m) => m.headers.get('message-id')).sort()).toEqual(
      ids.map((id) => `<${id}@agency.example>`).sort(),
    );
  });

  it('stops after the mails in hand, leaving the rest of a backlog in the outbox', async () => {
    for (let i = 0; i < 50; i++)
      await submit(apiPaths.contactQuery, {
        username: `Backlog ${i}`,
        email: `backlog${i}@example.com`,
        phone: '1',
        message: 'm',
      });
    const stopping = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail,
      log: silentLog,
    });
    stopping.start();
    await stopping.stop();
    // At most one mail per lane went out; the rest waits for the next start (or another instance).
    expect(smtp.received.length).toBeLessThanOrEqual(DEFAULT_CONCURRENCY);
    const waiting = await api.db
      .selectFrom('outbox')
      .select(api.db.fn.countAll().as('n'))
      .where('sent_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(waiting.n)).toBeGreaterThanOrEqual(50 - DEFAULT_CONCURRENCY);
    // What is left is delivered by the next run.
    while ((await worker.runOnce()) > 0);
    expect(smtp.received.length).toBe(50);
  });

  it('with no SMTP configured, notifications wait in the outbox', async () => {
    const waiting = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: undefined,
      mail,
      log: silentLog,
    });
    const id = await submit(apiPaths.contactQuery, {
      username: 'A',
      email: 'a@example.com',
      phone: '1',
      message: 'm',
    });
    expect(await waiting.runOnce()).toBe(0);
    const row = await api.db
      .selectFrom('outbox')
      .selectAll()
      .where('submission_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ sent_at: null, attempts: 0 });
  });
});

describe('a lead stored by the API', () => {
  it('has its notification sent at once, not at the next outbox poll', async () => {
    const smtp = await startSmtpTestServer();
    // The API is built before the worker that reads its database; the route pokes it through this.
    const relay: { worker?: OutboxWorker } = {};
    const api = await startTestApi('sqlite', { outbox: { poke: () => relay.worker?.poke() } });
    const worker = createOutboxWorker({
      db: api.db,
      engine: 'sqlite',
      transport: nodemailer.createTransport(smtp.url),
      mail,
      // Far longer than the test waits: only the route's poke can send in time.
      pollMs: 600_000,
      log: silentLog,
    });
    relay.worker = worker;
    try {
      worker.start();
      const answer = await api.app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: JSON.stringify({ username: 'Quick', email: 'quick@example.com', phone: '1', message: 'm' }),
        headers: humanHeaders(),
      });
      expect(answer.statusCode).toBe(201);
      const { id } = answer.json<{ id: string }>();
      await until(() => smtp.received.length === 1, 5_000);
      expect(smtp.received[0]?.headers.get('message-id')).toBe(`<${id}@agency.example>`);
    } finally {
      await worker.stop();
      await api.close();
      await smtp.close();
    }
  });
});

describe('two API processes on one PostgreSQL, behind a relay that takes 4 s per message', () => {
  let database: TestDatabase;
  let smtp: Awaited<ReturnType<typeof startSmtpTestServer>>;
  const servers: SpawnedServer[] = [];
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp?.close();
    await database?.drop();
  });

  it('notify each of 60 leads exactly once', async () => {
    database = await createTestDatabase('postgres');
    smtp = await startSmtpTestServer({ answerDelayMs: 4_000 });
    const env = {
      ...database.env,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'leads@agency.example',
      FORM_TOKEN_SECRET: testFormTokenSecret,
      OUTBOX_POLL_MS: '50',
      // A short lease (its SMTP socket time-out, a third, still outlasts the 4 s answer): a
      // claim that outlived its lease would show as a second copy within the test.
      OUTBOX_LEASE_MS: '15000',
    };
    // One at a time: a first server is stopped by afterAll even if the second fails to start.
    servers.push(await spawnServer(env));
    servers.push(await spawnServer(env));
    const ids: string[] = [];
    await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const response = await fetch(`${servers[i % 2]?.url}${apiPaths.contactQuery}`, {
          method: 'POST',
          headers: humanHeaders(),
          body: JSON.stringify({
            username: `Lead ${i}`,
            email: `lead${i}@example.com`,
            phone: '1',
            message: 'm',
          }),
        });
        expect(response.status).toBe(201);
        ids.push(((await response.json()) as { id: string }).id);
      }),
    );
    const unsent = async () => {
      const row = await database.db
        .selectFrom('outbox')
        .select(database.db.fn.countAll().as('n'))
        .where('sent_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    // Done: every lead recorded as notified and no message still being sent by either
    // instance; or a lead already has a second copy, which fails below.
    await until(
      async () => ((await unsent()) === 0 && smtp.unanswered() === 0) || smtp.received.length > 60,
      300_000,
    );
    const messageIds = smtp.received.map((m) => m.headers.get('message-id'));
    expect(messageIds).toHaveLength(60);
    expect(new Set(messageIds)).toEqual(new Set(ids.map((id) => `<${id}@agency.example>`)));
  }, 330_000);
});
