import { createServer, type Server } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImapReader } from './imap-reader.ts';
import { MailboxHealth } from './inbound-health.ts';
import { imapAccount, type OAuthSettings } from './inbound-settings.ts';
import { createTestDatabase, type TestDatabase } from '../test-support/test-api.ts';
import { startImapServer, type ImapTestServer } from '@agency/test-receivers';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * An OAuth2 provider of its own: a token endpoint that grants access tokens
 * for a refresh token or the client's credentials, and the introspection
 * endpoint (RFC 7662) Dovecot asks whether a token is good.
 */
async function startProvider() {
  const live = new Set<string>();
  const grants: Record<string, string>[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      response.setHeader('content-type', 'application/json');
      if (request.url === '/token') {
        grants.push(form);
        const good =
          form.client_id === 'agency-inbox' &&
          ((form.grant_type === 'refresh_token' && form.refresh_token === 'refresh-1') ||
            (form.grant_type === 'client_credentials' && form.client_secret === 'client-secret'));
        if (!good) return response.writeHead(400).end(JSON.stringify({ error: 'invalid_grant' }));
        const token = `access-${grants.length}`;
        live.add(token);
        return response.end(JSON.stringify({ access_token: token, token_type: 'Bearer', expires_in: 3600 }));
      }
      // Introspection: Dovecot posts the token it was given.
      response.end(
        JSON.stringify(
          live.has(form.token ?? '') ? { active: 'true', username: 'replies' } : { active: 'false' },
        ),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return { origin, live, grants, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe('a mailbox reached with OAuth2 instead of a password', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let imap: ImapTestServer;
  let database: TestDatabase;
  const dir = mkdtempSync(join(tmpdir(), 'agency-oauth-'));
  beforeAll(async () => {
    provider = await startProvider();
    [imap, database] = await Promise.all([
      startImapServer({ oauthIntrospectionUrl: `${provider.origin}/introspect` }),
      createTestDatabase('sqlite'),
    ]);
  });
  afterAll(async () => {
    await imap?.stop();
    await provider?.close();
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  const readWith = async (oauth: OAuthSettings) => {
    const reader = createImapReader({
      settings: {
        account: { ...imapAccount(`imap://replies@127.0.0.1:${imap.port}/`) },
        oauth,
        replyMailbox: 'replies@agency.example',
        pollMs: 60_000,
        afterFiling: { kind: 'delete' },
        authservId: undefined,
        alertMs: 60_000,
        timeoutMs: 5_000,
        maxBytes: 1024 * 1024,
        attachmentsMax: 10,
      },
      filing: {
        db: database.db,
        replyMailbox: 'replies@agency.example',
        authservId: undefined,
        cvMaxBytes: 1024,
      },
      health: new MailboxHealth(60_000, quiet),
      log: quiet,
    });
    try {
      return await reader.runOnce();
    } finally {
      await reader.stop();
    }
  };
  const grant = {
    kind: 'grant',
    tokenUrl: '',
    clientId: 'agency-inbox',
    clientSecret: undefined,
    scope: undefined,
  } as const;

  it('gets an access token from the provider with the refresh token, and signs in with it', async () => {
    expect(
      await readWith({ ...grant, tokenUrl: `${provider.origin}/token`, refreshToken: 'refresh-1' }),
    ).toMatchObject({ left: 0 });
    expect(provider.grants.at(-1)).toEqual({
      client_id: 'agency-inbox',
      grant_type: 'refresh_token',
      refresh_token: 'refresh-1',
    });
  });

  it('uses the client’s own credentials where there is no refresh token (Microsoft 365 app-only)', async () => {
    const settings = {
      ...grant,
      tokenUrl: `${provider.origin}/token`,
      refreshToken: undefined,
      clientSecret: 'client-secret',
      scope: 'https://outlook.office365.com/.default',
    };
    expect(await readWith(settings)).toMatchObject({ left: 0 });
    expect(provider.grants.at(-1)).toMatchObject({
      grant_type: 'client_credentials',
      scope: 'https://outlook.office365.com/.default',
    });
  });

  it('reads the token from INBOUND_OAUTH_TOKEN_FILE, and is refused with one the provider does not know', async () => {
    const file = join(dir, 'token');
    provider.live.add('from-the-refresher');
    writeFileSync(file, 'from-the-refresher\n');
    expect(await readWith({ kind: 'file', path: file })).toMatchObject({ left: 0 });
    writeFileSync(file, 'revoked');
    await expect(readWith({ kind: 'file', path: file })).rejects.toMatchObject({
      authenticationFailed: true,
    });
    await expect(
      readWith({ ...grant, tokenUrl: `${provider.origin}/token`, refreshToken: 'stolen' }),
    ).rejects.toThrow('the OAuth2 token endpoint answered 400: invalid_grant');
  });
});
