// One site's release artifact: its built files and its own nginx server
// block (render-nginx-conf.ts, layout site-in or site-uk) as a bundle that
// is installed at one prefix on a host, or built into an OCI image
// (site-image/Dockerfile, copied into the bundle). docs/deployment.md.
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { isRegion, type Region } from '@agency/contract';
// The origins alone: the package's entry also holds the prerender, browser code deploy/ has no use for.
import { absoluteUrl, regions, seoOriginsFromEnv } from '@agency/site-build/seo-config';
import { renderNginxConf } from './render-nginx-conf.ts';

const repo = resolve(import.meta.dirname, '..');
const imageDir = join(import.meta.dirname, 'site-image');

export interface PackOptions {
  region: Region;
  /** Where the bundle directory and its .tar.gz are written. */
  outDir: string;
  /** The release version (releaseVersion() by default). */
  version: string;
  /** The built site. Default: the app's dist. */
  distDir?: string;
  /** Where the bundle is installed on the host, and in the image. Default /srv/agency/site-<region>. */
  prefix?: string;
  /** nginx listen parameters. Default 8080 (TLS ends at the load balancer in front). */
  listen?: string;
  /** The file of `server host:port;` lines the upstream includes (the image's entrypoint writes it). */
  apiServersFile?: string;
  /** SITE_BUILD, the origins and the link origins the site was built with. */
  env?: NodeJS.ProcessEnv;
}

export interface Bundle {
  /** site-uk, as in the tag and the file names. */
  site: string;
  /** site-uk@0.0.0-abc1234 */
  tag: string;
  /** The unpacked bundle: the image's build context. */
  dir: string;
  tarball: string;
}

/** The site's package.json version and the commit's short SHA: 0.0.0-abc1234. */
export function releaseVersion(region: Region, root = repo): string {
  const appDir = join(root, regions[region].appDir);
  const { version } = JSON.parse(readFileSync(join(appDir, 'package.json'), 'utf8')) as { version: string };
  const sha = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  return `${version}-${sha}`;
}

/**
 * Refuses a build that was not made for the origins it is shipped to: its
 * robots.txt names its sitemap by absolute URL, so a local build (localhost)
 * or one for other origins is caught here, whatever a build cache replayed.
 */
function requireReleaseBuild(region: Region, dist: string, env: NodeJS.ProcessEnv): string {
  const origins = seoOriginsFromEnv({ ...env, SITE_BUILD: 'release' });
  const robotsFile = join(dist, 'robots.txt');
  if (!existsSync(join(dist, 'index.html')) || !existsSync(robotsFile))
    throw new Error(`${dist} is not a built site (no index.html or robots.txt): build it first.`);
  const sitemap = absoluteUrl(origins, `${regions[region].basePath}/sitemap.xml`);
  const robots = readFileSync(robotsFile, 'utf8');
  if (!robots.split('\n').some((line) => line.trim() === `Sitemap: ${sitemap}`))
    throw new Error(
      `${dist} was not built for ${origins[region]}: its robots.txt does not name ${sitemap}\n` +
        `(it says: ${robots.match(/^Sitemap: .*$/m)?.[0] ?? 'no sitemap'}). Build it with SITE_BUILD=release and these origins.`,
    );
  return origins[region];
}

/** Writes the bundle directory and its .tar.gz into `outDir`. */
export function packSite(options: PackOptions): Bundle {
  const { region, version } = options;
  if (!/^[\w.+-]+$/.test(version)) throw new Error(`A version is letters, digits, . + - _: ${version}`);
  const site = `site-${region}` as const;
  const dist = resolve(options.distDir ?? join(repo, regions[region].appDir, 'dist'));
  const origin = requireReleaseBuild(region, dist, options.env ?? process.env);
  const prefix = options.prefix ?? `/srv/agency/${site}`;
  const apiServersFile = options.apiServersFile ?? '/etc/agency/api-servers.conf';
  for (const [name, path] of Object.entries({ prefix, apiServersFile }))
    if (!/^\/[\w./-]+$/.test(path))
      throw new Error(`${name} must be an absolute path of letters, digits, . - _: ${path}`);

  const name = `${site}-${version}`;
  const dir = resolve(options.outDir, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'nginx'), { recursive: true });
  // The build manifest (.vite/) is no file of the site.
  cpSync(dist, join(dir, 'site'), {
    recursive: true,
    preserveTimestamps: true,
    filter: (source) => basename(source) !== '.vite',
  });
  writeFileSync(
    join(dir, 'nginx', 'site.conf'),
    renderNginxConf({
      layout: site,
      listen: options.listen ?? '8080',
      serverName: new URL(origin).hostname,
      ...(region === 'in' ? { siteInRoot: `${prefix}/site` } : { siteUkRoot: `${prefix}/site` }),
      readFrom: { [region]: join(dir, 'site') },
      apiServers: { file: apiServersFile },
      securityHeadersPath: `${prefix}/nginx/security-headers.conf`,
    }),
  );
  copyFileSync(
    join(import.meta.dirname, 'nginx', 'security-headers.conf'),
    join(dir, 'nginx', 'security-headers.conf'),
  );
  const tag = `${site}@${version}`;
  writeFileSync(
    join(dir, 'release.env'),
    [
      `SITE=${site}`,
      `VERSION=${version}`,
      `TAG=${tag}`,
      `ORIGIN=${origin}`,
      `PREFIX=${prefix}`,
      `API_SERVERS_FILE=${apiServersFile}`,
      '',
    ].join('\n'),
  );
  copyFileSync(join(imageDir, 'Dockerfile'), join(dir, 'Dockerfile'));
  copyFileSync(join(imageDir, 'entrypoint.sh'), join(dir, 'entrypoint.sh'));

  // GNU tar with fixed owners and order; gzip without a timestamp.
  const tar = execFileSync(
    'tar',
    [
      '--sort=name',
      '--owner=0',
      '--group=0',
      '--numeric-owner',
      '-cf',
      '-',
      '-C',
      resolve(options.outDir),
      name,
    ],
    { maxBuffer: 1024 * 1024 * 1024 },
  );
  const tarball = `${dir}.tar.gz`;
  writeFileSync(tarball, gzipSync(tar, { level: 9 }));
  return { site, tag, dir, tarball };
}

const usage = `Usage:
  node deploy/pack-site.ts --site in|uk [--out DIR] [--version V] [--prefix PATH] [--listen LISTEN]
      [--api-servers-file PATH]

Writes DIR/site-<region>-<version>/ (default DIR: dist/artifacts) and its .tar.gz: the built site
(site/), its nginx server block (nginx/site.conf, for a host of its own, rendered for PATH, default
/srv/agency/site-<region>), release.env, and the image's Dockerfile and entrypoint.sh.
Run it with the environment of the build (SITE_IN_ORIGIN, SITE_UK_ORIGIN, ...): it refuses a build
that was not made for those origins. Version: the app's package.json version and the short SHA.
Prints the tag (site-<region>@<version>), the bundle directory and the tarball, one per line.`;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      site: { type: 'string' },
      out: { type: 'string', default: join(repo, 'dist/artifacts') },
      version: { type: 'string' },
      prefix: { type: 'string' },
      listen: { type: 'string' },
      'api-servers-file': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help || !isRegion(values.site)) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  try {
    const region = values.site;
    const bundle = packSite({
      region,
      outDir: values.out,
      version: values.version ?? releaseVersion(region),
      ...(values.prefix && { prefix: values.prefix }),
      ...(values.listen && { listen: values.listen }),
      ...(values['api-servers-file'] && { apiServersFile: values['api-servers-file'] }),
    });
    console.log([bundle.tag, bundle.dir, bundle.tarball].join('\n'));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
