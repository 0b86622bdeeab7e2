import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { ConfigError, defaultMaxConnections, loadConfig } from './config.ts';

describe('configuration', () => {
  it('has working defaults: SQLite in ./data, limit 5 per 10 minutes, no SMTP', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 4000,
      databaseUrl: undefined,
      rateLimit: { max: 5, windowMs: 600_000 },
      smtpUrl: undefined,
      siteOrigins: [],
      mail: { to: { in: 'leads@example.com', uk: 'leads@example.com' } },
      headersTimeoutMs: 5_000,
      connectionLimits: { maxPerClient: 256 },
    });
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.connectionLimits.maxConnections).toBe(defaultMaxConnections());
  });

  it('caps connections below the open-file limit by default, and headers within the request time-out', () => {
    const dir = mkdtempSync(join(tmpdir(), 'agency-limits-'));
    const limits = (soft: string) => {
      const file = join(dir, soft);
      writeFileSync(
        file,
        `Limit                     Soft Limit           Hard Limit           Units\nMax open files            ${soft}                ${soft}                files\n`,
      );
      return file;
    };
    expect(defaultMaxConnections(limits('1024'))).toBe(819);
    expect(defaultMaxConnections(limits('20000'))).toBe(10_000);
    expect(defaultMaxConnections(limits('50'))).toBe(64);
    expect(defaultMaxConnections(join(dir, 'missing'))).toBe(800);
    rmSync(dir, { recursive: true, force: true });
    expect(
      loadConfig({
        MAX_CONNECTIONS: '500',
        MAX_CONNECTIONS_PER_CLIENT: '20',
        REQUEST_TIMEOUT_MS: '3000',
        HEADERS_TIMEOUT_MS: '9000',
      }),
    ).toMatchObject({ connectionLimits: { maxConnections: 500, maxPerClient: 20 }, headersTimeoutMs: 3_000 });
  });

  it('reads lists and per-region recipients', () => {
    const config = loadConfig({
      SITE_ORIGINS: 'https://agency.example/, https://uk.agency.example',
      TRUST_PROXY: '10.0.0.1,10.1.0.0/16',
      MAIL_TO: 'all@agency.example',
      MAIL_TO_UK: 'uk@agency.example',
      DATABASE_URL: 'postgresql://app@db.internal:5432/agency',
    });
    expect(config.siteOrigins).toEqual(['https://agency.example', 'https://uk.agency.example']);
    expect(config.trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(config.mail.to).toEqual({ in: 'all@agency.example', uk: 'uk@agency.example' });
    expect(config.databaseUrl).toBe('postgresql://app@db.internal:5432/agency');
  });

  it('names every bad setting in one readable error', () => {
    const bad = () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SITE_ORIGINS: 'not a url',
        SMTP_URL: 'http://x',
      });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(
      /^Invalid configuration:\n {2}PORT: .+\n {2}DATABASE_URL: .+\n {2}SITE_ORIGINS.*\n {2}SMTP_URL: must be an smtp/,
    );
  });

  it('stops the server at start with that message and exit code 1', async () => {
    const result = await promisify(execFile)(process.execPath, [join(import.meta.dirname, 'start.ts')], {
      env: { ...process.env, PORT: '99999', API_ONLY: '1' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(result).toMatchObject({ code: 1 });
    expect((result as { stderr: string }).stderr).toMatch(/^Invalid configuration:\n {2}PORT: /);
  });
});
