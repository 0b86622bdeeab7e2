import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, expect, it } from 'vitest';
import { siteContentSecurityPolicy } from '../../apps/api/src/gateway/serve-sites.ts';
import { securityHeaders } from '../../apps/api/src/security/security-headers.ts';
import { inlineScriptHashes, writeNginxConf } from '../../deploy/render-nginx-conf.ts';
import { visitorClient } from './http-client.ts';
import { freePort } from '../../apps/api/src/test-support/free-port.ts';
import { startNginx } from './nginx-server.ts';

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
