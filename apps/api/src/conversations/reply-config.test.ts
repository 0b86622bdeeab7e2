import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { dkimDnsRecord } from '../notifications/dkim-key.ts';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 })
  .privateKey.export({ type: 'pkcs8', format: 'pem' })
  .toString();

describe('the configuration of replies', () => {
  it('holds a reply 20 s for Undo and a rejection 2 hours, from each region’s brand at MAIL_FROM’s address, unsigned', () => {
    expect(loadConfig({ MAIL_FROM: 'Agency <leads@agency.example>' })).toMatchObject({
      replies: {
        undoSeconds: 20,
        rejectionDelayMinutes: 120,
        from: {
          in: 'Brightpath Digital <leads@agency.example>',
          uk: 'Brightpath Digital UK <leads@agency.example>',
        },
      },
      dkim: undefined,
    });
    expect(
      loadConfig({
        REPLY_UNDO_SECONDS: '5',
        REJECTION_DELAY_MINUTES: '30',
        MAIL_FROM_UK: 'UK desk <uk@agency.example>',
      }).replies,
    ).toMatchObject({
      undoSeconds: 5,
      rejectionDelayMinutes: 30,
      from: { uk: 'UK desk <uk@agency.example>' },
    });
    expect(() => loadConfig({ REPLY_UNDO_SECONDS: '601' })).toThrow(/REPLY_UNDO_SECONDS/);
  });

  it('signs with a DKIM key given inline (line breaks as \\n) or as a file, and publishes its public half', () => {
    const inline = loadConfig({
      DKIM_DOMAIN: 'Agency.example',
      DKIM_SELECTOR: 'inbox2026',
      DKIM_PRIVATE_KEY: pem.replaceAll('\n', '\\n'),
    }).dkim;
    expect(inline).toEqual({ domainName: 'agency.example', keySelector: 'inbox2026', privateKey: pem });
    const dir = mkdtempSync(join(tmpdir(), 'agency-dkim-'));
    try {
      writeFileSync(join(dir, 'dkim.pem'), pem);
      const fromFile = loadConfig({
        DKIM_DOMAIN: 'agency.example',
        DKIM_SELECTOR: 'inbox2026',
        DKIM_PRIVATE_KEY_FILE: join(dir, 'dkim.pem'),
      }).dkim;
      expect(fromFile).toEqual(inline);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const record = dkimDnsRecord(inline!);
    expect(record.name).toBe('inbox2026._domainkey.agency.example');
    expect(record.value).toMatch(/^v=DKIM1; k=rsa; p=MIIBIjAN[A-Za-z0-9+/]+=*$/);
  });

  it('refuses half a DKIM setting, or a key that is not one, in words', () => {
    const refused = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        if (error instanceof ConfigError) return error.message;
        throw error;
      }
      return 'accepted';
    };
    expect(refused({ DKIM_DOMAIN: 'agency.example' })).toBe(
      'Invalid configuration:\n  DKIM_DOMAIN, DKIM_SELECTOR, DKIM_PRIVATE_KEY (or DKIM_PRIVATE_KEY_FILE): set all of them to sign mail, or none',
    );
    expect(refused({ DKIM_DOMAIN: 'agency.example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: 'secret' })).toBe(
      'Invalid configuration:\n  DKIM_PRIVATE_KEY: not a private key in PEM (-----BEGIN PRIVATE KEY----- …)',
    );
    expect(
      refused({
        DKIM_DOMAIN: 'agency.example',
        DKIM_SELECTOR: 's1',
        DKIM_PRIVATE_KEY_FILE: '/nonexistent/dkim.pem',
      }),
    ).toBe('Invalid configuration:\n  DKIM_PRIVATE_KEY_FILE: cannot read /nonexistent/dkim.pem');
    expect(refused({ DKIM_DOMAIN: 'agency example', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY: pem })).toMatch(
      /DKIM_DOMAIN: must be a domain/,
    );
  });
});
