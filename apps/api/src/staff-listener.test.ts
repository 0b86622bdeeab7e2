import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffApiPaths } from '@agency/staff-contract';
import { openSqlite } from './db/open-database.ts';
import { SoftwareAuthenticator } from './test-support/software-authenticator.ts';
import { testServerEnv } from './test-support/spawn-server.ts';
import { cliActor } from './test-support/test-staff.ts';
import { invite } from './staff/people/staff-directory.ts';

/** `npm start` (API only) with its printed lines, read until the one that starts with `until`. */
async function startServer(env: Record<string, string>, until: RegExp) {
  const child = spawn(process.execPath, [join(import.meta.dirname, './start.ts')], {
    env: { PATH: process.env.PATH ?? '', ...testServerEnv, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    const reader = createInterface({ input: child.stdout });
    reader.on('line', (line) => {
      lines.push(line);
      if (until.test(line)) resolve();
    });
    child.once('exit', () => reject(new Error(`exited early:\n${lines.join('\n')}`)));
  });
  return {
    lines,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

describe('the staff listener of npm start', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'agency-staff-listener-'));
  let server: Awaited<ReturnType<typeof startServer>>;
  let publicUrl: string;
  let origin: string;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: dataDir, STAFF_PORT: '0' }, /^ {2}email /);
    publicUrl = /^listening on (http:\/\/localhost:\d+)$/.exec(server.lines[0] ?? '')?.[1] ?? '';
    const staffLine = server.lines.find((line) => line.startsWith('  staff inbox '));
    origin =
      /^ {2}staff inbox (http:\/\/localhost:\d+)\/ \(bound to 127\.0\.0\.1:\d+\)$/.exec(
        staffLine ?? '',
      )?.[1] ?? '';
  });
  afterAll(async () => {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the first line, and prints the inbox on a port of its own', () => {
    expect(publicUrl).not.toBe('');
    expect(origin).not.toBe('');
    expect(new URL(origin).port).not.toBe(new URL(publicUrl).port);
  });

  it('answers the staff API there alone, with a strict CSP, noindex and WebAuthn allowed', async () => {
    const staffUrl = origin.replace('localhost', '127.0.0.1');
    const me = await fetch(`${staffUrl}${staffApiPaths.me}`);
    expect(me.status).toBe(401);
    expect(me.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; manifest-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
    );
    expect(me.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(me.headers.get('cache-control')).toBe('no-store');
    expect(me.headers.get('permissions-policy')).toMatch(/publickey-credentials-get=\(self\)$/);
    expect(me.headers.get('permissions-policy')).not.toContain('publickey-credentials-get=()');
    const onPublic = await fetch(`${publicUrl.replace('localhost', '127.0.0.1')}${staffApiPaths.me}`);
    expect(onPublic.status).toBe(404);
  });

  it('enrols and signs in over real HTTP, the origin being http://localhost:<port>', async () => {
    const staffUrl = origin.replace('localhost', '127.0.0.1');
    const { db } = openSqlite(dataDir, { mustExist: true });
    const outcome = await invite(
      db,
      { email: 'first@agency.example', regions: ['in'], careers: false, admin: true },
      cliActor,
      Date.now(),
    );
    await db.destroy();
    if (outcome === 'exists') throw new Error('exists');
    const headers = { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' };
    const post = (path: string, body: object) =>
      fetch(`${staffUrl}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    const authenticator = new SoftwareAuthenticator(origin);
    const options = await post(staffApiPaths.enrolmentOptions, { secret: outcome.secret });
    expect(options.status).toBe(200);
    const response = authenticator.create(
      (await options.json()) as Parameters<typeof authenticator.create>[0],
    );
    const enrolled = await post(staffApiPaths.enrolmentVerify, { secret: outcome.secret, response });
    expect(enrolled.status).toBe(201);
    const cookie = (enrolled.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    expect(cookie).toMatch(/^staff-session=/);
    const me = await fetch(`${staffUrl}${staffApiPaths.me}`, { headers: { cookie } });
    expect(await me.json()).toEqual({
      email: 'first@agency.example',
      regions: ['in'],
      careers: false,
      admin: true,
    });
    const foreign = await fetch(`${staffUrl}${staffApiPaths.signOut}`, {
      method: 'POST',
      headers: { cookie, origin: publicUrl },
    });
    expect(foreign.status).toBe(403);
  });
});

describe('npm start without STAFF_PORT', () => {
  it('opens no staff listener and prints none', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'agency-staff-listener-'));
    const server = await startServer({ DATA_DIR: dataDir }, /^ {2}email /);
    try {
      expect(server.lines.some((line) => line.includes('staff inbox'))).toBe(false);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
