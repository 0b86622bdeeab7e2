// Renders deploy/nginx/agency.conf.template for one deployment: both sites on
// one host, or one site on a host of its own. The sites'
// Content-Security-Policy lists the hash of every inline script of the build,
// so it is rendered from the built files, like the Node gateway computes it.
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  apiPaths,
  applicationFieldsAllowanceBytes,
  applicationPages,
  closedPositionMarker,
  defaultCvMaxBytes,
  noScriptErrorPage,
  formTokenPath,
  positionClosedPages,
  type Region,
} from '@agency/contract';
import {
  adminPaths,
  leadExportPath,
  leadWorkPaths,
  rightsPaths,
  staffApiPaths,
} from '@agency/staff-contract';
import { siteContentSecurityPolicy } from '@agency/api/serve-sites';
import { faultAnswer } from '@agency/api/edge-faults';
import { formKinds } from '@agency/api/form-kinds';
import { inlineScriptHashes as hashesIn } from '@agency/api/inline-script-hashes';

const nginxDir = join(import.meta.dirname, 'nginx');
const templateFile = join(nginxDir, 'agency.conf.template');
const headersFile = join(nginxDir, 'security-headers.conf');
const inboxTemplateFile = join(nginxDir, 'inbox.server.template');

/** Who may reach the inbox's host when no network is configured: this machine alone. */
export const defaultInboxAllow: readonly string[] = ['127.0.0.1', '::1'];

/**
 * Which sites one server block serves: both on one host (India at /, the UK
 * at /uk/), or one of them on a host of its own.
 */
export type NginxLayout = 'combined' | 'site-in' | 'site-uk';
export const nginxLayouts: readonly NginxLayout[] = ['combined', 'site-in', 'site-uk'];

const layouts: Record<
  NginxLayout,
  { name: string; file: string; sites: readonly Region[]; locations: readonly string[] }
> = {
  combined: {
    name: 'agency',
    file: 'agency.conf',
    sites: ['in', 'uk'],
    locations: ['site-in.locations.template', 'site-uk.locations.template'],
  },
  'site-in': {
    name: 'agency_in',
    file: 'site-in.conf',
    sites: ['in'],
    locations: ['site-in.locations.template'],
  },
  'site-uk': {
    name: 'agency_uk',
    file: 'site-uk.conf',
    sites: ['uk'],
    locations: ['site-uk.locations.template', 'uk-host-root.locations.template'],
  },
};

/** The name writeNginxConf gives a layout's file, and the log format it defines. */
export function nginxLayoutFile(layout: NginxLayout): { file: string; logFormat: string } {
  return { file: layouts[layout].file, logFormat: layouts[layout].name };
}

export interface NginxConfOptions {
  /** Default: combined. */
  layout?: NginxLayout;
  /** nginx `listen` parameters, e.g. "443 ssl" or "127.0.0.1:8080". */
  listen: string;
  serverName: string;
  /** Built India site, served at / (combined and site-in). */
  siteInRoot?: string;
  /** Built UK site, served at /uk/ (combined and site-uk). */
  siteUkRoot?: string;
  /**
   * The API instances: host:port of each, or the absolute path of a file of
   * `server host:port;` lines nginx includes (written where the instances
   * are known, e.g. when the site image starts).
   */
  apiServers: string[] | { file: string };
  /** Absolute path where security-headers.conf will be. */
  securityHeadersPath: string;
  /** SITE_ORIGINS of the API: the sites' CSP lets pages connect to them, as the gateway's does. */
  siteOrigins?: string[];
  /** The API's CV_MAX_BYTES: nginx takes an application's body of that plus the form's fields. */
  cvMaxBytes?: number;
  /**
   * Where the builds are now, when nginx will read them elsewhere (a bundle
   * rendered here and installed on another host): their inline scripts are
   * hashed from these. Default: the roots themselves.
   */
  readFrom?: Partial<Record<Region, string>>;
  /** The staff inbox on a host name of its own, proxied to the staff listener; none when absent. */
  inbox?: InboxServerOptions;
}

export interface InboxServerOptions {
  /** STAFF_ORIGIN's host name. */
  serverName: string;
  /** STAFF_HOST:STAFF_PORT of the API process. */
  staffServer: string;
  /** nginx `listen` parameters; default: the sites' own. */
  listen?: string;
  /** Addresses or CIDR networks admitted (a VPN, the office); default defaultInboxAllow. */
  allow?: readonly string[];
}

/**
 * The first segment under /api/ of every path the staff listener answers
 * (from @agency/staff-contract): the public blocks answer each with a 404
 * themselves, so no misrouted pool can ever serve the inbox's API on a site.
 */
export function staffApiSegments(): string[] {
  const paths = [staffApiPaths, adminPaths, rightsPaths, leadWorkPaths]
    .flatMap((group) => Object.values(group))
    .map((path) => (typeof path === 'function' ? path('x') : path))
    .concat(leadExportPath);
  const segments = [...new Set(paths.map((path) => path.split('/')[2] ?? ''))].sort();
  const publicSegments = [...Object.values(apiPaths), formTokenPath].map((path) => path.split('/')[2]);
  for (const segment of segments)
    if (!/^[a-z-]+$/.test(segment) || publicSegments.includes(segment))
      throw new Error(`The staff path segment /api/${segment} cannot be refused on the sites.`);
  return segments;
}

function inboxServerBlock(name: string, sitesListen: string, inbox: InboxServerOptions): string {
  const allow = inbox.allow ?? defaultInboxAllow;
  if (allow.length === 0) throw new Error('The inbox must admit at least one network.');
  for (const network of allow)
    if (!/^(\d{1,3}(\.\d{1,3}){3}|[\da-fA-F:]*:[\da-fA-F:.]*)(\/\d{1,3})?$/.test(network))
      throw new Error(`--inbox-allow takes addresses or CIDR networks: ${network}`);
  apiServerLine(inbox.staffServer);
  const values = {
    NAME: name,
    INBOX_LISTEN: inbox.listen ?? sitesListen,
    INBOX_SERVER_NAME: inbox.serverName,
    STAFF_SERVER: inbox.staffServer,
    INBOX_ALLOW: allow.map((network) => `allow ${network};`).join('\n    '),
  };
  for (const name of ['INBOX_LISTEN', 'INBOX_SERVER_NAME'] as const)
    if (/[;{}"'#]/.test(values[name]))
      throw new Error(`${name} must not contain quotes, #, braces or semicolons: ${values[name]}`);
  return fill(readFileSync(inboxTemplateFile, 'utf8'), values);
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

/** Each given site's Content-Security-Policy, as the Node gateway sends it (for a CDN's header rules too). */
export function sitePolicies(roots: Partial<Record<Region, string>>, siteOrigins: string[] = []) {
  const policies: Partial<Record<Region, string>> = {};
  for (const [region, root] of Object.entries(roots) as [Region, string][])
    policies[region] = siteContentSecurityPolicy(
      inlineScriptHashes(requireSite(root, region === 'in' ? 'India site' : 'UK site')),
      siteOrigins,
    );
  return policies;
}

/** One `server` line of the API upstream (used by the site image too, through its bundle). */
export function apiServerLine(server: string): string {
  if (!/^[\w.-]+:\d+$|^\[[\da-fA-F:]+\]:\d+$|^unix:\/[\w./-]+$/.test(server))
    throw new Error(`--api takes host:port (or unix:/path): ${server}`);
  // One failed attempt takes an instance out for 10 s; then nginx tries it again.
  return `server ${server} max_fails=1 fail_timeout=10s;`;
}

/**
 * What nginx needs to know of the job application's upload: its path, the
 * largest body it takes (the CV's limit and the form's own allowance), and
 * its answers to a larger one, the API's own: JSON for the form's script, or
 * a 303 to the region's "CV too large" page for the browser's own post.
 */
function uploadValues(cvMaxBytes: number): Record<string, string> {
  const application = formKinds.find((def) => def.carriesCv);
  if (!application) throw new Error('No form kind carries a CV.');
  const json = JSON.stringify(faultAnswer('cv-too-large', application, cvMaxBytes).body);
  // Goes into a single-quoted nginx string: nothing in it may end the string or name a variable.
  if (/['\\$]/.test(json)) throw new Error(`The CV answer cannot go into nginx as is: ${json}`);
  const tooLarge = (region: Region) => noScriptErrorPage(region, 'cv-too-large', [], applicationPages);
  return {
    UPLOAD_PATH: apiPaths.jobApplication,
    UPLOAD_MAX_BODY: String(cvMaxBytes + applicationFieldsAllowanceBytes),
    UPLOAD_TOO_LARGE_JSON: json,
    UPLOAD_TOO_LARGE_IN: tooLarge('in'),
    UPLOAD_TOO_LARGE_UK: tooLarge('uk'),
  };
}

/** CV_MAX_BYTES from the environment, as the API reads it, or the contract's default. */
export function cvMaxBytesOf(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.CV_MAX_BYTES);
  return Number.isInteger(value) && value > 0 ? value : defaultCvMaxBytes;
}

/** Fills {{PLACEHOLDERS}} of directives; placeholders in comments document the template. */
function fill(template: string, values: Record<string, string>): string {
  return template
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

/** The server configuration for nginx's http context. */
export function renderNginxConf(options: NginxConfOptions): string {
  const layout = layouts[options.layout ?? 'combined'];
  const roots: Partial<Record<Region, string>> = {};
  const policies: string[] = [];
  for (const region of layout.sites) {
    const label = region === 'in' ? 'India site' : 'UK site';
    const root = region === 'in' ? options.siteInRoot : options.siteUkRoot;
    if (!root)
      throw new Error(`The ${options.layout ?? 'combined'} layout serves the ${label}: give its directory.`);
    const built = requireSite(options.readFrom?.[region] ?? root, label);
    roots[region] = options.readFrom?.[region] ? resolve(root) : built;
    const policy = siteContentSecurityPolicy(inlineScriptHashes(built), options.siteOrigins ?? []);
    policies.push(constantVariable(`agency_csp_${region}`, policy));
  }
  if (roots.in && roots.in === roots.uk) throw new Error('The India and UK sites must be two directories.');
  const api = options.apiServers;
  if (Array.isArray(api) && api.length === 0)
    throw new Error('At least one API server (host:port) is needed.');
  const values: Record<string, string> = {
    NAME: layout.name,
    LISTEN: options.listen,
    SERVER_NAME: options.serverName,
    // The locations of a layout without the other site never name its root.
    SITE_IN_ROOT: roots.in ?? '',
    SITE_UK_ROOT: roots.uk ?? '',
    API_SERVERS: Array.isArray(api) ? api.map(apiServerLine).join('\n    ') : `include ${api.file};`,
    SECURITY_HEADERS: options.securityHeadersPath,
    STAFF_API_SEGMENTS: staffApiSegments().join('|'),
    CLOSED_MARKER: closedPositionMarker,
    CLOSED_MARKER_PATTERN: closedPositionMarker.replace(/[.]/g, '\\.'),
    POSITION_CLOSED_IN: `${positionClosedPages.in}.html`,
    POSITION_CLOSED_UK: `${positionClosedPages.uk}.html`,
  };
  // The template does not quote values: refuse what would break out of a directive.
  for (const [name, value] of Object.entries(values)) {
    if (name === 'API_SERVERS') continue;
    const spacesAllowed = name === 'LISTEN' || name === 'SERVER_NAME';
    if ((spacesAllowed ? /[;{}"'#]/ : /[;{}"'#\s]/).test(value))
      throw new Error(
        `${name} must not contain ${spacesAllowed ? '' : 'spaces, '}quotes, #, braces or semicolons: ${value}`,
      );
  }
  if (!Array.isArray(api) && /[;{}"'#\s]/.test(api.file))
    throw new Error(
      `The API servers file must not contain spaces, quotes, #, braces or semicolons: ${api.file}`,
    );
  const locations = layout.locations
    .map((file) => fill(readFileSync(join(nginxDir, file), 'utf8'), values).trimEnd())
    .join('\n\n');
  const sites = fill(readFileSync(templateFile, 'utf8'), {
    ...values,
    ...uploadValues(options.cvMaxBytes ?? cvMaxBytesOf()),
    CSP_VARIABLES: policies.join('\n'),
    SITE_LOCATIONS: locations,
  });
  if (!options.inbox) return sites;
  return `${sites.trimEnd()}\n\n${inboxServerBlock(layout.name, options.listen, options.inbox)}`;
}

/**
 * Writes the layout's file (agency.conf, site-in.conf or site-uk.conf) and
 * security-headers.conf into `outDir`; returns the path of the first.
 * `installDir`: where nginx will read them, when not from `outDir`.
 */
export function writeNginxConf(
  outDir: string,
  options: Omit<NginxConfOptions, 'securityHeadersPath'> & { installDir?: string },
): string {
  const dir = resolve(outDir);
  mkdirSync(dir, { recursive: true });
  const installed = options.installDir ?? dir;
  const conf = join(dir, layouts[options.layout ?? 'combined'].file);
  writeFileSync(
    conf,
    renderNginxConf({ ...options, securityHeadersPath: join(installed, 'security-headers.conf') }),
  );
  copyFileSync(headersFile, join(dir, 'security-headers.conf'));
  return conf;
}

const usage = `Usage:
  node deploy/render-nginx-conf.ts --out DIR --listen LISTEN --server-name NAMES [--layout LAYOUT]
      [--site-in DIR] [--site-uk DIR] (--api HOST:PORT [--api HOST:PORT ...] | --api-servers-file PATH)
      [--site-origins LIST] [--inbox-server-name NAME --staff HOST:PORT [--inbox-allow LIST]
      [--inbox-listen LISTEN]]
  node deploy/render-nginx-conf.ts --print-csp [--site-in DIR] [--site-uk DIR] [--site-origins LIST]

The first writes DIR/<layout file> (include it in nginx's http context) and DIR/security-headers.conf:
  --layout combined  both sites on one host, India at / and the UK at /uk/: agency.conf (the default;
                     needs --site-in and --site-uk)
  --layout site-in   the India site on a host of its own: site-in.conf (needs --site-in)
  --layout site-uk   the UK site on a host of its own, its pages still under /uk/, / redirected to
                     /uk and /robots.txt its own: site-uk.conf (needs --site-uk)
--site-in/--site-uk are the built sites as nginx will read them (read at render time too: their
inline scripts are hashed into the CSP). --api-servers-file: nginx includes that file of
"server host:port;" lines instead. --site-origins: the API's SITE_ORIGINS, if set.
CV_MAX_BYTES in the environment, the API's setting: the job application's body limit (5 MB by
default, plus the form's fields).
--inbox-server-name and --staff add the staff inbox's own server block to the file: that host name
(STAFF_ORIGIN's) proxied to the staff listener (STAFF_HOST:STAFF_PORT), admitting only the networks
of --inbox-allow (addresses or CIDRs, comma-separated; default 127.0.0.1,::1), listening on
--inbox-listen (default --listen). Every layout answers the inbox's API paths with a 404.
The second prints each given site's Content-Security-Policy, for a CDN's response header rules.`;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      layout: { type: 'string', default: 'combined' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      'site-in': { type: 'string' },
      'site-uk': { type: 'string' },
      api: { type: 'string', multiple: true },
      'api-servers-file': { type: 'string' },
      'site-origins': { type: 'string' },
      'inbox-server-name': { type: 'string' },
      staff: { type: 'string' },
      'inbox-allow': { type: 'string' },
      'inbox-listen': { type: 'string' },
      'print-csp': { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const { out, listen, 'server-name': serverName, 'site-in': siteIn, 'site-uk': siteUk, api } = values;
  const apiServersFile = values['api-servers-file'];
  const layout = values.layout as NginxLayout;
  const siteOrigins = (values['site-origins'] ?? '')
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
  const inboxName = values['inbox-server-name'];
  const inboxListen = values['inbox-listen'];
  const inbox =
    inboxName && values.staff
      ? {
          serverName: inboxName,
          staffServer: values.staff,
          ...(inboxListen && { listen: inboxListen }),
          ...(values['inbox-allow'] && {
            allow: values['inbox-allow']
              .split(',')
              .map((network) => network.trim())
              .filter(Boolean),
          }),
        }
      : undefined;
  // One of the two alone is a mistake, not "no inbox".
  const inboxHalf = Boolean(inboxName) !== Boolean(values.staff);
  const complete = inboxHalf
    ? false
    : values['print-csp']
      ? siteIn || siteUk
      : out && listen && serverName && nginxLayouts.includes(layout) && (api?.length || apiServersFile);
  if (values.help || !complete) {
    console.log(usage);
    process.exit(values.help ? 0 : 2);
  }
  try {
    if (values['print-csp']) {
      const policies = sitePolicies(
        { ...(siteIn && { in: siteIn }), ...(siteUk && { uk: siteUk }) },
        siteOrigins,
      );
      if (policies.in) console.log(`/ (India):\n${policies.in}\n`);
      if (policies.uk) console.log(`/uk/ (UK):\n${policies.uk}\n`);
    } else {
      const conf = writeNginxConf(out ?? '', {
        layout,
        listen: listen ?? '',
        serverName: serverName ?? '',
        ...(siteIn && { siteInRoot: siteIn }),
        ...(siteUk && { siteUkRoot: siteUk }),
        apiServers: apiServersFile ? { file: apiServersFile } : (api ?? []),
        siteOrigins,
        ...(inbox && { inbox }),
      });
      console.log(`wrote ${conf}; check it with: nginx -t`);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
