import {
  apiPaths,
  formTokenPath,
  formTokenShownParam,
  noScriptCheckboxValue,
  noScriptFields,
  uploadFields,
  wireHeaders,
  type Region,
} from '@agency/contract';
import { samplePdf } from '@agency/document-samples';

/** What a form's script sends besides its body: a fresh form token (shown 5 s ago), the region, an empty honeypot. */
async function formHeaders(publicUrl: string, region: Region): Promise<Record<string, string>> {
  const answer = await fetch(`${publicUrl}${formTokenPath}?${formTokenShownParam}=5000`);
  const { token } = (await answer.json()) as { token: string };
  return {
    [wireHeaders.formToken]: token,
    [wireHeaders.honeypot]: '',
    [wireHeaders.siteRegion]: region,
    [wireHeaders.idempotencyKey]: crypto.randomUUID(),
    accept: 'application/json',
  };
}

async function referenceOf(answer: Response): Promise<string> {
  if (answer.status !== 201) throw new Error(`${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { id: string }).id;
}

/**
 * A job application from India with a PDF CV, sent to the public API as the
 * Careers form sends it: multipart, its honeypot and region as form fields.
 */
export async function sendIndiaApplication(publicUrl: string, fields: Record<string, string | boolean>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    if (value !== false) form.append(name, value === true ? noScriptCheckboxValue : value);
  form.append(noScriptFields.honeypot, '');
  form.append(noScriptFields.region, 'in');
  form.append(
    uploadFields.cv,
    new Blob([Buffer.from(samplePdf())], { type: 'application/pdf' }),
    'priya-nair-cv.pdf',
  );
  return referenceOf(
    await fetch(`${publicUrl}${apiPaths.jobApplication}`, {
      method: 'POST',
      headers: await formHeaders(publicUrl, 'in'),
      body: form,
    }),
  );
}

/** A UK project enquiry, sent as the UK form's script sends it. */
export async function sendUkEnquiry(publicUrl: string, body: Record<string, unknown>) {
  return referenceOf(
    await fetch(`${publicUrl}${apiPaths.ukProjectEnquiry}`, {
      method: 'POST',
      headers: { ...(await formHeaders(publicUrl, 'uk')), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}
