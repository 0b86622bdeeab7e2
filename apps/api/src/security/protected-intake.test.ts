import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, formTokenCookie } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  startTestApi,
  testFormTokenSecret,
  type TestApi,
} from '../test-support/test-api.ts';
import { issueFormToken } from './form-token.ts';
import { createRateLimiter } from './rate-limiter.ts';

const contact = { username: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Hello' };

describe.each(engines)('protected intake on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, {
      siteOrigins: ['https://agency.example', 'https://uk.agency.example'],
      rateLimit: { max: 5, windowMs: 600_000 },
      trustProxy: ['10.0.0.1'],
    });
  });
  afterAll(() => api.close());

  // Each test posts from its own address, so rate-limit buckets do not mix.
  let nextAddress = 1;
  const post = (headers: Record<string, string>, body: unknown = contact, remoteAddress?: string) =>
    api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify(body),
      headers,
      remoteAddress: remoteAddress ?? `192.0.2.${nextAddress++}`,
    });
  const spamOf = async (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(201);
    const { id } = response.json<{ id: string }>();
    const row = await api.db
      .selectFrom('submissions')
      .select(['spam', 'spam_reasons'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const queued = await api.db
      .selectFrom('outbox')
      .select('submission_id')
      .where('submission_id', '=', id)
      .execute();
    return { spam: row.spam, reasons: row.spam_reasons, queued: queued.length };
  };

  it('refuses a POST from a foreign origin with 403 and stores nothing', async () => {
    const before = await api.count();
    for (const headers of [
      { ...humanHeaders(), origin: 'https://evil.example' },
      { ...humanHeaders(), 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await post(headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Forms can only be sent from our own website.' });
    }
    expect(await api.count()).toBe(before);
    expect((await post({ ...humanHeaders(), origin: 'https://uk.agency.example' })).statusCode).toBe(201);
  });

  it('answers CORS only for the configured origins, never *', async () => {
    const preflight = (origin: string) =>
      api.app.inject({
        method: 'OPTIONS',
        url: apiPaths.contactQuery,
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token',
        },
      });
    const allowed = await preflight('https://uk.agency.example');
    expect(allowed.headers['access-control-allow-origin']).toBe('https://uk.agency.example');
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
    const foreign = await preflight('https://evil.example');
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('issues a signed XSRF-TOKEN cookie, SameSite=Strict; a person’s submission is a lead and is queued for mail', async () => {
    const response = await api.app.inject('/api/form-token');
    expect(response.statusCode).toBe(200);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^XSRF-TOKEN=\d+\.[\w-]+\.[\w-]+; Max-Age=86400; Path=\/; SameSite=Strict$/);
    expect(await spamOf(await post(humanHeaders()))).toEqual({ spam: 0, reasons: '', queued: 1 });
  });

  it('stores every token fault and honeypot as suspected spam with an ordinary 201, and queues no mail', async () => {
    const human = humanHeaders();
    const young = issueFormToken(testFormTokenSecret, Date.now() - 1_000);
    const old = issueFormToken(testFormTokenSecret, Date.now() - 25 * 3600_000);
    const forged = issueFormToken('another-secret-entirely', Date.now() - 5_000);
    const tampered = human['x-xsrf-token']!.replace(/^\d+/, String(Date.now() - 60_000));
    const withToken = (token: string) => ({
      ...human,
      cookie: `${formTokenCookie}=${token}`,
      'x-xsrf-token': token,
    });
    const cases: [Record<string, string>, string][] = [
      [{ ...human, cookie: '', 'x-xsrf-token': '' }, 'token-missing'],
      [{ ...human, 'x-xsrf-token': young }, 'token-mismatch'],
      [withToken(tampered), 'token-invalid'],
      [withToken(forged), 'token-invalid'],
      [withToken(young), 'token-too-young'],
      [withToken(old), 'token-too-old'],
      [{ ...human, 'x-honeypot': 'http://spam.example' }, 'honeypot-filled'],
      [Object.fromEntries(Object.entries(human).filter(([k]) => k !== 'x-honeypot')), 'honeypot-missing'],
    ];
    for (const [headers, reason] of cases) {
      const response = await post(headers);
      expect(response.json<{ message: string }>().message).toMatch(/^Thank you!/);
      expect(await spamOf(response), reason).toEqual({ spam: 1, reasons: reason, queued: 0 });
    }
  });

  it('flags link spam by its content', async () => {
    const links = { ...contact, message: 'see https://a.example http://b.example www.c.example' };
    expect(await spamOf(await post(humanHeaders(), links))).toMatchObject({ spam: 1, reasons: 'many-links' });
    const markup = { ...contact, message: 'cheap <a href="https://x.example">pills</a>' };
    expect(await spamOf(await post(humanHeaders(), markup))).toMatchObject({
      spam: 1,
      reasons: 'link-markup',
    });
    const oneLink = { ...contact, message: 'our site is https://shop.example' };
    expect(await spamOf(await post(humanHeaders(), oneLink))).toMatchObject({ spam: 0 });
  });

  it('answers the sixth submission in the window 429 with Retry-After; a spoofed X-Forwarded-For keeps the bucket', async () => {
    const client = '198.51.100.7';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const spoof = { ...humanHeaders(), 'x-forwarded-for': `203.0.113.${i}` };
      statuses.push((await post(spoof, contact, client)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await post(humanHeaders(), contact, client);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(600);
    const minutes = Math.ceil(retryAfter / 60);
    expect(limited.json<{ message: string }>().message).toContain(`Please wait ${minutes} minute`);
    // Another form has its own bucket.
    const other = await api.app.inject({
      method: 'POST',
      url: apiPaths.proposal,
      payload: 'null',
      headers: humanHeaders(),
      remoteAddress: client,
    });
    expect(other.statusCode).toBe(400);
  });

  it('believes X-Forwarded-For only from a trusted proxy', async () => {
    const viaProxy = (forwardedFor: string) =>
      post({ ...humanHeaders(), 'x-forwarded-for': forwardedFor }, contact, '10.0.0.1');
    for (let i = 0; i < 5; i += 1) expect((await viaProxy('198.51.100.50')).statusCode).toBe(201);
    expect((await viaProxy('198.51.100.50')).statusCode).toBe(429);
    expect((await viaProxy('198.51.100.51')).statusCode).toBe(201);
  });
});

describe('rate limit on PostgreSQL', () => {
  it('is shared by every API instance on the database', async () => {
    const first = await startTestApi('postgres', { rateLimit: { max: 5, windowMs: 600_000 } });
    const second = buildApiApp(createFastify('silent'), {
      db: first.db,
      engine: 'postgres',
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 5, windowMs: 600_000 },
    });
    await second.ready();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const app = i % 2 === 0 ? first.app : second;
      const response = await app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: JSON.stringify(contact),
        headers: humanHeaders(),
        remoteAddress: '198.51.100.99',
      });
      statuses.push(response.statusCode);
    }
    await second.close();
    await first.close();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('forgets the clients of earlier windows, so the table does not grow for ever', async () => {
    const database = await createTestDatabase('postgres');
    try {
      const limiter = createRateLimiter(database.db, 'postgres', 5, 600_000);
      const windowStart = 1_800_000_000_000;
      await limiter.hit('contact:198.51.100.1', windowStart + 1_000);
      await limiter.hit('contact:198.51.100.2', windowStart + 2_000);
      const buckets = async () =>
        (await database.db.selectFrom('rate_limits').select('bucket').orderBy('bucket').execute()).map(
          (row) => row.bucket,
        );
      expect(await buckets()).toEqual(['contact:198.51.100.1', 'contact:198.51.100.2']);

      const decision = await limiter.hit('contact:198.51.100.3', windowStart + 600_000);
      expect(decision.allowed).toBe(true);
      expect(await buckets()).toEqual(['contact:198.51.100.3']);
    } finally {
      await database.drop();
    }
  });
});
