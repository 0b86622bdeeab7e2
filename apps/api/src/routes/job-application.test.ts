import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyNotices } from '@agency/content';
import {
  apiPaths,
  applicationPages,
  cvTypes,
  defaultCvMaxBytes,
  positionClosedNotSentPage,
} from '@agency/contract';
import {
  sampleDocx,
  sampleExecutable,
  sampleOdt,
  samplePdf,
  sampleRtf,
  sampleZip,
} from '@agency/document-samples';
import { isOpen } from '@agency/positions';
import { multipartBody, type UploadFile } from '../test-support/multipart.ts';
import { sampleBodies } from '../test-support/sample-bodies.ts';
import { closedTestPosition, testPositions } from '../test-support/test-positions.ts';
import { engines, humanHeaders, startTestApi, type TestApi } from '../test-support/test-api.ts';

const application = sampleBodies['job-application'];
const site = 'https://agency.example';

/** What a browser sends when a candidate presses Apply without JavaScript. */
const browser = (page = '/Careers'): Record<string, string> => ({
  accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
  origin: site,
  referer: `${site}${page}`,
  'sec-fetch-site': 'same-site',
  'sec-fetch-mode': 'navigate',
  'sec-fetch-dest': 'document',
});

/** What the form's island sends: the token and the key in headers, JSON asked for. */
const island = (): Record<string, string> => {
  const { 'content-type': _json, ...headers } = humanHeaders();
  return { ...headers, accept: 'application/json', 'idempotency-key': crypto.randomUUID() };
};

describe.each(engines)('the job application on %s', (engine) => {
  let api: TestApi;
  let address = 1;
  // The API's "now", moved by the test of a position that has closed; the real time otherwise.
  let now: Date | undefined;
  // The suite's own positions, dated from the real time: the files' dates age.
  const positions = testPositions(new Date());
  beforeAll(async () => {
    api = await startTestApi(engine, {
      siteOrigins: [site],
      uploadRateLimit: { max: 1_000, windowMs: 3_600_000 },
      clock: () => now ?? new Date(),
      positions,
    });
  });
  afterAll(() => api.close());

  const send = async (
    fields: Record<string, string | boolean>,
    cv: UploadFile | undefined,
    headers: Record<string, string>,
    region = 'in',
  ) => {
    const { payload, contentType } = await multipartBody(fields, cv, { region });
    return api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload,
      headers: { ...headers, 'content-type': contentType },
      remoteAddress: `198.51.100.${address++}`,
    });
  };
  const storedFor = (email: string) =>
    api.db
      .selectFrom('submissions')
      .leftJoin('cv_files', 'cv_files.submission_id', 'submissions.id')
      .leftJoin('outbox', 'outbox.submission_id', 'submissions.id')
      .select([
        'submissions.id',
        'form',
        'region',
        'consent',
        'notice_version',
        'spam',
        'body',
        'file_name',
        'media_type',
        'content',
        'outbox.submission_id as queued',
      ])
      .where('email', '=', email)
      .execute();

  it('stores a PDF CV byte for byte with the application and its notification, in one go', async () => {
    const email = `pdf-${engine}@example.com`;
    const pdf = samplePdf({ marker: 'Priya Nair CV' });
    const response = await send(
      { ...application, email },
      { name: 'Priya Nair – CV.pdf', bytes: pdf },
      island(),
    );
    expect(response.statusCode).toBe(201);
    const { id, message } = response.json<{ id: string; message: string }>();
    expect(message).toBe(
      `Thank you! We have received your application and your CV. Our talent acquisition team will reply within five working days. Your reference is ${id}.`,
    );
    const [row, ...more] = await storedFor(email);
    expect(more).toEqual([]);
    expect(row).toMatchObject({
      id,
      form: 'job-application',
      region: 'in',
      consent: 0,
      notice_version: privacyNotices.in.version,
      spam: 0,
      file_name: 'Priya Nair – CV.pdf',
      media_type: cvTypes.pdf.mediaType,
      queued: id,
    });
    expect(Buffer.compare(Buffer.from(row!.content!), Buffer.from(pdf))).toBe(0);
    expect(JSON.parse(row!.body)).toEqual({ ...application, email });
  });

  it('takes DOCX, ODT and RTF by their bytes, whatever the browser declared, and keeps the on-file consent', async () => {
    const cases = [
      ['docx', sampleDocx(), 'cv.docx'],
      ['odt', sampleOdt(), 'cv.odt'],
      ['rtf', sampleRtf(), 'cv.rtf'],
    ] as const;
    for (const [type, bytes, name] of cases) {
      const email = `${type}-${engine}@example.com`;
      const response = await send(
        { ...application, email, keepOnFile: true },
        { name, bytes, type: 'application/octet-stream' },
        island(),
        'uk',
      );
      expect(response.statusCode, type).toBe(201);
      const [row] = await storedFor(email);
      expect(row, type).toMatchObject({
        region: 'uk',
        consent: 1,
        notice_version: privacyNotices.uk.version,
        media_type: cvTypes[type].mediaType,
      });
    }
  });

  it('refuses what is not a CV, by its bytes, before anything is stored, naming the types and the limit', async () => {
    const rule = 'a PDF, Word (DOCX), OpenDocument (ODT) or RTF file of at most 5 MB';
    const cases: [string, UploadFile | undefined, number, string, string][] = [
      [
        'an executable renamed .pdf',
        { name: 'cv.pdf', bytes: sampleExecutable(), type: 'application/pdf' },
        400,
        'cv_wrong_type',
        `Your CV must be ${rule}.`,
      ],
      [
        'a text file named .docx',
        { name: 'cv.docx', bytes: Buffer.from('Plain text, not Word.'), type: cvTypes.docx.mediaType },
        400,
        'cv_wrong_type',
        `Your CV must be ${rule}.`,
      ],
      [
        'a ZIP that is no Word document',
        { name: 'cv.docx', bytes: sampleZip() },
        400,
        'cv_wrong_type',
        `Your CV must be ${rule}.`,
      ],
      [
        'an empty file',
        { name: 'cv.pdf', bytes: new Uint8Array() },
        400,
        'cv_empty',
        `That file is empty. Please attach your CV: ${rule}.`,
      ],
      [
        'a 6 MB PDF',
        { name: 'cv.pdf', bytes: samplePdf({ size: 6 * 1024 * 1024 }) },
        413,
        'cv_too_large',
        `Your CV is larger than 5 MB. Please attach ${rule}.`,
      ],
      ['no file at all', undefined, 400, 'cv_missing', `Please attach your CV: ${rule}.`],
    ];
    for (const [what, cv, status, code, text] of cases) {
      const email = `refused-${code}-${engine}@example.com`;
      const response = await send({ ...application, email }, cv, island());
      expect(response.statusCode, what).toBe(status);
      expect(response.json(), what).toEqual({
        message: 'Some fields are missing or invalid.',
        errors: [{ field: 'cv', code, message: text }],
      });
      expect(await storedFor(email), what).toEqual([]);
    }
  });

  it('refuses invalid fields with the CV, and stores nothing', async () => {
    const email = `fields-${engine}@example.com`;
    const { lastName: _lastName, ...withoutLastName } = application;
    const response = await send(
      { ...withoutLastName, email, privacyAcknowledged: false },
      { name: 'cv.pdf', bytes: samplePdf() },
      island(),
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((e) => e.field);
    expect(fields.sort()).toEqual(['lastName', 'privacyAcknowledged']);
    expect(await storedFor(email)).toEqual([]);
  });

  it('takes a position open in its region, and refuses an unknown or a closed one by name, storing nothing', async () => {
    // Every position the API was given, each region's files' titles open and one closed the day before.
    for (const region of ['in', 'uk'] as const)
      for (const position of positions[region]) {
        const email = `open-${region}-${engine}-${address}@example.com`;
        const answer = await send(
          { ...application, email, position: position.title },
          { name: 'cv.pdf', bytes: samplePdf() },
          island(),
          region,
        );
        expect(answer.statusCode, `${region}: ${position.title}`).toBe(
          position.title === closedTestPosition ? 400 : 201,
        );
      }

    const unknown = await send(
      { ...application, email: `unknown-${engine}@example.com`, position: 'Chief Astronaut' },
      { name: 'cv.pdf', bytes: samplePdf() },
      island(),
    );
    expect(unknown.statusCode).toBe(400);
    const unknownMessage =
      '"Chief Astronaut" is not an open position: choose one of the positions open on the Careers page.';
    expect(unknown.json()).toEqual({
      message: unknownMessage,
      errors: [{ field: 'position', code: 'position_not_open', message: unknownMessage }],
    });

    const closing = positions.uk.find((position) => isOpen(position, new Date()));
    try {
      // A moment after its validThrough: the page built before still offers it; the API does not.
      now = new Date(Date.parse(closing!.validThrough) + 1_000);
      const closed = await send(
        { ...application, email: `closed-${engine}@example.com`, position: closing!.title },
        { name: 'cv.pdf', bytes: samplePdf() },
        island(),
        'uk',
      );
      expect(closed.statusCode).toBe(400);
      expect(closed.json<{ message: string }>().message).toBe(
        `"${closing!.title}" is not an open position: choose one of the positions open on the Careers page.`,
      );
      const noScript = await send(
        { ...application, email: `closed-nojs-${engine}@example.com`, position: closing!.title },
        { name: 'cv.pdf', bytes: samplePdf() },
        browser('/uk/Careers'),
        'uk',
      );
      // Without scripts: the page of its own that names it as closed, nothing typed in the URL.
      expect(noScript.statusCode).toBe(303);
      expect(noScript.headers.location).toBe(`${site}${positionClosedNotSentPage('uk', closing!.slug)}`);
      expect(noScript.headers.location).toBe(
        `${site}/uk/application-not-sent/position-closed/${closing!.slug}`,
      );
      // A title no position has (a tampered post) is a field at fault, as before.
      const unknownNoScript = await send(
        { ...application, email: `unknown-nojs-${engine}@example.com`, position: 'Chief Astronaut' },
        { name: 'cv.pdf', bytes: samplePdf() },
        browser('/uk/Careers'),
        'uk',
      );
      expect(unknownNoScript.headers.location).toBe(
        `${site}${applicationPages.uk.notSent}/invalid-fields?fields=position`,
      );
    } finally {
      now = undefined;
    }
    for (const email of [
      `unknown-${engine}@example.com`,
      `closed-${engine}@example.com`,
      `closed-nojs-${engine}@example.com`,
      `unknown-nojs-${engine}@example.com`,
    ])
      expect(await storedFor(email)).toEqual([]);
  });

  it('without JavaScript: the browser is sent on to the application pages, and nothing typed is in the URL', async () => {
    const email = `nojs-${engine}@example.com`;
    const sent = await send(
      { ...application, email },
      { name: 'cv.pdf', bytes: samplePdf() },
      browser('/uk/Careers'),
      'uk',
    );
    expect(sent.statusCode).toBe(303);
    expect(sent.headers.location).toBe(`${site}${applicationPages.uk.sent}`);
    expect(await storedFor(email)).toHaveLength(1);

    const wrong = await send(
      { ...application, email: `nojs-wrong-${engine}@example.com` },
      { name: 'cv.pdf', bytes: sampleExecutable() },
      browser(),
    );
    expect(wrong.headers.location).toBe(`${site}${applicationPages.in.notSent}/cv-wrong-type`);
    const large = await send(
      { ...application, email: `nojs-large-${engine}@example.com` },
      { name: 'cv.pdf', bytes: samplePdf({ size: defaultCvMaxBytes + 1 }) },
      browser(),
    );
    expect(large.headers.location).toBe(`${site}${applicationPages.in.notSent}/cv-too-large`);
    const invalid = await send(
      { ...application, email: 'not-an-address', firstName: 'Secret-Name-42' },
      { name: 'cv.pdf', bytes: samplePdf() },
      browser(),
    );
    expect(invalid.headers.location).toBe(
      `${site}${applicationPages.in.notSent}/invalid-fields?fields=email`,
    );
    expect(String(invalid.headers.location)).not.toContain('Secret-Name-42');
  });

  it('takes only multipart: JSON is a 415 that says how to send it', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload: JSON.stringify(application),
      headers: humanHeaders(),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'Send the application as multipart/form-data, with the CV as the file "cv".',
    });
  });

  it('refuses a second file as an unreadable request, and stores nothing', async () => {
    const email = `two-files-${engine}@example.com`;
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...application, email }))
      if (value !== false) form.append(name, value === true ? 'on' : value);
    form.append('cv', new Blob([samplePdf()]), 'a.pdf');
    form.append('cv', new Blob([samplePdf()]), 'b.pdf');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const response = await api.app.inject({
      method: 'POST',
      url: apiPaths.jobApplication,
      payload: Buffer.from(await request.arrayBuffer()),
      headers: { ...island(), 'content-type': request.headers.get('content-type')! },
    });
    expect(response.statusCode).toBe(400);
    expect(await storedFor(email)).toEqual([]);
  });
});

describe('uploads count against a limit of their own', () => {
  it('refuses a client its fourth application in the window, while its enquiries go on', async () => {
    const api = await startTestApi('sqlite', {
      uploadRateLimit: { max: 3, windowMs: 3_600_000 },
      rateLimit: { max: 1_000, windowMs: 600_000 },
    });
    try {
      const apply = async (n: number) => {
        const { payload, contentType } = await multipartBody(
          { ...application, email: `limit-${n}@example.com` },
          { name: 'cv.pdf', bytes: samplePdf() },
        );
        return api.app.inject({
          method: 'POST',
          url: apiPaths.jobApplication,
          payload,
          headers: { ...island(), 'content-type': contentType },
          remoteAddress: '203.0.113.9',
        });
      };
      // A refused upload is not counted: it costs no place.
      const refused = await multipartBody(application, { name: 'cv.pdf', bytes: sampleExecutable() });
      const wrongType = await api.app.inject({
        method: 'POST',
        url: apiPaths.jobApplication,
        payload: refused.payload,
        headers: { ...island(), 'content-type': refused.contentType },
        remoteAddress: '203.0.113.9',
      });
      expect(wrongType.statusCode).toBe(400);
      const statuses = [];
      for (let n = 1; n <= 4; n += 1) statuses.push((await apply(n)).statusCode);
      expect(statuses).toEqual([201, 201, 201, 429]);
      const enquiry = await api.app.inject({
        method: 'POST',
        url: apiPaths.contactQuery,
        payload: JSON.stringify(sampleBodies.contact),
        headers: humanHeaders(),
        remoteAddress: '203.0.113.9',
      });
      expect(enquiry.statusCode).toBe(201);
    } finally {
      await api.close();
    }
  });
});
