import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('INBOUND_* settings', () => {
  it('reads the mailbox URL: escapes decoded, the scheme’s port, INBOX unless a folder is named', () => {
    const config = loadConfig({
      REPLY_MAILBOX: 'replies@agency.example',
      INBOUND_IMAP_URL: 'imaps://replies%40agency.example:p%2Fss@imap.example.com/Visitors%20answers',
      INBOUND_AFTER_FILING: 'move:Filed',
      INBOUND_AUTHSERV_ID: 'MX.Agency.Example',
    });
    expect(config.inbound).toMatchObject({
      account: {
        host: 'imap.example.com',
        port: 993,
        secure: true,
        user: 'replies@agency.example',
        password: 'p/ss',
        mailbox: 'Visitors answers',
      },
      afterFiling: { kind: 'move', folder: 'Filed' },
      authservId: 'mx.agency.example',
      pollMs: 60_000,
      alertMs: 30 * 60_000,
    });
    expect(
      loadConfig({ REPLY_MAILBOX: 'r@a.example', INBOUND_IMAP_URL: 'imap://u:p@10.0.0.5' }).inbound?.account,
    ).toMatchObject({
      port: 143,
      secure: false,
      mailbox: 'INBOX',
    });
    expect(loadConfig({}).inbound).toBeUndefined();
  });

  it('refuses a mailbox it could not use, saying why', () => {
    const problem = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
      }
      return 'accepted';
    };
    expect(problem({ INBOUND_IMAP_URL: 'imaps://u:p@host' })).toContain(
      'REPLY_MAILBOX: must be set when INBOUND_IMAP_URL is',
    );
    expect(problem({ REPLY_MAILBOX: 'r@a.example', INBOUND_IMAP_URL: 'imaps://u@host' })).toContain(
      'INBOUND_IMAP_URL: must carry a password',
    );
    expect(problem({ REPLY_MAILBOX: 'r@a.example', INBOUND_IMAP_URL: 'pop3://u:p@host' })).toContain(
      'INBOUND_IMAP_URL: must be an imaps:// or imap:// URL',
    );
    expect(
      problem({
        REPLY_MAILBOX: 'r@a.example',
        INBOUND_IMAP_URL: 'imaps://u@host',
        INBOUND_OAUTH_TOKEN_URL: 'https://t.example/token',
      }),
    ).toContain('INBOUND_OAUTH_CLIENT_ID: must be set');
    expect(
      problem({
        REPLY_MAILBOX: 'r@a.example',
        INBOUND_IMAP_URL: 'imaps://u@host',
        INBOUND_OAUTH_TOKEN_FILE: '/run/token',
      }),
    ).toBe('accepted');
  });
});
