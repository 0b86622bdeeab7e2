import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

const contact = sampleBodies.contact;

describe.each(engines)('protected intake on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, {
      siteOrigins: ['https://agency.example', 'https://uk.agency.example'],
      rateLimit: { max: 5, windowMs: 600_000 },
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

  it('answers a preflight on the form paths 204 with what may be sent, and any other OPTIONS 405 with Allow', async () => {
    for (const url of Object.values(apiPaths)) {
      const preflight = await api.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: 'https://agency.example',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-xsrf-token,idempotency-key',
        },
      });
      expect(preflight.statusCode, url).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe('https://agency.example');
      expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('X-XSRF-TOKEN');
      for (const headers of [{}, { origin: 'https://agency.example' }]) {
        const other = await api.app.inject({ method: 'OPTIONS', url, headers });
        expect(other.statusCode, url).toBe(405);
        expect(other.headers.allow).toBe('POST');
        expect(other.json()).toEqual({ message: 'Only POST is allowed here.' });
      }
    }
  });

  it('stores a filled or missing honeypot as spam with an ordinary 201, and queues no mail', async () => {
    expect(await spamOf(await post(humanHeaders()))).toEqual({ spam: 0, reasons: '', queued: 1 });
    const human = humanHeaders();
    const cases: [Record<string, string>, string][] = [
      [{ ...humanHeaders(), 'x-honeypot': 'http://spam.example' }, 'honeypot-filled'],
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
});
