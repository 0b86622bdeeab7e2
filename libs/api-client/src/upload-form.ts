import { useMutation } from '@tanstack/react-query';
import {
  formPaths,
  noScriptCheckboxValue,
  noScriptFields,
  uploadFields,
  wireHeaders,
  type FormBody,
  type FormKind,
  type SubmissionAccepted,
} from '@agency/contract';
import { ApiRequestError } from './api-request-error.ts';
import { currentAttribution } from './attribution.ts';
import { clientConfig, timeoutMessage } from './client-config.ts';
import { acknowledge, idempotencyKeyFor } from './idempotency-key.ts';
import type { SubmissionContext } from './submission-headers.ts';

/** Told how much of the upload has gone, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/** An upload may take minutes on a slow phone connection; past this the visitor is told. */
const uploadTimeoutMs = 5 * 60 * 1000;

/**
 * A form's body with its file as the browser itself would post the form
 * (docs/api.md): a ticked checkbox "on" and an unticked one left out, a list
 * as repeated names, the honeypot and the region as their inputs, the CV as
 * the file, so one multipart encoding serves the form with and without
 * JavaScript.
 */
export function uploadFormData(
  body: Record<string, unknown>,
  cv: File,
  context: SubmissionContext,
): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (value === true) data.append(name, noScriptCheckboxValue);
    else if (Array.isArray(value)) for (const item of value) data.append(name, String(item));
    else if (value !== false && value !== undefined && value !== null) data.append(name, String(value));
  }
  data.append(noScriptFields.honeypot, context.honeypot);
  data.append(noScriptFields.region, context.region);
  data.append(uploadFields.cv, cv, cv.name);
  return data;
}

function serverMessageOf(text: string): string | undefined {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return typeof body.message === 'string' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Uploads a form with its CV (multipart), reporting progress as it goes:
 * XMLHttpRequest, because fetch reports no upload progress. Resolves with
 * the JSON answer of a 2xx; rejects with an ApiRequestError as postJson does.
 * Attempts at the same content (the same fields and the same file) share an
 * Idempotency-Key until one succeeds.
 */
export function uploadForm<Kind extends FormKind>(
  kind: Kind,
  body: FormBody<Kind>,
  cv: File,
  context: SubmissionContext,
  onProgress: UploadProgress,
): Promise<SubmissionAccepted> {
  const path = formPaths[kind];
  const what = JSON.stringify([body, cv.name, cv.size, cv.lastModified]);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${clientConfig.baseUrl}${path}`);
    request.timeout = uploadTimeoutMs;
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader(wireHeaders.idempotencyKey, idempotencyKeyFor(path, what));
    if (context.token) request.setRequestHeader(wireHeaders.formToken, context.token);
    const attribution = currentAttribution();
    if (attribution) request.setRequestHeader(wireHeaders.attribution, attribution);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const text = request.responseText;
      if (request.status >= 200 && request.status < 300) {
        try {
          const answer = JSON.parse(text) as SubmissionAccepted;
          acknowledge(path, what);
          resolve(answer);
        } catch {
          reject(new ApiRequestError('parse', 'The server sent an answer that could not be read.'));
        }
        return;
      }
      const serverMessage = serverMessageOf(text);
      reject(
        new ApiRequestError('http', serverMessage ?? `HTTP ${request.status}`, request.status, serverMessage),
      );
    };
    request.onerror = () =>
      reject(
        new ApiRequestError(
          'network',
          'The upload did not get through. Please check your connection and try again.',
        ),
      );
    request.ontimeout = () => reject(new ApiRequestError('timeout', timeoutMessage));
    request.send(uploadFormData(body as Record<string, unknown>, cv, context));
  });
}

/** The upload as a TanStack Query mutation: its pending state, for the form's button. */
export function useUploadForm<Kind extends FormKind>(kind: Kind) {
  return useMutation({
    mutationFn: ({
      body,
      cv,
      context,
      onProgress,
    }: {
      body: FormBody<Kind>;
      cv: File;
      context: SubmissionContext;
      onProgress: UploadProgress;
    }) => uploadForm(kind, body, cv, context, onProgress),
  });
}
