import { noScriptFields, uploadFields } from '@agency/contract';

export interface UploadFile {
  name: string;
  bytes: Uint8Array;
  /** What the browser declares; the API never believes it. */
  type?: string;
}

/**
 * A multipart/form-data body as a browser builds it from a form: the fields
 * in order (a boolean true as the ticked checkbox's "on", false left out),
 * the honeypot left empty and the site's region, and the CV as the file.
 */
export async function multipartBody(
  fields: Record<string, string | boolean>,
  cv: UploadFile | undefined,
  extra: { region?: string; honeypot?: string } = {},
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === true) form.append(name, 'on');
    else if (value !== false) form.append(name, value);
  }
  form.append(noScriptFields.honeypot, extra.honeypot ?? '');
  form.append(noScriptFields.region, extra.region ?? 'in');
  if (cv)
    form.append(
      uploadFields.cv,
      new Blob([cv.bytes], { type: cv.type ?? 'application/octet-stream' }),
      cv.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}
