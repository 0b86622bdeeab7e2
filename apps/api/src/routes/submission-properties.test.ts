import { connect } from 'node:net';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  companySizes,
  contactEnquirySchema,
  heardFromOptions,
  projectTypes,
  proposalRequestSchema,
  serviceOptions,
  ukProjectEnquirySchema,
} from '@agency/contract';
import { humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';

// Any text at all: every code point, lone surrogates and NUL included.
const anyText = (max: number) => fc.string({ unit: 'binary', maxLength: max });
const text = (max: number) =>
  fc.oneof(
    { weight: 15, arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: Math.min(max, 40) }) },
    { weight: 1, arbitrary: anyText(max + 5) },
  );
const email = fc.oneof(
  {
    weight: 4,
    arbitrary: fc
      .tuple(
        fc.stringMatching(/^[a-z0-9]{1,20}([._+-][a-z0-9]{1,10})?$/),
        fc.constantFrom('example.com', 'mail.example.co.uk'),
      )
      .map(([l, d]) => `${l}@${d}`),
  },
  { weight: 1, arbitrary: fc.emailAddress() },
);

const contactBody = fc.record({
  username: text(100),
  email,
  phone: fc.oneof(text(32), fc.nat()),
  message: text(5000),
});
const proposalBody = fc.record({
  firstName: text(100),
  lastName: text(100),
  company: text(200),
  website: fc.oneof(fc.constant(''), fc.webUrl()),
  email,
  phoneCode: fc.constantFrom('+91', '+44'),
  phone: text(32),
  companySize: fc.constantFrom(...companySizes),
  heardFrom: fc.oneof(fc.constant(''), text(200)),
  services: fc.uniqueArray(fc.constantFrom(...serviceOptions)),
  businessDetails: fc.oneof(fc.constant(''), text(5000)),
  consent: fc.boolean(),
});
const ukBody = fc.record({
  name: text(100),
  business: text(200),
  email,
  phone: text(32),
  projectType: fc.constantFrom(...projectTypes),
  message: text(5000),
  heardFrom: fc.constantFrom('', ...heardFromOptions),
  consent: fc.constant(true),
});

const calls = [
  { url: apiPaths.contactQuery, schema: contactEnquirySchema, body: contactBody },
  { url: apiPaths.proposal, schema: proposalRequestSchema, body: proposalBody },
  { url: apiPaths.ukProjectEnquiry, schema: ukProjectEnquirySchema, body: ukBody },
] as const;
/** The paths that take JSON: the requirements' three calls (the job application is multipart). */
const jsonPaths = calls.map((call) => call.url);

/** A body broken in one of the ways clients and attackers break them. */
const mutated = (body: fc.Arbitrary<Record<string, unknown>>) =>
  fc
    .tuple(
      body,
      fc.nat(),
      fc.jsonValue(),
      fc.constantFrom('__proto__', 'constructor', 'extra', 'consent', 'services'),
    )
    .map(([value, pick, replacement, key]): unknown => {
      const keys = Object.keys(value);
      const target = keys[pick % keys.length] as string;
      const copy: Record<string, unknown> = { ...value };
      switch (pick % 5) {
        case 0:
          delete copy[target];
          return copy;
        case 1:
          copy[target] = replacement;
          return copy;
        case 2:
          return JSON.parse(
            `{${JSON.stringify(key)}:${JSON.stringify(replacement ?? null)},${JSON.stringify(copy).slice(1)}`,
          );
        case 3:
          return replacement;
        default:
          copy[target] = String(copy[target]).repeat(50);
          return copy;
      }
    });

describe('any body sent to the three calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api.close());

  const send = (url: string, payload: string) =>
    api.app.inject({ method: 'POST', url, payload, headers: { 'content-type': 'application/json' } });

  it('never gets a 5xx; a valid body gets 201 and is stored exactly, an invalid one 400 and nothing', async () => {
    let stored = 0;
    for (const call of calls) {
      await fc.assert(
        fc.asyncProperty(
          fc.oneof({ weight: 3, arbitrary: call.body }, { weight: 1, arbitrary: mutated(call.body) }),
          async (body) => {
            const before = await api.count();
            const response = await send(call.url, JSON.stringify(body));
            const valid = call.schema.safeParse(body).success;
            expect(response.statusCode).toBe(valid ? 201 : 400);
            if (!valid) {
              expect(await api.count()).toBe(before);
              return;
            }
            stored += 1;
            const { id } = response.json<{ id: string }>();
            const row = await api.db
              .selectFrom('submissions')
              .select('body')
              .where('id', '=', id)
              .executeTakeFirstOrThrow();
            // Same keys, and every string the same UTF-16 code units (so the same UTF-8 bytes).
            expect(JSON.parse(row.body)).toStrictEqual(JSON.parse(JSON.stringify(body)));
          },
        ),
        { numRuns: 1200 },
      );
    }
    // Valid bodies are a good share of the runs, so the "stored exactly" half is exercised.
    expect(stored).toBeGreaterThan(1500);
  }, 180_000);

  it('never gets a 5xx for raw bytes that are hardly JSON at all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...jsonPaths),
        fc.oneof(
          anyText(300),
          fc.json().map((j) => j.slice(0, Math.max(1, j.length - 1))),
          fc.json(),
        ),
        async (url, payload) => {
          const response = await send(url, payload);
          expect(response.statusCode).toBeLessThan(500);
          expect([400, 413]).toContain(response.statusCode);
        },
      ),
      { numRuns: 1500 },
    );
  }, 120_000);
});

// Valid bodies, one per call, and which of their fields are required text.
const valid = {
  [apiPaths.contactQuery]: { username: 'Asha', email: 'asha@example.com', phone: '98765', message: 'Hello' },
  [apiPaths.proposal]: {
    firstName: 'Asha',
    lastName: 'Verma',
    company: 'Verma Clinics',
    website: '',
    email: 'asha@example.com',
    phoneCode: '+91',
    phone: '98765 43210',
    companySize: '11-50',
    heardFrom: '',
    services: ['SEO'],
    businessDetails: '',
    consent: true,
  },
  [apiPaths.ukProjectEnquiry]: {
    name: 'Tom',
    business: 'Hughes & Co',
    email: 'tom@example.co.uk',
    phone: '07700 900123',
    projectType: 'Marketing',
    message: 'A new site',
    heardFrom: '',
    consent: true,
  },
} as const;
const requiredText = {
  [apiPaths.contactQuery]: ['username', 'message'],
  [apiPaths.proposal]: ['firstName', 'lastName', 'company', 'phone'],
  [apiPaths.ukProjectEnquiry]: ['name', 'business', 'phone', 'message'],
} as const;
const callPaths = Object.keys(valid) as (keyof typeof valid)[];

/** Byte sequences that are not UTF-8: stray continuation, overlong, surrogate, past U+10FFFF, cut short, 0xFE/0xFF. */
const invalidUtf8 = fc.constantFrom(
  [0x80],
  [0xbf, 0x41],
  [0xc0, 0x80],
  [0xc1, 0xbf],
  [0xe0, 0x80, 0x80],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
  [0xe2, 0x82],
  [0xf0, 0x9f, 0x99],
  [0xfe],
  [0xff],
);

/** Characters a reader cannot see: blanks, zero-width and joiners, fillers, tags, bidi and other format characters. */
const invisible = fc.constantFrom(
  ' ',
  '\t',
  '\n',
  '\u00a0',
  '\u3000',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\ufeff',
  '\u00ad',
  '\u3164',
  '\u115f',
  '\u1160',
  '\uffa0',
  '\u2800',
  '\u034f',
  '\ufe0f',
  '\u180e',
  '\u202e',
  '\u2066',
  '\u{e0001}',
  '\u{e0041}',
  '\u{e007f}',
  '\u{e0100}',
);

describe('strict bodies on the three calls', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
  });
  afterAll(() => api.close());

  const post = (url: string, payload: string | Buffer, headers: Record<string, string> = {}) =>
    api.app.inject({ method: 'POST', url, payload, headers: { ...humanHeaders(), ...headers } });

  it('refuses JSON that is not UTF-8 with 400, wherever the bad bytes are, and stores nothing', async () => {
    const before = await api.count();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callPaths),
        fc.nat(),
        fc.string({ maxLength: 20 }),
        invalidUtf8,
        async (url, pick, around, bytes) => {
          const body: Record<string, unknown> = { ...valid[url] };
          const fields = requiredText[url];
          const field = fields[pick % fields.length] as string;
          // A private-use character marks the place; its UTF-8 bytes are then replaced.
          body[field] = `${around}\ue000${around}x`;
          const text = Buffer.from(JSON.stringify(body));
          const marker = Buffer.from('\ue000');
          const at = text.indexOf(marker);
          const payload = Buffer.concat([
            text.subarray(0, at),
            Buffer.from(bytes),
            text.subarray(at + marker.length),
          ]);
          const response = await post(url, payload);
          expect(response.statusCode).toBe(400);
          expect(response.json()).toEqual({ message: 'The request body is not valid UTF-8 text.' });
        },
      ),
      { numRuns: 300 },
    );
    expect(await api.count()).toBe(before);
    // The same body with the marker itself (valid UTF-8) is stored.
    expect(
      (
        await post(
          apiPaths.contactQuery,
          JSON.stringify({ ...valid[apiPaths.contactQuery], message: 'a\ue000b' }),
        )
      ).statusCode,
    ).toBe(201);
  });

  it('refuses any Content-Encoding but identity with 415, before the body is read', async () => {
    const before = await api.count();
    const coding = fc.oneof(
      fc.constantFrom(
        'gzip',
        'br',
        'deflate',
        'zstd',
        'compress',
        'x-gzip',
        'GZIP',
        'bogus',
        'identity, gzip',
        'gzip, identity',
      ),
      fc.stringMatching(/^[a-z][a-z0-9-]{0,15}$/).filter((value) => value !== 'identity'),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...callPaths), coding, async (url, encoding) => {
        const response = await post(url, JSON.stringify(valid[url]), { 'content-encoding': encoding });
        expect(response.statusCode).toBe(415);
        expect(response.json()).toEqual({
          message: 'Send the form uncompressed: Content-Encoding must be absent or identity.',
        });
      }),
      { numRuns: 200 },
    );
    expect(await api.count()).toBe(before);
    for (const identity of ['identity', 'Identity', ' identity '])
      expect(
        (
          await post(apiPaths.contactQuery, JSON.stringify(valid[apiPaths.contactQuery]), {
            'content-encoding': identity,
          })
        ).statusCode,
      ).toBe(201);
  });

  it('does not take invisible characters alone for a required field: 400 naming it, nothing stored', async () => {
    const before = await api.count();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callPaths),
        fc.nat(),
        fc.array(invisible, { minLength: 1, maxLength: 12 }).map((chars) => chars.join('')),
        async (url, pick, blank) => {
          const fields = requiredText[url];
          const field = fields[pick % fields.length] as string;
          const response = await post(url, JSON.stringify({ ...valid[url], [field]: blank }));
          expect(response.statusCode).toBe(400);
          expect(response.json<{ errors: { field: string; message: string }[] }>().errors).toEqual([
            { field, code: 'custom', message: 'Required.' },
          ]);
        },
      ),
      { numRuns: 300 },
    );
    expect(await api.count()).toBe(before);
  });
});

describe('Transfer-Encoding on the three calls, over a real connection', () => {
  let api: TestApi;
  let port = 0;
  beforeAll(async () => {
    api = await startTestApi('sqlite');
    port = Number(new URL(await api.app.listen({ port: 0, host: '127.0.0.1' })).port);
  });
  afterAll(() => api.close());

  /** A raw HTTP/1.1 request with a chunked body; resolves with the status line's code. */
  const sendRaw = (url: string, transferEncoding: string, body: string) =>
    new Promise<number>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => {
        const headers = Object.entries({
          ...humanHeaders(),
          host: 'x',
          'transfer-encoding': transferEncoding,
          connection: 'close',
        })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('');
        const bytes = Buffer.from(body);
        socket.write(`POST ${url} HTTP/1.1\r\n${headers}\r\n${bytes.length.toString(16)}\r\n`);
        socket.write(bytes);
        socket.write('\r\n0\r\n\r\n');
      });
      let answer = '';
      socket.on('data', (chunk) => (answer += String(chunk)));
      socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)));
      socket.on('error', reject);
    });

  it('refuses any coding but chunked with 400 (chunked alone is read as usual)', async () => {
    const before = await api.count();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callPaths),
        fc.array(fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'identity', 'x-bogus'), {
          minLength: 1,
          maxLength: 3,
        }),
        async (url, codings) => {
          const status = await sendRaw(url, [...codings, 'chunked'].join(', '), JSON.stringify(valid[url]));
          expect(status).toBe(400);
        },
      ),
      { numRuns: 40 },
    );
    expect(await api.count()).toBe(before);
    expect(
      await sendRaw(apiPaths.contactQuery, 'chunked', JSON.stringify(valid[apiPaths.contactQuery])),
    ).toBe(201);
  });
});
