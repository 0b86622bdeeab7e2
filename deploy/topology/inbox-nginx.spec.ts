import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { adminPaths, rightsPaths, staffApiPaths } from '@agency/staff-contract';
import { openSqlite } from '../../apps/api/src/db/open-database.ts';
import { securityHeaders } from '../../apps/api/src/security/security-headers.ts';
import { invite, type Actor } from '../../apps/api/src/staff/people/staff-directory.ts';
import { SoftwareAuthenticator } from '../../apps/api/src/test-support/software-authenticator.ts';
import { testServerEnv } from '../../apps/api/src/test-support/spawn-server.ts';
import { renderNginxConf, writeNginxConf } from '../render-nginx-conf.ts';
import { visitorClient } from './http-client.ts';
import { startNginx, type RunningNginx } from './nginx-server.ts';
import { freePort } from '@agency/test-receivers';

// The inbox's server block in real nginx, in front of the real staff listener
// of `npm start`. The sites' pool is pointed at the staff listener on purpose,
// the worst misconfiguration: the inbox's paths must still be 404 there.
const dir = mkdtempSync(join(tmpdir(), 'agency-inbox-nginx-'));
const dataDir = join(dir, 'data');
const staffNetwork = '127.0.0.2';
const cliActor: Actor = { actor: 'cli:test', staffId: null, fromAddress: 'cli' };
let port: number;
let inboxOrigin: string;
let staffBound: string;
let stopApi: () => Promise<void>;
let nginx: RunningNginx;

async function startApi(env: Record<string, string>) {
  const child = spawn(process.execPath, [join(import.meta.dirname, '../../apps/api/src/start.ts')], {
    env: { PATH: process.env.PATH ?? '', ...testServerEnv, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const lines: string[] = [];
  await new Promise<void>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      lines.push(line);
      if (/^ {2}staff inbox /.test(line)) resolve();
    });
    child.once('exit', () => reject(new Error(`npm start exited:\n${lines.join('\n')}`)));
  });
  const bound = /\(bound to ([\d.]+:\d+)\)$/.exec(lines.find((l) => l.startsWith('  staff inbox ')) ?? '');
  return {
    bound: bound?.[1] ?? '',
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

beforeAll(async () => {
  port = await freePort();
  inboxOrigin = `http://inbox.test:${port}`;
  mkdirSync(dataDir, { recursive: true });
  const api = await startApi({
    DATA_DIR: dataDir,
    STAFF_PORT: '0',
    STAFF_ORIGIN: inboxOrigin,
    TRUST_PROXY: '127.0.0.1',
  });
  staffBound = api.bound;
  stopApi = api.stop;
  const sites = { in: join(dir, 'in'), uk: join(dir, 'uk') };
  for (const [region, root] of Object.entries(sites)) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>${region} home</title>`);
    writeFileSync(join(root, '404.html'), `<!doctype html><title>${region} 404</title>`);
  }
  const conf = writeNginxConf(join(dir, 'conf'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'agency.test',
    siteInRoot: sites.in,
    siteUkRoot: sites.uk,
    apiServers: [staffBound],
    inbox: { serverName: 'inbox.test', staffServer: staffBound, allow: [staffNetwork] },
  });
  nginx = await startNginx(join(dir, 'nginx'), conf, port, '/');
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await stopApi?.();
  rmSync(dir, { recursive: true, force: true });
});

it("answers every path of the inbox's API with a 404 of its own on the sites' host, whatever the pool", async () => {
  const client = visitorClient(`http://127.0.0.1:${port}`, staffNetwork);
  const on = (path: string, method = 'GET') =>
    client.request(path, { method, headers: { host: 'agency.test', origin: 'http://agency.test' } });
  try {
    // The pool is the staff listener: a path the inbox does not have reaches it and gets its 404.
    const proxied = await on('/api/nope');
    expect([proxied.status, proxied.json()]).toEqual([404, { message: 'Nothing here: GET /api/nope' }]);
    for (const [method, path] of [
      ['GET', staffApiPaths.me],
      ['POST', staffApiPaths.signInOptions],
      ['POST', staffApiPaths.enrolmentOptions],
      ['GET', staffApiPaths.sessions],
      ['GET', staffApiPaths.leads],
      ['GET', staffApiPaths.lead('IN-1')],
      ['GET', adminPaths.people],
      ['GET', adminPaths.audit],
      ['POST', rightsPaths.find],
      ['POST', rightsPaths.reauthOptions],
    ] as const) {
      const answer = await on(path, method);
      expect([answer.status, answer.json()], `${method} ${path}`).toEqual([
        404,
        { message: 'Nothing here.' },
      ]);
      expect(answer.headers, path).toMatchObject(securityHeaders);
      expect(answer.headers['cache-control'], path).toBe('no-store');
    }
    // The app's own pages are the site's 404 there.
    const enrol = await on('/enrol');
    expect([enrol.status, enrol.text()]).toEqual([404, '<!doctype html><title>in 404</title>']);
  } finally {
    client.close();
  }
});

it("proxies the inbox's host to the staff listener: a passkey enrols through it, and the audit log names the member's address, not nginx's", async () => {
  const client = visitorClient(`http://127.0.0.1:${port}`, staffNetwork);
  const headers = {
    host: `inbox.test:${port}`,
    origin: inboxOrigin,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/json',
  };
  const post = (path: string, body: object) =>
    client.request(path, { method: 'POST', headers, body: JSON.stringify(body) });
  const { db } = openSqlite(dataDir, { mustExist: true });
  try {
    const me = await client.request(staffApiPaths.me, { headers: { host: `inbox.test:${port}` } });
    expect(me.status).toBe(401);
    expect(me.headers['x-robots-tag']).toBe('noindex, nofollow');
    const outcome = await invite(
      db,
      { email: 'through-nginx@agency.example', regions: ['uk'], careers: false, admin: false },
      cliActor,
      Date.now(),
    );
    if (outcome === 'exists') throw new Error('exists');
    const options = await post(staffApiPaths.enrolmentOptions, { secret: outcome.secret });
    expect(options.status).toBe(200);
    const authenticator = new SoftwareAuthenticator(inboxOrigin);
    const response = authenticator.create(options.json<Parameters<typeof authenticator.create>[0]>());
    const enrolled = await post(staffApiPaths.enrolmentVerify, { secret: outcome.secret, response });
    expect(enrolled.status).toBe(201);
    const audit = await db
      .selectFrom('staff_audit')
      .select(['actor', 'from_address'])
      .where('action', '=', 'staff.enrolled')
      .execute();
    expect(audit).toEqual([{ actor: 'through-nginx@agency.example', from_address: staffNetwork }]);
  } finally {
    client.close();
    await db.destroy();
  }
});

it('admits only the configured networks to the inbox, loopback alone by default', async () => {
  const outsider = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
  try {
    for (const path of ['/', staffApiPaths.me, '/enrol']) {
      const answer = await outsider.request(path, { headers: { host: 'inbox.test' } });
      expect(answer.status, path).toBe(403);
    }
    // The sites' host is for everyone.
    expect((await outsider.request('/', { headers: { host: 'agency.test' } })).status).toBe(200);
  } finally {
    outsider.close();
  }
  expect(readFileSync(join(dir, 'conf', 'agency.conf'), 'utf8')).toContain(
    `allow ${staffNetwork};\n    deny all;`,
  );
  const byDefault = renderNginxConf({
    listen: '8080',
    serverName: 'agency.test',
    siteInRoot: join(dir, 'in'),
    siteUkRoot: join(dir, 'uk'),
    apiServers: ['127.0.0.1:4000'],
    securityHeadersPath: '/etc/nginx/security-headers.conf',
    inbox: { serverName: 'inbox.test', staffServer: '127.0.0.1:4100' },
  });
  expect(byDefault).toContain('allow 127.0.0.1;\n    allow ::1;\n    deny all;');
});
