// Renders deploy/nginx/agency.conf.template for one deployment. The sites'
// Content-Security-Policy lists the hash of every inline script of the build,
// so it is rendered from the built files, like the Node gateway computes it.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { siteContentSecurityPolicy } from '../apps/api/src/gateway/serve-sites.ts';
import { inlineScriptHashes as hashesIn } from '../apps/api/src/gateway/inline-script-hashes.ts';

const nginxDir = join(import.meta.dirname, 'nginx');
const templateFile = join(nginxDir, 'agency.conf.template');
const headersFile = join(nginxDir, 'security-headers.conf');

export interface NginxConfOptions {
  /** nginx `listen` parameters, e.g. "443 ssl" or "127.0.0.1:8080". */
  listen: string;
  serverName: string;
  /** Built India site, served at /. */
  siteInRoot: string;
  /** Built UK site, served at /uk/. */
  siteUkRoot: string;
  /** host:port of each API instance. */
  apiServers: string[];
  /** Absolute path where security-headers.conf will be. */
  securityHeadersPath: string;
  /** SITE_ORIGINS of the API: the sites' CSP lets pages connect to them, as the gateway's does. */
  siteOrigins?: string[];
}

/** CSP hashes of the inline scripts of every HTML file of a build (hidden folders left out). */
export function inlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.html')) {
        // The gateway's own function: the topology test compares both servers' headers.
        for (const hash of hashesIn(readFileSync(path, 'utf8'))) hashes.add(hash);
      }
    }
  };
  walk(root);
  return [...hashes].sort();
}

// nginx refuses a single configuration token of 4096 bytes or more; a policy
// grows with every inline script (one JSON-LD block per page and kind).
const MAX_TOKEN = 3000;

/**
 * `map` blocks defining $<name> as `value`. A value longer than one nginx
 * token is split at spaces into several variables that are joined again.
 */
export function constantVariable(name: string, value: string): string {
  if (/["\\$]/.test(value)) throw new Error(`${name}: a quote, backslash or $ cannot go into nginx as is`);
  const chunks: string[] = [];
  let current = '';
  for (const word of value.split(' ')) {
    const next = current === '' ? word : `${current} ${word}`;
    if (next.length > MAX_TOKEN && current !== '') {
      chunks.push(`${current} `);
      current = word;
    } else current = next;
  }
  chunks.push(current);
  const define = (variable: string, text: string) => `map "" $${variable} {\n    default "${text}";\n}`;
  if (chunks.length === 1) return define(name, value);
  const parts = chunks.map((chunk, i) => define(`${name}_${i + 1}`, chunk));
  return [...parts, define(name, chunks.map((_, i) => `$${name}_${i + 1}`).join(''))].join('\n');
}

function requireSite(root: string, label: string): string {
  const absolute = resolve(root);
  if (!existsSync(join(absolute, 'index.html')) || !existsSync(join(absolute, '404.html')))
    throw new Error(
      `${label}: ${absolute} is not a built site (no index.html and 404.html); build it first.`,
    );
  return absolute;
}

/** Each site's Content-Security-Policy, as the Node gateway sends it (for a CDN's header rules too). */
export function sitePolicies(siteInRoot: string, siteUkRoot: string, siteOrigins: string[] = []) {
  return {
    in: siteContentSecurityPolicy(inlineScriptHashes(requireSite(siteInRoot, 'India site')), siteOrigins),
    uk: siteContentSecurityPolicy(inlineScriptHashes(requireSite(siteUkRoot, 'UK site')), siteOrigins),
  };
}

/** The server configuration for nginx's http context. */
export function renderNginxConf(options: NginxConfOptions): string {
  const siteIn = requireSite(options.siteInRoot, 'India site');
  const siteUk = requireSite(options.siteUkRoot, 'UK site');
  // The UK tree is told apart by its directory (the CSP map).
  if (siteIn === siteUk) throw new Error('The India and UK sites must be two directories.');
  if (options.apiServers.length === 0) throw new Error('At least one API server (host:port) is needed.');
  const policies = sitePolicies(siteIn, siteUk, options.siteOrigins);
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    SITE_IN_ROOT: siteIn,
    SITE_UK_ROOT: siteUk,
    API_SERVERS: options.apiServers
      // One failed attempt takes an instance out for 10 s; then nginx tries it again.
      .map((server) => `server ${server} max_fails=1 fail_timeout=10s;`)
      .join('\n    '),
    SECURITY_HEADERS: options.securityHeadersPath,
    CSP_VARIABLES: [
      constantVariable('agency_csp_in', policies.in),
      constantVariable('agency_csp_uk', policies.uk),
    ].join('\n'),
  };
  // The template does not quote values: refuse what would break out of a directive.
  for (const [name, value] of Object.entries(values)) {
    if (name === 'CSP_VARIABLES' || name === 'API_SERVERS') continue;
    const spacesAllowed = name === 'LISTEN' || name === 'SERVER_NAME';
    if ((spacesAllowed ? /[;{}"'#]/ : /[;{}"'#\s]/).test(value))
      throw new Error(
        `${name} must not contain ${spacesAllowed ? '' : 'spaces, '}quotes, #, braces or semicolons: ${value}`,
      );
  }
  for (const server of options.apiServers)
    if (!/^[\w.-]+:\d+$|^\[[\da-fA-F:]+\]:\d+$|^unix:\/[\w./-]+$/.test(server))
      throw new Error(`--api takes host:port (or unix:/path): ${server}`);
  // Placeholders in comments document the template; only directives are filled.
  return readFileSync(templateFile, 'utf8')
    .split('\n')
    .map((line) => {
      if (line.trimStart().startsWith('#')) return line;
      return line.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
        const value = values[name];
        if (value === undefined) throw new Error(`The template names an unknown placeholder {{${name}}}`);
        return value;
      });
    })
    .join('\n');
}

/** Writes agency.conf and security-headers.conf into `outDir`; returns the path of agency.conf. */
export function writeNginxConf(
  outDir: string,
  options: Omit<NginxConfOptions, 'securityHeadersPath'>,
): string {
  const dir = resolve(outDir);
  mkdirSync(dir, { recursive: true });
  const headers = join(dir, 'security-headers.conf');
  const conf = join(dir, 'agency.conf');
  writeFileSync(conf, renderNginxConf({ ...options, securityHeadersPath: headers }));
  copyFileSync(headersFile, headers);
  return conf;
}

const usage = `Usage:
  node deploy/render-nginx-conf.ts --out DIR --listen LISTEN --server-name NAMES
      --site-in DIR --site-uk DIR --api HOST:PORT [--api HOST:PORT ...] [--site-origins LIST]
  node deploy/render-nginx-conf.ts --print-csp --site-in DIR --site-uk DIR [--site-origins LIST]

The first writes DIR/agency.conf (include it in nginx's http context) and DIR/security-headers.conf.
--site-in/--site-uk are the built sites as nginx will read them (read at render time too: their
inline scripts are hashed into the CSP). --site-origins: the API's SITE_ORIGINS, if set.
The second prints each site's Content-Security-Policy, for a CDN's response header rules.`;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'site-in': { type: 'string' },
      'site-uk': { type: 'string' },
      api: { type: 'string', multiple: true },
      'site-origins': { type: 'string' },
      'print-csp': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const { out, listen, 'server-name': serverName, 'site-in': siteIn, 'site-uk': siteUk, api } = values;
  const siteOrigins = (values['site-origins'] ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const complete = values['print-csp']
    ? siteIn && siteUk
    : out && listen && serverName && siteIn && siteUk && api?.length;
  if (values.help || !complete) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  try {
    if (values['print-csp']) {
      const policies = sitePolicies(siteIn ?? '', siteUk ?? '', siteOrigins);
      console.log(`/ (India):\n${policies.in}\n\n/uk/ (UK):\n${policies.uk}`);
    } else {
      const conf = writeNginxConf(out ?? '', {
        listen: listen ?? '',
        serverName: serverName ?? '',
        siteInRoot: siteIn ?? '',
        siteUkRoot: siteUk ?? '',
        apiServers: api ?? [],
        siteOrigins,
      });
      console.log(`wrote ${conf}; check it with: nginx -t`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
