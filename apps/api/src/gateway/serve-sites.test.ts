import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedPositionMarker } from '@agency/contract';
import { serveSites } from './serve-sites.ts';

function writeSite(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, name)), { recursive: true });
    writeFileSync(join(root, name), text);
  }
}

describe('serveSites', () => {
  const base = mkdtempSync(join(tmpdir(), 'agency-sites-'));
  const app = Fastify();
  beforeAll(async () => {
    writeSite(join(base, 'in'), {
      'index.html': 'IN home',
      '404.html': 'IN 404',
      'ContactUs.html': 'IN contact',
      'services/Temporary-Contract Staffing.html': 'IN temp',
      'assets/index-abc.js': 'js',
      '.vite/manifest.json': '{}',
      'position-closed.html': 'IN closed',
      'positions-closed.txt': '/Careers/old-role\n',
      // nginx's marker of the same closed position (deploy/nginx/site-in.locations.template).
      [`Careers/old-role${closedPositionMarker}`]: '',
    });
    // What the build writes beside each text file (tools/prerender/precompress.ts).
    const page = 'IN contact';
    writeFileSync(join(base, 'in', 'ContactUs.html.br'), brotliCompressSync(page));
    writeFileSync(join(base, 'in', 'ContactUs.html.gz'), gzipSync(page));
    writeFileSync(join(base, 'in', '404.html.br'), brotliCompressSync('IN 404'));
    writeSite(join(base, 'uk'), {
      'index.html': 'UK home',
      '404.html': 'UK 404',
      'ContactUs.html': 'UK contact',
      'position-closed.html': 'UK closed',
      'positions-closed.txt': '/uk/Careers/old-uk-role\n',
    });
    await serveSites(app, { india: join(base, 'in'), uk: join(base, 'uk') });
  });
  afterAll(async () => {
    await app.close();
    rmSync(base, { recursive: true, force: true });
  });

  const get = async (url: string) => {
    const r = await app.inject({ method: 'GET', url });
    return [r.statusCode, r.body] as const;
  };

  it('serves each route path from its HTML file, case-exactly', async () => {
    expect(await get('/')).toEqual([200, 'IN home']);
    expect(await get('/ContactUs')).toEqual([200, 'IN contact']);
    expect(await get('/services/Temporary-Contract%20Staffing')).toEqual([200, 'IN temp']);
    expect(await get('/uk')).toEqual([200, 'UK home']);
    expect(await get('/uk/')).toEqual([200, 'UK home']);
    expect(await get('/uk/ContactUs?ref=x')).toEqual([200, 'UK contact']);
    expect(await get('/contactus')).toEqual([404, 'IN 404']);
  });

  it('sends the precompressed copy the browser accepts, and the file itself to one that accepts none', async () => {
    const ask = (encoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/ContactUs',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const brotli = await ask('gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/^text\/html/);
    expect(brotli.rawPayload).toEqual(brotliCompressSync('IN contact'));
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload).toEqual(gzipSync('IN contact'));
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('IN contact');
    const missing = await app.inject({ method: 'GET', url: '/nope', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBe('br');
  });

  it("answers a position the build found closed with 410 and its region's closed page, nothing else", async () => {
    expect(await get('/Careers/old-role')).toEqual([410, 'IN closed']);
    expect(await get('/uk/Careers/old-uk-role')).toEqual([410, 'UK closed']);
    // Each tree's closed positions are its own.
    expect(await get('/uk/Careers/old-role')).toEqual([404, 'UK 404']);
    expect(await get('/Careers/old-uk-role')).toEqual([404, 'IN 404']);
    // nginx's marker is no file of the site's, as nginx answers it too.
    expect(await get(`/Careers/old-role${closedPositionMarker}`)).toEqual([404, 'IN 404']);
  });

  it("answers anything else with the region's 404 page", async () => {
    expect(await get('/ContactUs.html')).toEqual([404, 'IN 404']);
    expect(await get('/uk/nope')).toEqual([404, 'UK 404']);
    expect(await get('/.vite/manifest.json')).toEqual([404, 'IN 404']);
    expect(await get('/%2e%2e/%2e%2e/etc/passwd')).toEqual([404, 'IN 404']);
  });

  it('serves a precompressed copy only as an encoding of its file, never by its own name', async () => {
    for (const url of ['/ContactUs.html.br', '/ContactUs.html.gz', '/404.html.br']) {
      const answer = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
      expect([answer.statusCode, answer.body], url).toEqual([404, 'IN 404']);
    }
  });

  it('answers a malformed URL with 400', async () => {
    expect((await get('/%E0%A4%A'))[0]).toBe(400);
  });

  it('caches hashed assets for a year and HTML not at all without revalidation', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const html = await app.inject({ method: 'GET', url: '/' });
    expect(html.headers['cache-control']).toBe('no-cache');
  });
});
