import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packSite, type Bundle } from '../pack-site.ts';
import { apiServerLine } from '../render-nginx-conf.ts';
import { visitorClient } from './http-client.ts';
import { nginxBinary, startNginx } from './nginx-server.ts';
import { freePort } from '@agency/test-receivers';

// A site's release artifact (deploy/pack-site.ts) as a host or the image
// (deploy/site-image) uses it: unpacked at its prefix, served by Debian's
// nginx. No Docker engine here: what the Dockerfile copies is checked to
// be in the bundle, and its steps are run by hand.

const dir = mkdtempSync(join(tmpdir(), 'agency-site-bundle-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const env = {
  SITE_BUILD: 'release',
  SITE_IN_ORIGIN: 'https://www.agency.in',
  SITE_UK_ORIGIN: 'https://www.agency.co.uk',
  VITE_SITE_IN_ORIGIN: 'https://www.agency.in',
  VITE_SITE_UK_ORIGIN: 'https://www.agency.co.uk',
};
const ukRobots = 'User-agent: *\nAllow: /\n\nSitemap: https://www.agency.co.uk/uk/sitemap.xml\n';

/** A built UK site as small as the rules allow. */
function fixtureDist(name: string, robots: string): string {
  const dist = join(dir, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  mkdirSync(join(dist, '.vite'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>UK home</title><script>1</script>');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>UK 404</title>');
  writeFileSync(join(dist, 'robots.txt'), robots);
  writeFileSync(join(dist, 'assets', 'entry-1a2b.js'), 'console.log(1)');
  writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
  return dist;
}

const prefix = join(dir, 'srv/agency/site-uk');
const apiServersFile = join(dir, 'etc/agency/api-servers.conf');
let port: number;
let bundle: Bundle;

beforeAll(async () => {
  port = await freePort();
  bundle = packSite({
    region: 'uk',
    outDir: join(dir, 'artifacts'),
    version: '1.2.3-abc1234',
    distDir: fixtureDist('dist', ukRobots),
    prefix,
    listen: `127.0.0.1:${port}`,
    apiServersFile,
    env,
  });
});

describe('a site bundle', () => {
  it('holds the site without its build manifest, its server block, its release facts, and the image files', () => {
    expect(bundle.tag).toBe('site-uk@1.2.3-abc1234');
    expect(bundle.tarball).toBe(join(dir, 'artifacts', 'site-uk-1.2.3-abc1234.tar.gz'));
    const entries = execFileSync('tar', ['-tzf', bundle.tarball], { encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    expect(entries.filter((entry) => !entry.endsWith('/')).sort()).toEqual(
      [
        'Dockerfile',
        'entrypoint.sh',
        'nginx/security-headers.conf',
        'nginx/site.conf',
        'release.env',
        'site/404.html',
        'site/assets/entry-1a2b.js',
        'site/index.html',
        'site/robots.txt',
      ].map((file) => `site-uk-1.2.3-abc1234/${file}`),
    );
    expect(readFileSync(join(bundle.dir, 'release.env'), 'utf8')).toBe(
      [
        'SITE=site-uk',
        'VERSION=1.2.3-abc1234',
        'TAG=site-uk@1.2.3-abc1234',
        'ORIGIN=https://www.agency.co.uk',
        `PREFIX=${prefix}`,
        `API_SERVERS_FILE=${apiServersFile}`,
        '',
      ].join('\n'),
    );
    const conf = readFileSync(join(bundle.dir, 'nginx', 'site.conf'), 'utf8');
    expect(conf).toContain(`server_name www.agency.co.uk;`);
    expect(conf).toContain(`alias ${prefix}/site/;`);
    expect(conf).toContain(`include ${apiServersFile};`);
  });

  it('has every file the Dockerfile copies, the build context being the bundle', () => {
    const copies = readFileSync(join(bundle.dir, 'Dockerfile'), 'utf8')
      .split('\n')
      .filter((line) => line.startsWith('COPY '))
      .map((line) => line.split(/\s+/).filter((word) => !word.startsWith('--')));
    expect(copies.length).toBeGreaterThanOrEqual(4);
    for (const [, ...paths] of copies) {
      const sources = paths.slice(0, -1);
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(existsSync(join(bundle.dir, source)), source).toBe(true);
    }
  });

  it('refuses a build that was not made for the origins it ships to, or no origins at all', () => {
    const local = fixtureDist(
      'dist-local',
      'User-agent: *\n\nSitemap: http://localhost:4000/uk/sitemap.xml\n',
    );
    const pack = (distDir: string, packEnv: NodeJS.ProcessEnv) =>
      packSite({ region: 'uk', outDir: join(dir, 'refused'), version: '1', distDir, env: packEnv });
    expect(() => pack(local, env)).toThrow(
      /was not built for https:\/\/www\.agency\.co\.uk: its robots\.txt does not name https:\/\/www\.agency\.co\.uk\/uk\/sitemap\.xml/,
    );
    expect(() => pack(local, {})).toThrow(/SITE_IN_ORIGIN and SITE_UK_ORIGIN are unset/);
    expect(existsSync(join(dir, 'refused'))).toBe(false);
  });
});

describe('the bundle installed at its prefix', () => {
  beforeAll(() => {
    mkdirSync(prefix, { recursive: true });
    execFileSync('tar', ['-xzf', bundle.tarball, '--strip-components=1', '-C', prefix]);
    // What the entrypoint writes when the container starts (tested below).
    mkdirSync(join(dir, 'etc/agency'), { recursive: true });
    writeFileSync(apiServersFile, `${apiServerLine('127.0.0.1:9')}\n`);
  });

  it("gets the API pool from the image's entrypoint, in the renderer's own words, and refuses to start without one", () => {
    const entrypoint = join(prefix, 'entrypoint.sh');
    const run = (apiServers: string) =>
      execFileSync('sh', [entrypoint, 'cat', apiServersFile], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          API_SERVERS: apiServers,
          AGENCY_RELEASE_ENV: join(prefix, 'release.env'),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    expect(run('127.0.0.1:9  localhost:4000 [::1]:4000')).toBe(
      ['127.0.0.1:9', 'localhost:4000', '[::1]:4000'].map((server) => `${apiServerLine(server)}\n`).join(''),
    );
    for (const wrong of ['', 'api', 'api:x', 'a;b:1', '*'])
      expect(() => run(wrong), JSON.stringify(wrong)).toThrow(/API_SERVERS/);
  });

  it("passes nginx -t under Debian's own nginx.conf, as the image includes it", () => {
    const stock = readFileSync('/etc/nginx/nginx.conf', 'utf8');
    expect(stock).toContain('include /etc/nginx/conf.d/*.conf;');
    const main = join(dir, 'debian-nginx.conf');
    writeFileSync(
      main,
      stock
        .replace('include /etc/nginx/conf.d/*.conf;', `include ${prefix}/nginx/site.conf;`)
        .replace('include /etc/nginx/sites-enabled/*;', ''),
    );
    const check = spawnSync(nginxBinary, ['-t', '-q', '-c', main], { encoding: 'utf8' });
    expect(check.stderr).toBe('');
    expect(check.status).toBe(0);
  });

  it('serves the UK site on its own host from the installed files', async () => {
    const nginx = await startNginx(
      join(dir, 'nginx'),
      join(prefix, 'nginx', 'site.conf'),
      port,
      '/uk/',
      'agency_uk',
    );
    const client = visitorClient(`http://127.0.0.1:${port}`, '127.0.0.1');
    const on = (path: string) => client.request(path, { headers: { host: 'www.agency.co.uk' } });
    try {
      const home = await on('/uk/');
      expect([home.status, home.text()]).toEqual([
        200,
        '<!doctype html><title>UK home</title><script>1</script>',
      ]);
      expect(home.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
      expect((await on('/robots.txt')).text()).toBe(ukRobots);
      for (const path of ['/uk/.vite/manifest.json', '/nope'])
        expect((await on(path)).text(), path).toBe('<!doctype html><title>UK 404</title>');
    } finally {
      client.close();
      await nginx.stop();
    }
  });
});

describe('shipping bundles to a host (deploy/ship-site.sh, to a local path here)', () => {
  const shipPrefix = join(dir, 'ship/srv/agency/site-uk');
  beforeAll(() => {
    if (spawnSync('rsync', ['--version']).status !== 0)
      throw new Error('rsync is missing (deploy/ship-site.sh uses it): apt-get install rsync');
  });
  const ship = (tarball: string, target: string) =>
    spawnSync('sh', [join(import.meta.dirname, '../ship-site.sh'), tarball, target], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, RELOAD_COMMAND: `echo reloaded >> ${join(dir, 'ship/reloads')}` },
    });
  const release = (version: string, files: Record<string, string>) => {
    const dist = fixtureDist(`dist-${version}`, ukRobots);
    for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, file), content);
    return packSite({
      region: 'uk',
      outDir: join(dir, 'ship-artifacts'),
      version,
      distDir: dist,
      prefix: shipPrefix,
      apiServersFile,
      env,
    });
  };

  it('keeps the assets of the release before, replaces the pages, drops pages that are gone, then reloads', () => {
    const first = release('1', { 'blogs.html': 'old blogs', 'assets/page-old.js': 'old' });
    const second = release('2', { 'index.html': 'new home', 'assets/page-new.js': 'new' });
    for (const bundle of [first, second]) {
      const shipped = ship(bundle.tarball, shipPrefix);
      expect(shipped.stderr).toBe('');
      expect(shipped.status).toBe(0);
    }
    const at = (file: string) => join(shipPrefix, file);
    expect(readFileSync(at('site/index.html'), 'utf8')).toBe('new home');
    expect(existsSync(at('site/blogs.html'))).toBe(false);
    expect(readFileSync(at('site/assets/page-old.js'), 'utf8')).toBe('old');
    expect(readFileSync(at('site/assets/page-new.js'), 'utf8')).toBe('new');
    expect(readFileSync(at('nginx/site.conf'), 'utf8')).toBe(
      readFileSync(join(second.dir, 'nginx/site.conf'), 'utf8'),
    );
    expect(readFileSync(at('release.env'), 'utf8')).toContain('TAG=site-uk@2\n');
    expect(readFileSync(join(dir, 'ship/reloads'), 'utf8')).toBe('reloaded\nreloaded\n');
  });

  it('refuses a target that is not the prefix the bundle was rendered for', () => {
    const shipped = ship(release('3', {}).tarball, join(dir, 'elsewhere'));
    expect(shipped.status).toBe(64);
    expect(shipped.stderr).toContain(`was rendered for ${shipPrefix}, not ${join(dir, 'elsewhere')}`);
    expect(existsSync(join(dir, 'elsewhere'))).toBe(false);
  });
});
