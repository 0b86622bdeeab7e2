import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, formTokenPath, formTokenShownParam } from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import { engines, startTestApi, testFormTokenSecret, type TestApi } from '../test-support/test-api.ts';
import { issueFormToken, maxShownMs } from './form-token.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

const contact = sampleBodies.contact;
const otherContact = { ...contact, message: 'Another enquiry entirely' };

describe.each(engines)('the form token on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  const tokenFor = async (query = '') => {
    const response = await api.app.inject(`${formTokenPath}${query}`);
    expect(response.statusCode).toBe(200);
    return response;
  };
  /** A submission as a form sends it: the token in the header only (no cookie), an empty honeypot. */
  const send = (token: string | undefined, body: unknown = contact, headers: Record<string, string> = {}) =>
    api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-honeypot': '',
        ...(token === undefined ? {} : { 'x-xsrf-token': token }),
        ...headers,
      },
    });
  const stored = async (response: Awaited<ReturnType<typeof send>>) => {
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
    return { id, spam: row.spam, reasons: row.spam_reasons, queued: queued.length };
  };

  it('answers { token } as JSON, not to be cached, and still sets the XSRF-TOKEN cookie', async () => {
    const response = await tokenFor();
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const { token } = response.json<{ token: string }>();
    expect(token).toMatch(/^\d+\.[\w-]{22}\.[\w-]{43}$/);
    expect(String(response.headers['set-cookie'])).toBe(
      `XSRF-TOKEN=${token}; Max-Age=86400; Path=/; SameSite=Strict`,
    );
  });

  it('counts the fill time from when the page was shown: shown=ms is clamped to 30 minutes, anything else is 0', async () => {
    const shownAt = async (query: string) => {
      const before = Date.now();
      const { token } = (await tokenFor(query)).json<{ token: string }>();
      const after = Date.now();
      return { at: Number(token.split('.')[0]), before, after };
    };
    const cases: [string, number][] = [
      [`?${formTokenShownParam}=5000`, 5_000],
      [`?${formTokenShownParam}=0`, 0],
      [`?${formTokenShownParam}=${maxShownMs + 1}`, maxShownMs],
      [`?${formTokenShownParam}=99999999999999999999`, 0],
      [`?${formTokenShownParam}=-5000`, 0],
      [`?${formTokenShownParam}=1.5`, 0],
      [`?${formTokenShownParam}=abc`, 0],
      [`?${formTokenShownParam}=5000&${formTokenShownParam}=6000`, 0],
      ['', 0],
    ];
    for (const [query, ago] of cases) {
      const { at, before, after } = await shownAt(query);
      expect(at, query).toBeGreaterThanOrEqual(before - ago);
      expect(at, query).toBeLessThanOrEqual(after - ago);
    }
  });

  it('takes a form sent the moment its token arrives, when its page was shown long enough ago, as a lead', async () => {
    // Pressed before the scripts arrived: the form asks for its token with the time the page has been up, and sends at once.
    const { token } = (await tokenFor(`?${formTokenShownParam}=12000`)).json<{ token: string }>();
    expect(await stored(await send(token))).toMatchObject({ spam: 0, reasons: '', queued: 1 });
  });

  it('needs a page shown at least 1 s before the submission', async () => {
    const shownSecondAndHalfAgo = issueFormToken(testFormTokenSecret, 1_500);
    expect(await stored(await send(shownSecondAndHalfAgo))).toMatchObject({ spam: 0, reasons: '' });
  });

  it('judges the header alone: no cookie is needed (a site on another origin than the API), and a cookie cannot stand in for it', async () => {
    const { token } = (await tokenFor(`?${formTokenShownParam}=5000`)).json<{ token: string }>();
    expect(await stored(await send(token))).toMatchObject({ spam: 0 });
    const cookieOnly = await tokenFor(`?${formTokenShownParam}=5000`);
    const cookieToken = cookieOnly.json<{ token: string }>().token;
    expect(
      await stored(await send(undefined, otherContact, { cookie: `XSRF-TOKEN=${cookieToken}` })),
    ).toMatchObject({
      spam: 1,
      reasons: 'token-missing',
    });
  });

  it('stores a missing, forged, tampered or too young token as spam with an ordinary 201, not notified', async () => {
    const good = issueFormToken(testFormTokenSecret, 5_000);
    const cases: [string | undefined, string][] = [
      [undefined, 'token-missing'],
      ['', 'token-missing'],
      ['not-a-token', 'token-invalid'],
      [issueFormToken('another-secret-entirely', 5_000), 'token-invalid'],
      [good.replace(/^\d+/, String(Date.now() - 60_000)), 'token-invalid'],
      // Shown "in a minute's time": younger than the 1 s minimum however slow this machine is.
      [issueFormToken(testFormTokenSecret, 0, Date.now() + 60_000), 'token-too-young'],
    ];
    for (const [token, reason] of cases) {
      const response = await send(token, { ...contact, message: `case ${reason} ${token}` });
      expect(response.json<{ message: string }>().message).toMatch(/^Thank you!/);
      expect(await stored(response), reason).toMatchObject({ spam: 1, reasons: reason, queued: 0 });
    }
  });

  it('takes a token past its life (a tab left open for a day) as a lead', async () => {
    const dayOld = issueFormToken(testFormTokenSecret, 0, Date.now() - 25 * 3600_000);
    const response = await send(dayOld, { ...contact, message: 'Typed yesterday, sent today' });
    expect(await stored(response)).toMatchObject({ spam: 0, reasons: '', queued: 1 });
  });

  it('is single use: bound to the first submission stored with it; another body is spam (token-reused)', async () => {
    const token = issueFormToken(testFormTokenSecret, 5_000);
    expect(await stored(await send(token, contact))).toMatchObject({ spam: 0, queued: 1 });
    expect(await stored(await send(token, otherContact))).toMatchObject({
      spam: 1,
      reasons: 'token-reused',
      queued: 0,
    });
  });

  it('answers the same body sent again with one token, and no key, from the first: stored once, notified once', async () => {
    const token = issueFormToken(testFormTokenSecret, 5_000);
    const body = { ...contact, message: `Sent five times on ${engine}` };
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await send(token, body));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const first = answers[0]?.json<{ id: string }>();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    const rows = await api.db
      .selectFrom('submissions')
      .select('id')
      .where('body', 'like', '%five times%')
      .execute();
    expect(rows.map((row) => row.id)).toEqual([first?.id]);
    expect(await stored(answers[0]!)).toMatchObject({ spam: 0, queued: 1 });
  });

  it('stores once when copies of one body with one token arrive together', async () => {
    const token = issueFormToken(testFormTokenSecret, 5_000);
    const body = { ...contact, message: `Double press on ${engine}` };
    const answers = await Promise.all(Array.from({ length: 6 }, () => send(token, body)));
    const ids = new Set(answers.map((a) => a.json<{ id: string }>().id));
    expect(ids.size).toBe(1);
    const rows = await api.db
      .selectFrom('submissions')
      .select('id')
      .where('body', 'like', '%Double press%')
      .execute();
    expect(rows).toHaveLength(1);
    expect(await stored(answers[0]!)).toMatchObject({ spam: 0, queued: 1 });
  });

  it('is bound to the Idempotency-Key: a retry with it replays; another key with the same token is spam', async () => {
    const token = issueFormToken(testFormTokenSecret, 5_000);
    const first = await send(token, contact, { 'idempotency-key': `first-${engine}` });
    expect(await stored(first)).toMatchObject({ spam: 0 });
    const retry = await send(token, contact, { 'idempotency-key': `first-${engine}` });
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await stored(await send(token, contact, { 'idempotency-key': `second-${engine}` }))).toMatchObject(
      { spam: 1, reasons: 'token-reused' },
    );
    // The same key with another body is refused as before, whatever the token.
    expect((await send(token, otherContact, { 'idempotency-key': `first-${engine}` })).statusCode).toBe(422);
  });

  it('binds a token once when copies with different bodies arrive together (one transaction or several)', async () => {
    const token = issueFormToken(testFormTokenSecret, 5_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => send(token, { ...contact, message: `copy ${i}` })),
    );
    const rows = await Promise.all(answers.map(stored));
    expect(rows.filter((row) => row.spam === 0)).toHaveLength(1);
    expect(rows.filter((row) => row.reasons === 'token-reused')).toHaveLength(11);
  });
});

describe('two API instances on one PostgreSQL database', () => {
  it('agree on the one submission a token belongs to', async () => {
    const first = await startTestApi('postgres');
    const second = buildApiApp(createFastify('silent'), {
      db: first.db,
      engine: 'postgres',
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 1_000_000_000, windowMs: 600_000 },
    });
    await second.ready();
    try {
      const token = issueFormToken(testFormTokenSecret, 5_000);
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          (i % 2 === 0 ? first.app : second).inject({
            method: 'POST',
            url: apiPaths.contactQuery,
            payload: JSON.stringify({ ...contact, message: `instance copy ${i}` }),
            headers: { 'content-type': 'application/json', 'x-honeypot': '', 'x-xsrf-token': token },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode)).toEqual(Array(16).fill(201));
      const rows = await first.db.selectFrom('submissions').select(['spam', 'spam_reasons']).execute();
      expect(rows.filter((row) => row.spam === 0)).toHaveLength(1);
      expect(rows.filter((row) => row.spam_reasons === 'token-reused')).toHaveLength(15);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
