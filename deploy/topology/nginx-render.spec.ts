import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { closedPositionMarker, positionClosedPages } from '@agency/contract';
import { siteContentSecurityPolicy } from '@agency/api/serve-sites';
import { securityHeaders } from '@agency/api/security-headers';
import { inlineScriptHashes, nginxLayoutFile, writeNginxConf } from '../render-nginx-conf.ts';
import { visitorClient } from './http-client.ts';
import { startNginx } from './nginx-server.ts';
import { until } from '@agency/api/test-kit/until';
import { freePort } from '@agency/test-receivers';

const dir = mkdtempSync(join(tmpdir(), 'agency-nginx-render-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('serves a policy longer than the 4 KiB nginx allows in one config token, whole, and a .br copy by its name as a 404 with every security header', async () => {
  // A site grows a JSON-LD block per page; 120 of them make a ~7 KiB policy.
  const sites = { in: join(dir, 'in'), uk: join(dir, 'uk') };
  for (const [region, root] of Object.entries(sites)) {
    mkdirSync(root, { recursive: true });
    const scripts = Array.from({ length: 120 }, (_, i) => `<script>window.n = "${region}${i}";</script>`);
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>x</title>${scripts.join('')}`);
    writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title>');
    writeFileSync(join(root, 'index.html.br'), brotliCompressSync('x'));
  }
  const port = await freePort();
  const conf = writeNginxConf(join(dir, 'conf'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    siteInRoot: sites.in,
    siteUkRoot: sites.uk,
    apiServers: ['127.0.0.1:9'],
  });
  const nginx = await startNginx(join(dir, 'nginx'), conf, port, '/');
  const client = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
  try {
    for (const [path, root] of [
      ['/', sites.in],
      ['/uk/', sites.uk],
      ['/uk/nope', sites.uk],
    ] as const) {
      const expected = siteContentSecurityPolicy(inlineScriptHashes(root));
      expect(expected.length).toBeGreaterThan(6_000);
      expect((await client.request(path)).headers['content-security-policy']).toBe(expected);
    }
    // A precompressed copy is no file of its own; every answer has the gateway's headers.
    for (const path of ['/index.html.br', '/uk/index.html.br']) {
      const answer = await client.request(path, { headers: { 'accept-encoding': 'identity' } });
      expect(answer.status, path).toBe(404);
      expect(answer.text()).toBe('<!doctype html><title>404</title>');
      expect(answer.headers).toMatchObject(securityHeaders);
    }
  } finally {
    client.close();
    await nginx.stop();
  }
});

it("answers a closed position 410 with its region's closed page, from the marker the build leaves, and hides the marker", async () => {
  const sites = { in: join(dir, 'closed-in'), uk: join(dir, 'closed-uk') };
  for (const [region, root] of Object.entries(sites)) {
    mkdirSync(join(root, 'Careers'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>${region} home</title>`);
    writeFileSync(join(root, '404.html'), `<!doctype html><title>${region} 404</title>`);
    writeFileSync(join(root, 'position-closed.html'), `<!doctype html><title>${region} closed</title>`);
    writeFileSync(join(root, 'Careers', 'open-role.html'), `<!doctype html><title>${region} open</title>`);
    writeFileSync(join(root, 'Careers', `old-role${closedPositionMarker}`), '');
  }
  const port = await freePort();
  const conf = writeNginxConf(join(dir, 'conf-closed'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    siteInRoot: sites.in,
    siteUkRoot: sites.uk,
    apiServers: ['127.0.0.1:9'],
  });
  const nginx = await startNginx(join(dir, 'nginx-closed'), conf, port, '/');
  const client = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
  try {
    for (const [region, prefix] of [
      ['in', ''],
      ['uk', '/uk'],
    ] as const) {
      const closed = await client.request(`${prefix}/Careers/old-role`);
      expect([closed.status, closed.text()]).toEqual([410, `<!doctype html><title>${region} closed</title>`]);
      expect(closed.headers).toMatchObject(securityHeaders);
      const open = await client.request(`${prefix}/Careers/open-role`);
      expect([open.status, open.text()]).toEqual([200, `<!doctype html><title>${region} open</title>`]);
      // Neither the marker nor the closed page is a page of its own.
      for (const path of [
        `${prefix}/Careers/old-role${closedPositionMarker}`,
        `${positionClosedPages[region]}.html`,
        `${prefix}/Careers/never-was`,
      ]) {
        const missing = await client.request(path);
        expect([missing.status, missing.text()], path).toEqual([
          404,
          `<!doctype html><title>${region} 404</title>`,
        ]);
      }
    }
  } finally {
    client.close();
    await nginx.stop();
  }
});

it('serves each site on a host of its own from one nginx: the UK pages under /uk, its robots.txt at the root, the rest its 404', async () => {
  const sites = { in: join(dir, 'own-in'), uk: join(dir, 'own-uk') };
  for (const [region, root] of Object.entries(sites)) {
    mkdirSync(join(root, 'assets'), { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>${region} home</title><script>1</script>`);
    writeFileSync(join(root, '404.html'), `<!doctype html><title>${region} 404</title>`);
    writeFileSync(join(root, 'blogs.html'), `<!doctype html><title>${region} blogs</title>`);
    writeFileSync(join(root, 'robots.txt'), `User-agent: *\nSitemap: https://${region}.test/sitemap.xml\n`);
    writeFileSync(join(root, 'assets', 'app-1a2b.js'), `console.log('${region}')`);
  }
  const port = await freePort();
  const confs = (['site-in', 'site-uk'] as const).map((layout) =>
    writeNginxConf(join(dir, `conf-${layout}`), {
      layout,
      listen: `127.0.0.1:${port}`,
      serverName: `${layout === 'site-in' ? 'in' : 'uk'}.test`,
      ...(layout === 'site-in' ? { siteInRoot: sites.in } : { siteUkRoot: sites.uk }),
      apiServers: ['127.0.0.1:9'],
    }),
  );
  expect(confs.map((conf) => conf.split('/').pop())).toEqual(['site-in.conf', 'site-uk.conf']);
  const nginx = await startNginx(
    join(dir, 'nginx-own'),
    confs,
    port,
    '/',
    nginxLayoutFile('site-in').logFormat,
  );
  const client = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
  const on = (host: string, path: string) => client.request(path, { headers: { host } });
  const csp = {
    in: siteContentSecurityPolicy(inlineScriptHashes(sites.in)),
    uk: siteContentSecurityPolicy(inlineScriptHashes(sites.uk)),
  };
  try {
    // The UK host.
    const root = await on('uk.test', '/');
    expect(root.status).toBe(301);
    expect(root.headers.location).toBe('/uk');
    expect(root.headers).toMatchObject(securityHeaders);
    for (const path of ['/uk', '/uk/']) {
      const home = await on('uk.test', path);
      expect([home.status, home.text()]).toEqual([
        200,
        '<!doctype html><title>uk home</title><script>1</script>',
      ]);
      expect(home.headers['content-security-policy']).toBe(csp.uk);
    }
    expect((await on('uk.test', '/uk/blogs')).text()).toBe('<!doctype html><title>uk blogs</title>');
    const robots = await on('uk.test', '/robots.txt');
    expect([robots.status, robots.text()]).toEqual([
      200,
      'User-agent: *\nSitemap: https://uk.test/sitemap.xml\n',
    ]);
    expect(robots.headers['cache-control']).toBe('no-cache');
    const asset = await on('uk.test', '/uk/assets/app-1a2b.js');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const path of [
      '/blogs',
      '/sitemap.xml',
      '/favicon.ico',
      '/index.html',
      '/uk/nope',
      '/uk/blogs/',
      '/assets/app-1a2b.js',
    ]) {
      const missing = await on('uk.test', path);
      expect([missing.status, missing.text()], path).toEqual([404, '<!doctype html><title>uk 404</title>']);
      expect(missing.headers['content-security-policy'], path).toBe(csp.uk);
      expect(missing.headers, path).toMatchObject(securityHeaders);
    }
    // The India host: no /uk there.
    const home = await on('in.test', '/');
    expect([home.status, home.text()]).toEqual([
      200,
      '<!doctype html><title>in home</title><script>1</script>',
    ]);
    expect(home.headers['content-security-policy']).toBe(csp.in);
    expect((await on('in.test', '/robots.txt')).text()).toBe(
      'User-agent: *\nSitemap: https://in.test/sitemap.xml\n',
    );
    for (const path of ['/uk', '/uk/', '/uk/blogs', '/nope']) {
      const missing = await on('in.test', path);
      expect([missing.status, missing.text()], path).toEqual([404, '<!doctype html><title>in 404</title>']);
      expect(missing.headers['content-security-policy'], path).toBe(csp.in);
    }
    // Each host proxies /api/ to its pool: none answers here, so the JSON 503 of both.
    for (const host of ['in.test', 'uk.test']) {
      const api = await on(host, '/api/health/live');
      expect(api.status, host).toBe(503);
      expect(api.json(), host).toEqual({ message: expect.stringContaining('try again') });
    }
  } finally {
    client.close();
    await nginx.stop();
  }
});

it("counts an IPv6 visitor's requests in progress by /56, as the API does, and an IPv4 one by address", async () => {
  const sites = { in: join(dir, 'by-prefix-in'), uk: join(dir, 'by-prefix-uk') };
  for (const root of Object.values(sites)) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(join(root, '404.html'), '<!doctype html><title>404</title>');
  }
  // An API that takes each request and never answers: each one stays in progress.
  const held: Socket[] = [];
  const api = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const apiPort = (api.address() as AddressInfo).port;
  const port = await freePort();
  const conf = writeNginxConf(join(dir, 'conf-by-prefix'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'localhost',
    siteInRoot: sites.in,
    siteUkRoot: sites.uk,
    apiServers: [`127.0.0.1:${apiPort}`],
  });
  // Loopback has one IPv6 address: the visitor's address comes from X-Forwarded-For, as behind a CDN.
  const realIp = join(dir, 'real-ip.conf');
  writeFileSync(realIp, 'set_real_ip_from 127.0.0.0/8;\nreal_ip_header X-Forwarded-For;\n');
  const nginx = await startNginx(join(dir, 'nginx-by-prefix'), [realIp, conf], port, '/');
  const client = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
  const sent: Socket[] = [];
  try {
    // The limit (64) in progress from four addresses of one /56: 2001:db8:0:100::/56.
    for (let i = 0; i < 64; i += 1) {
      const socket = connect(port, '127.0.0.1');
      socket.on('error', () => {});
      socket.write(
        `GET /api/held HTTP/1.1\r\nHost: localhost\r\nX-Forwarded-For: 2001:db8:0:1${i % 4}0::${i + 1}\r\n\r\n`,
      );
      sent.push(socket);
    }
    await until(() => held.length === 64, 15_000);
    const status = async (address: string) =>
      (await client.request('/', { headers: { 'x-forwarded-for': address } })).status;
    expect(await status('2001:db8:0:1ff::abcd')).toBe(429);
    expect(await status('2001:db8:0:200::1')).toBe(200);
    expect(await status('192.0.2.7')).toBe(200);
  } finally {
    for (const socket of [...sent, ...held]) socket.destroy();
    client.close();
    await nginx.stop();
    await new Promise((resolve) => api.close(resolve));
  }
});
