import { readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { applicationPages, cvMessages, defaultCvMaxBytes, type Region } from '@agency/contract';
import { sampleDocx, sampleExecutable, samplePdf } from '@agency/document-samples';
import { storedSubmissionsFor } from '../../support/database.ts';
import { runLeadsCli } from '../../support/leads-cli.ts';
import { uniqueStamp, watchUrls } from '../../support/request-watch.ts';

const messages = cvMessages(defaultCvMaxBytes);
const applicationPath = '/api/careers/application';

export interface CareersPage {
  /** The Careers page of a tree. */
  path: string;
  region: Region;
}

async function fillApplication(page: Page, email: string): Promise<Locator> {
  const form = page.getByRole('form', { name: 'Job application' });
  await form.getByLabel('First name', { exact: true }).fill('Priya');
  await form.getByLabel('Last name', { exact: true }).fill('Candidate');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Phone (optional)').fill('98765 43212');
  await form.getByRole('radio', { name: 'Web Development' }).check();
  await form.getByLabel('Cover note (optional)').fill('Five years of React and Node.');
  await form.getByRole('checkbox', { name: /I have read the candidate privacy notice/ }).check();
  return form;
}

/** The CV the CLI writes out for a stored application, as bytes. */
async function cvWrittenOut(id: string): Promise<Buffer> {
  const out = join(tmpdir(), `cv-${uniqueStamp()}.bin`);
  try {
    const result = await runLeadsCli(['cv', id, '--out', out]);
    expect(result.code, result.stderr).toBe(0);
    return readFileSync(out);
  } finally {
    rmSync(out, { force: true });
  }
}

/**
 * The Careers page's job application, in one tree: sent with its CV with
 * scripts (checked, then uploaded with its progress shown) and without
 * (the browser's own multipart post), refused clearly when the file is not
 * a CV, and stored with the CV byte for byte.
 */
export function jobApplicationTests({ path, region }: CareersPage) {
  const sentPage = applicationPages[region].sent;

  test.describe('with JavaScript', () => {
    for (const [type, bytes, name] of [
      ['PDF', samplePdf({ size: 1_500_000 }), 'Priya Candidate CV.pdf'],
      ['DOCX', sampleDocx({ size: 1_500_000 }), 'priya-cv.docx'],
    ] as const) {
      test(`${path}: an application with a ${type} CV shows its upload's progress, is stored, and its CV comes back byte for byte`, async ({
        page,
      }) => {
        const email = `apply-${type.toLowerCase()}-${uniqueStamp()}@example.com`;
        await page.goto(path);
        const form = await fillApplication(page, email);
        await form
          .getByLabel('CV', { exact: true })
          .setInputFiles({ name, mimeType: '', buffer: Buffer.from(bytes) });
        // A phone's upload: about 2 s for the CV, so its progress can be seen.
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Network.emulateNetworkConditions', {
          offline: false,
          latency: 40,
          downloadThroughput: 1_000_000,
          uploadThroughput: 750_000,
        });
        const answered = page.waitForResponse(
          (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === applicationPath,
        );
        await form.getByRole('button', { name: 'Send application' }).click();
        const button = form.getByRole('button', { name: /^Uploading… \d+%$/ });
        await expect(button).toBeDisabled();
        await expect(form.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
        expect((await answered).status()).toBe(201);
        const status = form.getByRole('status');
        await expect(status).toHaveText(
          /^Thank you! We have received your application and your CV\. .* Your reference is [\w-]+\.$/,
        );
        await expect(form.getByRole('button', { name: 'Send application' })).toBeEnabled();
        await expect(form.getByLabel('First name', { exact: true })).toHaveValue('');
        await expect(form.getByLabel('CV', { exact: true })).toHaveValue('');

        const reference = /Your reference is ([\w-]+)\./.exec((await status.textContent()) ?? '')?.[1] ?? '';
        const [lead, ...more] = storedSubmissionsFor(email);
        expect(more).toEqual([]);
        expect(lead).toMatchObject({
          id: reference,
          form: 'job-application',
          region,
          spam: 0,
          notificationQueued: true,
        });
        expect(Buffer.compare(await cvWrittenOut(reference), Buffer.from(bytes))).toBe(0);
      });
    }

    test(`${path}: what is not a CV is refused in the page with its reason, and nothing is sent`, async ({
      page,
    }) => {
      const email = `refused-${uniqueStamp()}@example.com`;
      const posts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST') posts.push(r.url());
      });
      await page.goto(path);
      const form = await fillApplication(page, email);
      const cv = form.getByLabel('CV', { exact: true });
      for (const [file, message] of [
        [
          { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(sampleExecutable()) },
          messages.wrongType,
        ],
        [
          {
            name: 'cv.pdf',
            mimeType: 'application/pdf',
            buffer: Buffer.from(samplePdf({ size: 6 * 1024 * 1024 })),
          },
          messages.tooLarge,
        ],
        [{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }, messages.empty],
        [
          { name: 'cv.docx', mimeType: '', buffer: Buffer.from('A text file, not a Word document.') },
          messages.wrongType,
        ],
      ] as const) {
        await cv.setInputFiles(file);
        await form.getByRole('button', { name: 'Send application' }).click();
        await expect(form.getByText(message, { exact: true })).toBeVisible();
        await expect(cv).toBeFocused();
      }
      expect(posts).toEqual([]);
      expect(storedSubmissionsFor(email)).toEqual([]);
    });
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test(`${path}: the browser posts the application with its CV and lands on the confirmation page, nothing typed in a URL`, async ({
      page,
    }) => {
      const urls = watchUrls(page);
      const email = `apply-nojs-${uniqueStamp()}@example.com`;
      await page.goto(path);
      const form = await fillApplication(page, email);
      const pdf = samplePdf({ size: 400_000 });
      await form
        .getByLabel('CV', { exact: true })
        .setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
      await form.getByRole('button', { name: 'Send application' }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Thank you: we have your application' }),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(sentPage);
      const [lead] = storedSubmissionsFor(email);
      expect(lead).toMatchObject({ form: 'job-application', region, spam: 0, notificationQueued: true });
      expect(Buffer.compare(await cvWrittenOut(lead!.id), Buffer.from(pdf))).toBe(0);
      for (const value of [email, 'Priya', 'Five years'])
        expect(urls.filter((u) => u.includes(value))).toEqual([]);
    });

    for (const [what, file, heading] of [
      [
        'an executable renamed .pdf',
        { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(sampleExecutable()) },
        'Your application was not sent: the CV is not a document we take',
      ],
      [
        'a 6 MB PDF',
        {
          name: 'cv.pdf',
          mimeType: 'application/pdf',
          buffer: Buffer.from(samplePdf({ size: 6 * 1024 * 1024 })),
        },
        'Your application was not sent: the CV is too large',
      ],
      [
        'an empty file',
        { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) },
        'Your application was not sent: the CV file is empty',
      ],
      [
        'a text file named .docx',
        { name: 'cv.docx', mimeType: '', buffer: Buffer.from('Not a Word document.') },
        'Your application was not sent: the CV is not a document we take',
      ],
    ] as const) {
      test(`${path}: ${what} is refused on a page that names the types and the limit, and nothing is stored`, async ({
        page,
      }) => {
        const email = `refused-nojs-${uniqueStamp()}@example.com`;
        await page.goto(path);
        const form = await fillApplication(page, email);
        await form.getByLabel('CV', { exact: true }).setInputFiles(file);
        await form.getByRole('button', { name: 'Send application' }).click();
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(
          page.getByText(/We take a PDF, Word \(DOCX\), OpenDocument \(ODT\) or RTF file of at most 5 MB\./),
        ).toBeVisible();
        expect(storedSubmissionsFor(email)).toEqual([]);
      });
    }
  });
}
