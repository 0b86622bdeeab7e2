import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@agency/contract';
import { serveSites } from '../gateway/serve-sites.ts';
import type { FastifyInstance } from 'fastify';
import { buildApiApp, createFastify } from '../app.ts';
import { securityHeaders } from './security-headers.ts';
import {
  createTestDatabase,
  humanHeaders,
  testFormTokenSecret,
  type TestDatabase,
} from '../test-support/test-api.ts';

const common = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy':
    'accelerometer=(), autoplay=(), browsing-topics=(), camera=(), display-capture=(), encrypted-media=(), fullscreen=(), geolocation=(), gyroscope=(), hid=(), idle-detection=(), magnetometer=(), microphone=(), midi=(), payment=(), picture-in-picture=(), publickey-credentials-get=(), screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  let app: FastifyInstance;
  let database: TestDatabase;
  const sites = mkdtempSync(join(tmpdir(), 'agency-sites-'));
  const inline = 'console.log("hi")';
  beforeAll(async () => {
    for (const region of ['in', 'uk']) {
      mkdirSync(join(sites, region, 'assets'), { recursive: true });
      writeFileSync(
        join(sites, region, 'index.html'),
        `<html><script>${inline}</script><script src="/assets/a.js"></script></html>`,
      );
      writeFileSync(join(sites, region, '404.html'), 'not found');
      writeFileSync(join(sites, region, 'assets/a-1.js'), '1');
    }
    database = await createTestDatabase('sqlite');
    app = buildApiApp(createFastify('silent'), {
      db: database.db,
      formTokenSecret: testFormTokenSecret,
      rateLimit: { max: 1, windowMs: 600_000 },
    });
    // A bug on our side, to see the 500 answer's headers.
    app.get('/api/test-failure', async () => {
      throw new Error('boom');
    });
    await serveSites(app, { india: join(sites, 'in'), uk: join(sites, 'uk') });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    rmSync(sites, { recursive: true, force: true });
  });

  it('are on every API answer, errors included: strict CSP, no-store, nosniff, HSTS, no X-Powered-By', async () => {
    const post = (payload: string, headers = humanHeaders()) =>
      app.inject({ method: 'POST', url: apiPaths.contactQuery, payload, headers });
    const lead = JSON.stringify({ username: 'A', email: 'a@example.com', phone: '1', message: 'm' });
    const answers = {
      201: await post(lead),
      // The limit is 1: the second valid submission is over it.
      429: await post(lead),
      400: await app.inject({
        method: 'POST',
        url: apiPaths.proposal,
        payload: '{',
        headers: humanHeaders(),
      }),
      413: await app.inject({
        method: 'POST',
        url: apiPaths.proposal,
        payload: `"${'x'.repeat(40_000)}"`,
        headers: humanHeaders(),
      }),
      415: await post('x', { 'content-type': 'text/plain' }),
      404: await app.inject('/api/nothing'),
      500: await app.inject('/api/test-failure'),
    };
    for (const [status, response] of Object.entries(answers)) {
      expect(response.statusCode).toBe(Number(status));
      expect(response.headers['content-security-policy'], status).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['cache-control'], status).toBe('no-store');
      expect(response.headers, status).toMatchObject(common);
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
    expect(answers[500].json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });
  });

  it('on the sites: CSP without unsafe-inline scripts (hashes instead), framing and form posts locked down', async () => {
    for (const url of ['/', '/uk/', '/nope', '/assets/a-1.js']) {
      const response = await app.inject(url);
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src')) ?? '';
      expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(scriptSrc).toContain("'sha256-");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers).toMatchObject(common);
    }
    expect((await app.inject('/')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/assets/a-1.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('are the ones the nginx configuration sends, name for name and value for value', () => {
    const conf = readFileSync(
      join(import.meta.dirname, '../../../../deploy/nginx/security-headers.conf'),
      'utf8',
    );
    const nginx = Object.fromEntries(
      [...conf.matchAll(/^add_header ([\w-]+) "([^"]*)" always;$/gm)].map(([, name, value]) => [
        String(name).toLowerCase(),
        value,
      ]),
    );
    expect(nginx).toEqual(securityHeaders);
    expect(securityHeaders).toEqual(common);
  });
});
