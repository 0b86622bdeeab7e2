import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { staffApiPaths } from '@agency/staff-contract';
import { freePort } from '../../apps/api/src/test-support/free-port.ts';
// Types only: what the API's tests are given (test-staff.ts reads it on PostgreSQL, never on SQLite).
import type {} from '../../apps/api/src/test-support/global-setup.ts';
import { startTestStaff, type TestStaff } from '../../apps/api/src/test-support/test-staff.ts';
import { renderInboxConf, writeInboxConf } from '../render-inbox-conf.ts';
import { writeNginxConf } from '../render-nginx-conf.ts';
import { visitorClient } from './http-client.ts';
import { startNginx, type RunningNginx } from './nginx-server.ts';

// The inbox behind nginx on a host name of its own, beside the sites' block, in one real nginx
// in front of the real staff listener: the sites' host never reaches it, and only allowed networks do.
const dir = mkdtempSync(join(tmpdir(), 'agency-inbox-nginx-'));
let staff: TestStaff;
let nginx: RunningNginx;
let port: number;

beforeAll(async () => {
  staff = await startTestStaff('sqlite', { listen: true });
  const staffPort = (staff.app.server.address() as AddressInfo).port;
  const sites = { in: join(dir, 'in'), uk: join(dir, 'uk') };
  for (const [region, root] of Object.entries(sites)) {
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), `<!doctype html><title>${region} home</title>`);
    writeFileSync(join(root, '404.html'), `<!doctype html><title>${region} 404</title>`);
    writeFileSync(join(root, 'robots.txt'), 'User-agent: *\n');
  }
  port = await freePort();
  const publicConf = writeNginxConf(join(dir, 'conf'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'www.agency.test',
    siteInRoot: sites.in,
    siteUkRoot: sites.uk,
    // The public API pool: nothing listens there, as nothing of the staff listener may.
    apiServers: ['127.0.0.1:9'],
  });
  const inboxConf = writeInboxConf(join(dir, 'inbox'), {
    listen: `127.0.0.1:${port}`,
    serverName: 'inbox.agency.test',
    staff: `127.0.0.1:${staffPort}`,
    // 127.0.0.1 is let in; 127.0.0.2, like every other address, is not.
    allow: ['127.0.0.1/32'],
  });
  nginx = await startNginx(join(dir, 'nginx'), [publicConf, inboxConf], port);
}, 60_000);

afterAll(async () => {
  await nginx?.stop();
  await staff?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** One request from a given loopback address (nginx's allow list sees it as the client's). */
async function on(host: string, path: string, from: string) {
  const client = visitorClient(`http://127.0.0.1:${port}`, from);
  try {
    return await client.request(path, { headers: { host } });
  } finally {
    client.close();
  }
}

it('serves the inbox on its own host name from the staff listener, with the listener’s own headers', async () => {
  const me = await on('inbox.agency.test', staffApiPaths.me, '127.0.0.1');
  expect(me.status).toBe(401);
  expect(me.headers['x-robots-tag']).toBe('noindex, nofollow');
});

it('answers the inbox’s paths on the public host name as any unknown path: never from the staff listener', async () => {
  for (const path of ['/sign-in', '/enrol', '/people', '/rights']) {
    const answer = await on('www.agency.test', path, '127.0.0.1');
    expect([answer.status, answer.text()], path).toEqual([404, '<!doctype html><title>in 404</title>']);
    expect(answer.headers['x-robots-tag'], path).toBeUndefined();
  }
  // /api/ there goes to the public pool (down here: nginx's JSON 503), not to the staff listener's 401.
  const me = await on('www.agency.test', staffApiPaths.me, '127.0.0.1');
  expect(me.status).toBe(503);
});

it('refuses the inbox to an address outside the allowed networks', async () => {
  const refused = await on('inbox.agency.test', staffApiPaths.me, '127.0.0.2');
  expect(refused.status).toBe(403);
  expect(refused.headers['x-robots-tag']).toBeUndefined();
});

it('ends TLS itself when given a certificate and its key', () => {
  const conf = renderInboxConf({
    listen: '10.8.0.1:443',
    serverName: 'inbox.agency.example',
    staff: '127.0.0.1:4100',
    tls: { certificate: '/etc/ssl/inbox.pem', key: '/etc/ssl/inbox.key' },
  });
  expect(conf).toContain('    listen 10.8.0.1:443 ssl;\n');
  expect(conf).toContain(
    '    ssl_certificate /etc/ssl/inbox.pem;\n    ssl_certificate_key /etc/ssl/inbox.key;\n',
  );
});

it('allows loopback only when no network is given, and refuses a network that is not one', () => {
  expect(renderInboxConf({ listen: '8443', serverName: 'i', staff: '127.0.0.1:4100' })).toContain(
    '    allow 127.0.0.1;\n    allow ::1;\n    deny all;',
  );
  expect(() =>
    renderInboxConf({ listen: '8443', serverName: 'i', staff: '127.0.0.1:4100', allow: ['all'] }),
  ).toThrow('--allow takes an IP address or CIDR network: all');
  expect(() =>
    renderInboxConf({ listen: '8443', serverName: 'i', staff: '127.0.0.1:4100', allow: ['10.0.0.0/33'] }),
  ).toThrow('--allow takes an IP address or CIDR network: 10.0.0.0/33');
});
