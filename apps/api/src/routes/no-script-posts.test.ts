import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  noScriptCheckboxValue,
  noScriptFields,
  noScriptMediaType,
  noScriptPages,
} from '@agency/contract';
import { buildApiApp, createFastify } from '../app.ts';
import {
  createTestDatabase,
  engines,
  startTestApi,
  testFormTokenSecret,
  type TestApi,
} from '../test-support/test-api.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';

const site = 'https://agency.example';
type Fields = [string, string][];

const proposal: Fields = [
  ['firstName', 'Asha'],
  ['lastName', 'Verma'],
  ['company', 'Verma Clinics'],
  ['website', 'https://verma.example'],
  ['email', 'asha@example.com'],
  ['phoneCode', '+91'],
  ['phone', '98765 43210'],
  ['companySize', '11-50'],
  ['heardFrom', 'A friend'],
  ['services', 'SEO'],
  ['services', 'PPC'],
  ['businessDetails', 'Three clinics in Noida.'],
  ['consent', noScriptCheckboxValue],
  [noScriptFields.honeypot, ''],
];
const contact: Fields = [
  ['username', 'Asha Verma'],
  ['email', 'asha@example.com'],
  ['phone', '9876543210'],
  ['message', 'Please call me back, "soon" & thanks'],
  [noScriptFields.honeypot, ''],
];
const ukEnquiry: Fields = [
  ['name', 'Tom Hughes'],
  ['business', 'Hughes & Co'],
  ['email', 'tom@example.co.uk'],
  ['phone', '07700 900123'],
  ['projectType', 'Marketing'],
  ['message', 'A new site'],
  ['heardFrom', 'LinkedIn'],
  ['consent', noScriptCheckboxValue],
  [noScriptFields.honeypot, ''],
  [noScriptFields.region, 'uk'],
];

/** What a browser sends when a person presses a form's button on one of our pages, without JavaScript. */
const browser = (page = '/ContactUs'): Record<string, string> => ({
  'content-type': noScriptMediaType,
  origin: site,
  referer: `${site}${page}`,
  'sec-fetch-site': 'same-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
  'sec-fetch-user': '?1',
});

const without = (fields: Fields, name: string) => fields.filter(([n]) => n !== name);
const withField = (fields: Fields, name: string, value: string): Fields => [
  ...without(fields, name),
  [name, value],
];

describe.each(engines)('forms posted without JavaScript on %s', (engine) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(engine, { siteOrigins: [site] });
  });
  afterAll(() => api.close());

  let address = 1;
  const post = (url: string, fields: Fields | string, headers: Record<string, string> = browser()) =>
    api.app.inject({
      method: 'POST',
      url,
      payload: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
      headers,
      remoteAddress: `192.0.2.${address++}`,
    });
  const latest = () =>
    api.db
      .selectFrom('submissions')
      .selectAll()
      .orderBy('received_at', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
  const queued = async (id: string) =>
    (await api.db.selectFrom('outbox').select('submission_id').where('submission_id', '=', id).execute())
      .length;

  it.each([
    ['proposal', apiPaths.proposal, proposal, noScriptPages.in.sent, sampleBodies.proposal],
    [
      'contact',
      apiPaths.contactQuery,
      contact,
      noScriptPages.in.sent,
      { ...sampleBodies.contact, message: 'Please call me back, "soon" & thanks' },
    ],
    ['uk-enquiry', apiPaths.ukProjectEnquiry, ukEnquiry, noScriptPages.uk.sent, sampleBodies['uk-enquiry']],
  ] as const)(
    'stores a %s form post as a lead and sends the browser to the confirmation page',
    async (form, url, fields, page, body) => {
      const before = await api.count();
      const response = await post(url, fields);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${site}${page}`);
      expect(response.body).toBe('');
      expect(await api.count()).toBe(before + 1);
      const row = await latest();
      expect(row).toMatchObject({ form, spam: 0, spam_reasons: '' });
      expect(JSON.parse(row.body)).toStrictEqual(body);
      expect(await queued(row.id)).toBe(1);
    },
  );

  it('reads an unticked checkbox as false and no list item as an empty list', async () => {
    const response = await post(apiPaths.proposal, without(without(proposal, 'consent'), 'services'));
    expect(response.headers.location).toBe(`${site}${noScriptPages.in.sent}`);
    expect(JSON.parse((await latest()).body)).toMatchObject({ consent: false, services: [] });
    expect((await latest()).consent).toBe(0);
  });

  it('places the post by its region field, else by the page it came from', async () => {
    const regionOf = async (fields: Fields, page: string) => {
      const response = await post(apiPaths.contactQuery, fields, browser(page));
      return { location: response.headers.location, region: (await latest()).region };
    };
    expect(await regionOf([...contact, [noScriptFields.region, 'uk']], '/ContactUs')).toEqual({
      location: `${site}${noScriptPages.uk.sent}`,
      region: 'uk',
    });
    expect(await regionOf(contact, '/uk/ContactUs')).toEqual({
      location: `${site}${noScriptPages.uk.sent}`,
      region: 'uk',
    });
    expect(await regionOf([...contact, [noScriptFields.region, 'in']], '/uk/ContactUs')).toEqual({
      location: `${site}${noScriptPages.in.sent}`,
      region: 'in',
    });
    expect(await regionOf(contact, '/ContactUs')).toEqual({
      location: `${site}${noScriptPages.in.sent}`,
      region: 'in',
    });
  });

  it('stores a filled or missing honeypot, or a post that is no browser navigation from our pages, as spam, answered like a lead', async () => {
    const sent = `${site}${noScriptPages.in.sent}`;
    const cases: [Fields, Record<string, string>, string, string][] = [
      [
        withField(contact, noScriptFields.honeypot, 'http://spam.example'),
        browser(),
        'honeypot-filled',
        sent,
      ],
      [without(contact, noScriptFields.honeypot), browser(), 'honeypot-missing', sent],
      // No Origin: sent on to the page on this origin.
      [contact, { 'content-type': noScriptMediaType }, 'no-token-not-a-browser-form', noScriptPages.in.sent],
      [
        contact,
        { ...browser(), 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
        'no-token-not-a-browser-form',
        sent,
      ],
      [contact, { ...browser(), 'sec-fetch-site': 'none' }, 'no-token-not-a-browser-form', sent],
    ];
    for (const [fields, headers, reason, location] of cases) {
      const response = await post(apiPaths.contactQuery, fields, headers);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location, reason).toBe(location);
      const row = await latest();
      expect(row, reason).toMatchObject({ spam: 1, spam_reasons: reason });
      expect(await queued(row.id)).toBe(0);
    }
  });

  it('takes a cross-site navigation from a configured site origin (sites and API on two sites) as a lead', async () => {
    const response = await post(apiPaths.contactQuery, contact, {
      ...browser(),
      'sec-fetch-site': 'cross-site',
    });
    expect(response.headers.location).toBe(`${site}${noScriptPages.in.sent}`);
    expect(await latest()).toMatchObject({ spam: 0, spam_reasons: '' });
  });

  it('sends a post from a page not of ours to the error page, and stores nothing', async () => {
    const before = await api.count();
    const response = await post(apiPaths.contactQuery, contact, {
      ...browser(),
      origin: 'https://agency.example.evil',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${noScriptPages.in.notSent}/foreign-origin`);
    expect(await api.count()).toBe(before);
  });

  it('sends an invalid post to the error page naming the fields at fault, never a value typed, and stores nothing', async () => {
    const before = await api.count();
    const typedEmail = 'zq-secret-not-an-address';
    const typedPhone = 'phone-value-9917';
    const cases: [string, Fields, string][] = [
      [apiPaths.contactQuery, withField(contact, 'email', typedEmail), 'invalid-fields?fields=email'],
      [
        apiPaths.contactQuery,
        withField(withField(contact, 'email', typedEmail), 'username', '\u200b'),
        'invalid-fields?fields=username%2Cemail',
      ],
      [apiPaths.ukProjectEnquiry, without(ukEnquiry, 'consent'), 'invalid-fields?fields=consent'],
      [apiPaths.proposal, withField(proposal, 'consent', 'yes'), 'invalid-fields?fields=consent'],
      [apiPaths.proposal, [...proposal, ['services', 'Knitting']], 'invalid-fields?fields=services'],
      [apiPaths.contactQuery, [...contact, ['phone', typedPhone]], 'invalid-fields?fields=phone'],
      [apiPaths.contactQuery, [...contact, ['typed-name-field', 'x']], 'outdated-form'],
      [apiPaths.contactQuery, [...contact, ['__proto__', 'x'], ['__proto__', 'y']], 'outdated-form'],
    ];
    for (const [url, fields, query] of cases) {
      const response = await post(url, fields, browser('/uk/ContactUs'));
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${site}${noScriptPages.uk.notSent}/${query}`);
      for (const typed of [typedEmail, typedPhone, 'typed-name-field', 'Knitting', 'yes'])
        expect(String(response.headers.location)).not.toContain(typed);
    }
    expect(await api.count()).toBe(before);
  });

  it('sends an unreadable or oversized post to the error page', async () => {
    const before = await api.count();
    const malformed = `${new URLSearchParams(contact)}&message=%ff`;
    const tooLarge = new URLSearchParams(withField(contact, 'message', 'x'.repeat(40_000))).toString();
    const notUtf8 = Buffer.concat([Buffer.from('username='), Buffer.from([0xc3, 0x28]), Buffer.from('&x=1')]);
    for (const [payload, reason] of [
      [malformed, 'malformed'],
      [tooLarge, 'too-large'],
      [notUtf8, 'malformed'],
    ] as const) {
      const response = await api.app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload,
        headers: browser(),
      });
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${site}${noScriptPages.in.notSent}/${reason}`);
    }
    const compressed = await post(apiPaths.contactQuery, contact, {
      ...browser(),
      'content-encoding': 'gzip',
    });
    expect(compressed.headers.location).toBe(`${site}${noScriptPages.in.notSent}/malformed`);
    expect(await api.count()).toBe(before);
  });

  it('never puts anything typed into the Location, whatever is typed', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          username: fc.string({ minLength: 4, maxLength: 30 }),
          email: fc.string({ minLength: 4, maxLength: 30 }),
          phone: fc.string({ minLength: 4, maxLength: 30 }),
          message: fc.string({ minLength: 4, maxLength: 30 }),
        }),
        async (typed) => {
          const response = await post(apiPaths.contactQuery, [
            ...Object.entries(typed),
            [noScriptFields.honeypot, ''],
          ]);
          expect(response.statusCode).toBe(303);
          const location = String(response.headers.location);
          expect(location.startsWith(`${site}/enquiry-`)).toBe(true);
          for (const value of Object.values(typed)) {
            expect(location).not.toContain(value);
            expect(location).not.toContain(encodeURIComponent(value));
            expect(location).not.toContain(new URLSearchParams({ v: value }).toString().slice(2));
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('a form post the API cannot take', () => {
  it('is sent to the error page when the rate limit is reached or the database is down', async () => {
    const api = await startTestApi('sqlite', { rateLimit: { max: 1, windowMs: 600_000 } });
    const post = () =>
      api.app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: new URLSearchParams(contact).toString(),
        headers: { ...browser('/uk/ContactUs'), origin: 'http://localhost:80' },
      });
    // Same origin (no SITE_ORIGINS): a path on the origin the form was posted to.
    expect((await post()).headers.location).toBe(noScriptPages.uk.sent);
    expect((await post()).headers.location).toBe(`${noScriptPages.uk.notSent}/rate-limited`);
    await api.close();

    const database = await createTestDatabase('sqlite');
    await database.db.destroy();
    const down = buildApiApp(createFastify('silent'), {
      db: database.db,
      formTokenSecret: testFormTokenSecret,
    });
    const answer = await down.inject({
      method: 'POST',
      url: apiPaths.contactQuery,
      payload: new URLSearchParams(contact).toString(),
      headers: { ...browser('/uk/ContactUs'), origin: 'http://localhost:80' },
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe(`${noScriptPages.uk.notSent}/unavailable`);
    await down.close();
    await database.drop();
  });
});

describe('the Location of a form post', () => {
  it('is never built from the Host header, even one a proxy passes on unchecked', async () => {
    const api = await startTestApi('sqlite');
    try {
      const forged = '127.0.0.1:4000@evil.example';
      const answer = await api.app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: new URLSearchParams(contact).toString(),
        headers: {
          ...browser(),
          host: forged,
          origin: `http://${forged}`,
          'x-forwarded-host': 'evil.example',
        },
      });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(noScriptPages.in.sent);
    } finally {
      await api.close();
    }
  });
});
