import type { StaffApiError } from '@agency/staff-contract';

/** An answer of the staff API other than 2xx: its status and the API's own message. */
export class StaffApiFailure extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
    this.name = 'StaffApiFailure';
  }
}

/**
 * Calls the staff API on this origin. The session cookie is HttpOnly and
 * SameSite=Strict, so `same-origin` credentials carry it and nothing else
 * can; the browser adds the Origin and Fetch Metadata the API checks.
 * Anything a person typed goes in a JSON body, never in the URL.
 */
export async function staffFetch<T>(
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(path, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as StaffApiError | null;
    throw new StaffApiFailure(response.status, answer?.message ?? `The inbox answered ${response.status}.`);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A POST whose answer is a file (an export): the same checks as staffFetch, the body as a Blob. */
export async function staffFetchFile(path: string, body: unknown): Promise<Blob> {
  const response = await fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as StaffApiError | null;
    throw new StaffApiFailure(response.status, answer?.message ?? `The inbox answered ${response.status}.`);
  }
  return response.blob();
}
