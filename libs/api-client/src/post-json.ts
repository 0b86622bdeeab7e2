import { ApiRequestError } from './api-request-error.ts';
import { clientConfig, timeoutMessage } from './client-config.ts';
import { acknowledge, idempotencyKeyFor } from './idempotency-key.ts';
import { wireHeaders } from '@agency/contract';

function serverMessageOf(body: unknown): string | undefined {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return undefined;
}

/**
 * POSTs a JSON body and resolves with the JSON answer for a 2xx status.
 * Rejects with an ApiRequestError that says what went wrong. Attempts at the
 * same content share an Idempotency-Key until one succeeds (idempotencyKeyFor).
 */
export async function postJson<T>(
  path: string,
  body: unknown,
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  const json = JSON.stringify(body);
  const headers: Record<string, string> = {
    ...extraHeaders,
    'Content-Type': 'application/json',
    Accept: 'application/json',
    [wireHeaders.idempotencyKey]: idempotencyKeyFor(path, json),
  };

  let response: Response;
  try {
    response = await fetch(`${clientConfig.baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: json,
      signal: AbortSignal.timeout(clientConfig.timeoutMs),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiRequestError('timeout', timeoutMessage);
    }
    throw new ApiRequestError('network', error instanceof Error ? error.message : String(error));
  }

  let parsed: unknown;
  const text = await response.text();
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    if (response.ok) throw new ApiRequestError('parse', 'The server sent an answer that could not be read.');
  }
  if (!response.ok) {
    const serverMessage = serverMessageOf(parsed);
    throw new ApiRequestError(
      'http',
      serverMessage ?? `HTTP ${response.status}`,
      response.status,
      serverMessage,
    );
  }
  acknowledge(path, json);
  return parsed as T;
}
