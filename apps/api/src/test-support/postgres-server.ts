import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '@agency/test-receivers';

/** Debian's PostgreSQL binaries, newest installed version first. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const bin = versions.map((v) => join(root, v, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!bin)
    throw new Error(
      'PostgreSQL is not installed (apt-get install postgresql), and TEST_DATABASE_URL is not set.',
    );
  return bin;
}

/**
 * A throwaway PostgreSQL cluster in a temp directory on a free loopback port.
 * PostgreSQL refuses to run as root, so as root it runs as the postgres user.
 */
export async function startPostgresServer(): Promise<{ url: string; log: string; stop: () => void }> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'agency-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const idOf = (flag: string) =>
      Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    const [uid, gid] = [idOf('-u'), idOf('-g')];
    chownSync(dir, uid, gid);
    chmodSync(dir, 0o700);
  }
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, tool), ...args], { stdio: 'pipe' })
      : execFileSync(join(bin, tool), args, { stdio: 'pipe' });

  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-locale']);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    log,
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    /** The server's log (its stderr), for what it writes of our statements. */
    log,
    stop: () => {
      try {
        run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
