import { useEffect } from 'react';
import { formTokenPath } from '@agency/contract';
import { clientConfig } from './client-config.ts';

/**
 * Asks the API for a form token: the answer sets the XSRF-TOKEN cookie that
 * postJson sends back as X-XSRF-TOKEN. A failure is ignored on purpose: the
 * submission itself then tells the visitor what went wrong.
 */
export async function requestFormToken(): Promise<void> {
  try {
    const response = await fetch(`${clientConfig.baseUrl}${formTokenPath}`, {
      method: 'GET',
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(clientConfig.timeoutMs),
    });
    // The cookie is all we need, but an unread body keeps the request open
    // until the time-out aborts it.
    await response.text();
  } catch {
    // Offline or blocked: nothing to do until the visitor submits.
  }
}

/** Fetches a fresh form token when a form mounts (in the browser only). */
export function useFormToken(): void {
  useEffect(() => {
    void requestFormToken();
  }, []);
}
