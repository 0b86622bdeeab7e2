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
import { startTestApi, type TestApi } from '../test-support/test-api.ts';

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
        fc.constantFrom(...Object.values(apiPaths)),
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
