import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, applicationPages, cvMessages, defaultCvMaxBytes, noScriptFields } from '@agency/contract';
import { samplePdf } from '@agency/document-samples';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';

const site = 'https://agency.example';
const boundary = 'agency-test-boundary';
const application = sampleBodies['job-application'];

/** A part as bytes: its name (and file name) may hold any bytes, which FormData cannot send. */
type Part = { name: Buffer | string; value: Buffer | string; fileName?: Buffer | string };

/** A multipart/form-data body built byte by byte. */
function rawMultipart(parts: readonly Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const { name, value, fileName } of parts) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`),
      Buffer.from(name),
      Buffer.from('"'),
    );
    if (fileName !== undefined)
      chunks.push(
        Buffer.from('; filename="'),
        Buffer.from(fileName),
        Buffer.from('"\r\nContent-Type: application/pdf'),
      );
    chunks.push(Buffer.from('\r\n\r\n'), Buffer.from(value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** The form's own fields as a browser posts them (a ticked box "on", an unticked one left out). */
const formParts = (fields: Record<string, string | boolean> = application): Part[] => [
  ...Object.entries(fields).flatMap(([name, value]): Part[] =>
    value === false ? [] : [{ name, value: value === true ? 'on' : value }],
  ),
  { name: noScriptFields.honeypot, value: '' },
  { name: noScriptFields.region, value: 'in' },
];
const cvPart = (fileName: Buffer | string = 'cv.pdf'): Part => ({
  name: 'cv',
  value: Buffer.from(samplePdf()),
  fileName,
});
const latin1 = (text: string) => Buffer.from(text, 'latin1');

const island = (): Record<string, string> => {
  const { 'content-type': _json, ...headers } = humanHeaders();
  return { ...headers, accept: 'application/json' };
};
const browser = (): Record<string, string> => ({
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  origin: site,
  referer: `${site}/Careers`,
  'sec-fetch-site': 'same-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
});

const fieldTwice = 'This field was sent more than once. Please fill it in once and send the form again.';
const tooMany = 'The form sent more fields than ours has. Please reload the page and send the form again.';
const invalid = 'Some fields are missing or invalid.';

describe.each(engines)('a multipart application answered in the form’s words on %s', (engine) => {
  let api: TestApi;
  let address = 1;
  beforeAll(async () => {
    api = await startTestApi(engine, {
      siteOrigins: [site],
      uploadRateLimit: { max: 1_000, windowMs: 3_600_000 },
    });
  });
  afterAll(() => api.close());

  const post = (parts: readonly Part[], headers: Record<string, string>) =>
    api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload: rawMultipart(parts),
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      remoteAddress: `198.51.100.${address++}`,
    });

  const extraFields = (count: number): Part[] =>
    Array.from({ length: count }, (_, i) => ({ name: `extra${i}`, value: 'x' }));

  const cases: [string, Part[], object, string][] = [
    [
      'two CVs',
      [...formParts(), cvPart(), cvPart('second.pdf')],
      { field: 'cv', code: 'cv_twice', message: cvMessages(defaultCvMaxBytes).twice },
      'invalid-fields?fields=cv',
    ],
    [
      'a field sent twice',
      [...formParts(), { name: 'email', value: 'other@example.com' }, cvPart()],
      { field: 'email', code: 'sent_twice', message: fieldTwice },
      'invalid-fields?fields=email',
    ],
    [
      'sixty fields the form does not have',
      [...formParts(), ...extraFields(60), cvPart()],
      { field: 'extra0', code: 'too_many_fields', message: tooMany },
      'outdated-form',
    ],
    [
      'more parts than the form has (forty fields, the CV, and one more)',
      [...formParts(), ...extraFields(40 - formParts().length), cvPart(), { name: 'late', value: 'x' }],
      { field: 'extra0', code: 'too_many_fields', message: tooMany },
      'outdated-form',
    ],
  ];

  it.each(cases)('%s: 400 naming it for a script, nothing stored', async (_name, parts, error) => {
    const before = await api.count();
    const response = await post(parts, island());
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: invalid, errors: [error] });
    expect(await api.count()).toBe(before);
  });

  it.each(cases)('%s: 303 to the not-sent page naming it for a browser', async (_name, parts, _e, page) => {
    const before = await api.count();
    const response = await post(parts, browser());
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${site}${applicationPages.in.notSent}/${page}`);
    expect(await api.count()).toBe(before);
  });

  const notUtf8: [string, Part[]][] = [
    ['a file name', [...formParts(), cvPart(latin1('Priya \xe9t\xe9 CV.pdf'))]],
    [
      'a field value',
      [...formParts({ ...application, city: '' }), { name: 'city', value: latin1('S\xe3o Paulo') }, cvPart()],
    ],
    ['a field name', [...formParts(), { name: latin1('n\xe4me'), value: 'x' }, cvPart()]],
  ];

  it.each(notUtf8)('refuses %s that is not UTF-8 as the other encodings do', async (_name, parts) => {
    const before = await api.count();
    const script = await post(parts, island());
    expect(script.statusCode).toBe(400);
    expect(script.json()).toEqual({ message: 'The request body is not valid UTF-8 text.' });
    const page = await post(parts, browser());
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe(`${site}${applicationPages.in.notSent}/malformed`);
    expect(await api.count()).toBe(before);
  });

  it('stores the same names and values sent as UTF-8', async () => {
    const email = `utf8-${engine}@example.com`;
    const parts = [
      ...formParts({ ...application, email, city: 'São Paulo' }),
      cvPart(Buffer.from('Priya été CV.pdf')),
    ];
    const response = await post(parts, island());
    expect(response.statusCode).toBe(201);
    const row = await api.db
      .selectFrom('submissions')
      .innerJoin('cv_files', 'cv_files.submission_id', 'submissions.id')
      .select(['body', 'file_name'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.file_name).toBe('Priya été CV.pdf');
    expect(JSON.parse(row.body).city).toBe('São Paulo');
  });
});
