import { createServer, type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { privacyNotices } from '@agency/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import { apiPaths } from '@agency/contract';
import type { Database } from '../db/schema.ts';
import { buildApiApp, createFastify } from '../app.ts';
import { openPostgres } from '../db/open-database.ts';
import {
  createTestDatabase,
  engines,
  humanHeaders,
  startTestApi,
  testFormTokenSecret,
  type TestApi,
} from '../test-support/test-api.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

// The email in capitals and the emoji are what the tests of stored rows look for.
const contact = { ...sampleBodies.contact, email: 'Asha@Example.com', message: 'Hello 🙂' };
const proposal = sampleBodies.proposal;
const ukEnquiry = sampleBodies['uk-enquiry'];

interface ErrorBody {
  message: string;
  errors?: { field: string; code: string; message: string }[];
}

describe.each(engines)('submissions on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine);
  });
  afterAll(() => api.close());

  const post = (url: string, payload: unknown, headers: Record<string, string> = humanHeaders()) =>
    api.app.inject({
      method: 'POST',
      url,
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
      headers,
    });
  const rowOf = (id: string) =>
    api.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it.each([
    ['proposal', apiPaths.proposal, proposal, { form: 'proposal', region: 'in', consent: 1 }],
    ['contact', apiPaths.contactQuery, contact, { form: 'contact', region: 'in', consent: null }],
    ['uk-enquiry', apiPaths.ukProjectEnquiry, ukEnquiry, { form: 'uk-enquiry', region: 'uk', consent: 1 }],
  ] as const)(
    'stores a valid %s body as one row and answers 201 { id, message }',
    async (_, url, body, expected) => {
      const before = await api.count();
      const response = await post(url, body);
      expect(response.statusCode).toBe(201);
      const { id, message } = response.json<{ id: string; message: string }>();
      expect(message).toMatch(/^Thank you!.*received/);
      expect(message).toContain(id);
      expect(await api.count()).toBe(before + 1);
      const row = await rowOf(id);
      expect(row).toMatchObject({ ...expected, spam: 0 });
      expect(row.notice_version).toBe(expected.consent === null ? null : privacyNotices[row.region].version);
      expect(row.body).toBe(JSON.stringify(body));
      expect(row.email).toBe(body.email.toLowerCase());
      expect(new Date(row.received_at).toISOString()).toBe(row.received_at);
    },
  );

  it('places call 2 in the UK by X-Site-Region or by a /uk Referer, else in India', async () => {
    const regionOf = async (headers: Record<string, string>) =>
      (
        await rowOf(
          (await post(apiPaths.contactQuery, contact, { ...humanHeaders(), ...headers })).json<{
            id: string;
          }>().id,
        )
      ).region;
    expect(await regionOf({ 'x-site-region': 'uk' })).toBe('uk');
    expect(await regionOf({ referer: 'https://agency.example/uk/ContactUs' })).toBe('uk');
    expect(await regionOf({ 'x-site-region': 'in', referer: 'https://agency.example/uk/' })).toBe('in');
    expect(await regionOf({ referer: 'https://agency.example/ukraine' })).toBe('in');
    expect(await regionOf({})).toBe('in');
  });

  it('accepts the UK callback phone as a number and a proposal with consent false', async () => {
    const callback = await post(apiPaths.contactQuery, { ...contact, phone: 7700900123 });
    expect(callback.statusCode).toBe(201);
    expect(JSON.parse((await rowOf(callback.json<{ id: string }>().id)).body).phone).toBe(7700900123);
    const noConsent = await post(apiPaths.proposal, { ...proposal, consent: false, services: [] });
    expect(noConsent.statusCode).toBe(201);
    expect(await rowOf(noConsent.json<{ id: string }>().id)).toMatchObject({ consent: 0 });
  });

  it('stores text byte for byte: any script, emoji, quotes, SQL-looking text', async () => {
    const message =
      'नमस्ते 🙂👩🏽‍💻 «ça» "quoted" \'x\'; DROP TABLE submissions; -- \\ \n\t مرحبا e\u0301 \u200d\ufeff';
    const response = await post(apiPaths.contactQuery, { ...contact, message });
    expect(response.statusCode).toBe(201);
    const row = await rowOf(response.json<{ id: string }>().id);
    expect(Buffer.from(JSON.parse(row.body).message, 'utf8')).toEqual(Buffer.from(message, 'utf8'));
  });

  it('answers 400 with { message, errors: [{ field, code, message }] } and stores nothing', async () => {
    const before = await api.count();
    const cases: [string, unknown, string[]][] = [
      [apiPaths.contactQuery, { ...contact, email: 'nope', extra: true }, ['email', 'extra']],
      [apiPaths.contactQuery, { ...contact, username: undefined }, ['username']],
      [apiPaths.contactQuery, { ...contact, username: 'x'.repeat(101) }, ['username']],
      [apiPaths.contactQuery, { ...contact, message: 'x'.repeat(5001) }, ['message']],
      [apiPaths.contactQuery, { ...contact, email: `${'a'.repeat(250)}@example.com` }, ['email']],
      [apiPaths.contactQuery, { ...contact, phone: true }, ['phone']],
      [apiPaths.proposal, { ...proposal, consent: 'true' }, ['consent']],
      [apiPaths.proposal, { ...proposal, services: 'SEO' }, ['services']],
      [apiPaths.proposal, { ...proposal, companySize: 5 }, ['companySize']],
      [apiPaths.ukProjectEnquiry, { ...ukEnquiry, consent: false }, ['consent']],
      [apiPaths.ukProjectEnquiry, { ...ukEnquiry, projectType: 'SEO' }, ['projectType']],
      [apiPaths.contactQuery, { ...contact, message: 'a\u0000b' }, ['message']],
      [apiPaths.contactQuery, { ...contact, message: 'a\ud800b' }, ['message']],
      [apiPaths.contactQuery, { ...contact, username: '\udc00' }, ['username']],
      [apiPaths.contactQuery, [contact], ['(body)']],
      [apiPaths.contactQuery, null, ['(body)']],
    ];
    for (const [url, body, fields] of cases) {
      const response = await post(url, body === null ? 'null' : body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      const error = response.json<ErrorBody>();
      expect(error.message).toBe('Some fields are missing or invalid.');
      expect(error.errors?.map((e) => e.field).sort()).toEqual(fields);
      for (const e of error.errors ?? []) expect(Object.keys(e).sort()).toEqual(['code', 'field', 'message']);
    }
    expect(await api.count()).toBe(before);
  });

  it('words each fault with its code and the contract’s message', async () => {
    const response = await post(apiPaths.contactQuery, {
      username: '',
      email: 'not-an-address',
      phone: true,
      message: 'x',
      extra: 1,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Some fields are missing or invalid.',
      errors: [
        { field: 'username', code: 'custom', message: 'Required.' },
        { field: 'email', code: 'invalid_format', message: 'Must be an email address.' },
        { field: 'phone', code: 'invalid_union', message: 'Invalid input' },
        { field: 'extra', code: 'unrecognized_keys', message: 'Unrecognized key: "extra"' },
      ],
    });
  });

  it('answers malformed JSON and prototype keys 400, non-JSON 415, oversize 413 — all as JSON, nothing stored', async () => {
    const before = await api.count();
    const expectError = async (response: Awaited<ReturnType<typeof post>>, status: number) => {
      expect(response.statusCode).toBe(status);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json<ErrorBody>().message).toMatch(/\w/);
      expect(response.body).not.toMatch(/at .*\.ts|stack/i);
    };
    await expectError(await post(apiPaths.contactQuery, '{"username":'), 400);
    await expectError(await post(apiPaths.contactQuery, ''), 400);
    await expectError(await post(apiPaths.contactQuery, '{"__proto__":{"x":1}}'), 400);
    await expectError(await post(apiPaths.contactQuery, '{"constructor":{"prototype":{"x":1}}}'), 400);
    // (A form post, application/x-www-form-urlencoded, is the no-script call: no-script-posts.test.ts.)
    for (const type of ['text/plain', 'multipart/form-data; boundary=x']) {
      await expectError(await post(apiPaths.contactQuery, 'username=a', { 'content-type': type }), 415);
    }
    await expectError(await post(apiPaths.proposal, JSON.stringify(proposal), {}), 415);
    await expectError(await post(apiPaths.contactQuery, { ...contact, message: 'x'.repeat(33 * 1024) }), 413);
    await expectError(
      await post(apiPaths.contactQuery, contact, { ...humanHeaders(), 'idempotency-key': 'bad key' }),
      400,
    );
    expect(await api.count()).toBe(before);
    expect(
      (await post(apiPaths.contactQuery, contact, { 'content-type': 'application/json; charset=utf-8' }))
        .statusCode,
    ).toBe(201);
  });

  it('answers other methods on the three paths 405 with Allow: POST', async () => {
    for (const url of Object.values(apiPaths)) {
      for (const method of ['GET', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await api.app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(405);
        expect(response.headers.allow).toBe('POST');
        expect(response.json<ErrorBody>().message).toBe('Only POST is allowed here.');
      }
    }
  });

  it('stores a retried request once: same Idempotency-Key and body -> the first answer; other body -> 422', async () => {
    const before = await api.count();
    const headers = { ...humanHeaders(), 'idempotency-key': `key-${engine}-1` };
    const first = await post(apiPaths.ukProjectEnquiry, ukEnquiry, headers);
    const again = await post(apiPaths.ukProjectEnquiry, { ...ukEnquiry }, headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    const other = await post(apiPaths.ukProjectEnquiry, { ...ukEnquiry, message: 'Another' }, headers);
    expect(other.statusCode).toBe(422);
    expect(other.json<ErrorBody>().message).toMatch(/Idempotency-Key/);
    expect(await api.count()).toBe(before + 1);

    // Ten copies of one attempt at once still store one row and all get the same answer.
    const raced = await Promise.all(
      Array.from({ length: 10 }, () =>
        post(apiPaths.contactQuery, contact, { ...humanHeaders(), 'idempotency-key': `key-${engine}-race` }),
      ),
    );
    expect(raced.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(raced.map((r) => r.json<{ id: string }>().id)).size).toBe(1);
    expect(await api.count()).toBe(before + 2);
  });

  it('reports liveness and readiness', async () => {
    expect((await api.app.inject('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await api.app.inject('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });
});

describe.each(engines)('database down on %s', (engine) => {
  it('answers submissions 503 with a clear message and readiness 503; liveness stays 200', async () => {
    let db: Kysely<Database>;
    let cleanUp: () => Promise<void>;
    if (engine === 'sqlite') {
      const database = await createTestDatabase('sqlite');
      await database.db.destroy();
      db = database.db;
      cleanUp = () => database.drop();
    } else {
      // A PostgreSQL server that is not there: the port was just free.
      const probe = createServer();
      await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
      const { port } = probe.address() as AddressInfo;
      await new Promise((resolve) => probe.close(resolve));
      db = openPostgres(`postgresql://postgres@127.0.0.1:${port}/nowhere`).db;
      cleanUp = () => db.destroy();
    }
    const app = buildApiApp(createFastify('silent'), { db, engine, formTokenSecret: testFormTokenSecret });
    const response = await app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: contact,
      headers: humanHeaders(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json<ErrorBody>().message).toMatch(/database is not reachable.*Nothing was stored/);
    expect((await app.inject('/api/health/ready')).statusCode).toBe(503);
    expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    await app.close();
    await cleanUp();
  });
});

describe('logs', () => {
  it('carry the request id and never the visitor’s name, e-mail, phone or message', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const api = await startTestApi('sqlite', { logStream });
    const secret = {
      username: 'Zebulon Quixote',
      email: 'zq@secret.example',
      phone: '0123456789',
      message: 'Private words',
    };
    const ok = await api.app.inject({
      method: 'POST',
      url: `${apiPaths.contactQuery}?email=zq@secret.example`,
      payload: secret,
      headers: { ...humanHeaders(), 'x-request-id': 'req-abc-1' },
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.headers['x-request-id']).toBe('req-abc-1');
    const bad = await api.app.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: { ...secret, email: 'not valid zq@secret' },
      headers: humanHeaders(),
    });
    expect(bad.statusCode).toBe(400);
    await api.close();
    const log = lines.join('');
    expect(log).toContain('"reqId":"req-abc-1"');
    for (const value of ['Zebulon', 'secret.example', '0123456789', 'Private words'])
      expect(log).not.toContain(value);
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the three calls with the request schemas used for validation', async () => {
    const api = await startTestApi('sqlite');
    const response = await api.app.inject('/api/openapi.json');
    await api.close();
    expect(response.statusCode).toBe(200);
    const document = response.json<{
      openapi: string;
      paths: Record<
        string,
        { post: { requestBody: { content: Record<string, { schema: Record<string, unknown> }> } } }
      >;
    }>();
    expect(document.openapi).toBe('3.1.0');
    const schemaOf = (path: string) =>
      document.paths[path]?.post.requestBody.content['application/json']?.schema;
    expect(Object.keys(schemaOf(apiPaths.contactQuery)?.properties as object)).toEqual([
      'username',
      'email',
      'phone',
      'message',
    ]);
    expect(schemaOf(apiPaths.proposal)?.additionalProperties).toBe(false);
    expect(schemaOf(apiPaths.ukProjectEnquiry)?.required).toContain('consent');
    const formPost = document.paths[apiPaths.contactQuery]?.post.requestBody.content[
      'application/x-www-form-urlencoded'
    ]?.schema as { properties: Record<string, unknown> };
    expect(Object.keys(formPost.properties)).toEqual([
      'username',
      'email',
      'phone',
      'message',
      'fax',
      'site_region',
    ]);
  });
});
