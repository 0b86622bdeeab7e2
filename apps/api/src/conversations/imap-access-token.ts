import { readFile } from 'node:fs/promises';
import type { OAuthSettings } from './inbound-settings.ts';

/** An OAuth2 access token for the mailbox (Google Workspace, Microsoft 365), fresh at each connection. */
export interface AccessTokenSource {
  token(): Promise<string>;
  /** The server refused the token: the next connection gets a new one. */
  invalidate(): void;
}

/** A token is renewed this long before the provider says it expires. */
const renewBeforeMs = 60_000;

/**
 * Where the access token comes from:
 * - `file`: read at every connection from INBOUND_OAUTH_TOKEN_FILE, which a
 *   refresher outside the server keeps current (a secret store's agent, a
 *   timer job);
 * - `grant`: asked of the provider's token endpoint (RFC 6749) with the
 *   refresh token (section 6), or with the client's own credentials (section
 *   4.4, Microsoft 365's app-only access) when there is none; kept until a
 *   minute before it expires. A refresh token the provider rotates is used
 *   from memory until the process ends.
 * Hand-written: one form POST and a JSON answer (docs/deployment.md says why).
 */
export function accessTokenSource(settings: OAuthSettings, timeoutMs: number): AccessTokenSource {
  if (settings.kind === 'file')
    return {
      async token() {
        const token = (await readFile(settings.path, 'utf8')).trim();
        if (!token) throw new Error('INBOUND_OAUTH_TOKEN_FILE is empty');
        return token;
      },
      invalidate() {},
    };
  let cached: { token: string; until: number } | undefined;
  let refreshToken = settings.refreshToken;
  return {
    async token() {
      if (cached && Date.now() < cached.until) return cached.token;
      const form = new URLSearchParams({ client_id: settings.clientId });
      form.set('grant_type', refreshToken ? 'refresh_token' : 'client_credentials');
      if (refreshToken) form.set('refresh_token', refreshToken);
      if (settings.clientSecret) form.set('client_secret', settings.clientSecret);
      if (settings.scope) form.set('scope', settings.scope);
      const response = await fetch(settings.tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = (await response.json().catch(() => ({}))) as {
        access_token?: unknown;
        expires_in?: unknown;
        refresh_token?: unknown;
        error?: unknown;
      };
      if (!response.ok || typeof answer.access_token !== 'string')
        // The error code alone (RFC 6749 5.2): its description may quote the account.
        throw new Error(
          `the OAuth2 token endpoint answered ${response.status}${typeof answer.error === 'string' ? `: ${answer.error.slice(0, 60)}` : ''}`,
        );
      if (typeof answer.refresh_token === 'string') refreshToken = answer.refresh_token;
      const lifeMs = (typeof answer.expires_in === 'number' ? answer.expires_in : 3600) * 1000;
      cached = { token: answer.access_token, until: Date.now() + Math.max(0, lifeMs - renewBeforeMs) };
      return cached.token;
    },
    invalidate() {
      cached = undefined;
    },
  };
}
