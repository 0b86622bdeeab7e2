import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

/** Who may reach the inbox when no network is given: this host only (a tunnel or a proxy on it). */
export const defaultInboxAllow = ['127.0.0.1', '::1'];

export interface InboxConfOptions {
  listen: string;
  serverName: string;
  /** The staff listener, STAFF_HOST:STAFF_PORT. */
  staff: string;
  /** Addresses or CIDR networks allowed in; everyone else is denied. */
  allow?: string[];
  /** Certificate and key files: nginx ends TLS itself (the `__Host-` cookie needs https). */
  tls?: { certificate: string; key: string };
}

function tlsLines(tls: InboxConfOptions['tls']): string {
  if (!tls) return '    # TLS ends in front of this block (see docs/deployment.md).';
  return [
    `    ssl_certificate ${tls.certificate};`,
    `    ssl_certificate_key ${tls.key};`,
    '    ssl_protocols TLSv1.2 TLSv1.3;',
    // The browser keeps to https for the inbox's host name once it has seen this.
    '    add_header Strict-Transport-Security "max-age=63072000" always;',
  ].join('\n');
}

/** An address or a network (`10.8.0.0/24`): what nginx's `allow` takes, checked so a typo cannot open it to all. */
function checkedNetwork(network: string): string {
  const [address, bits, ...rest] = network.split('/');
  const max = isIP(address ?? '') === 4 ? 32 : 128;
  const bitsOk = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= max);
  if (!isIP(address ?? '') || !bitsOk || rest.length > 0)
    throw new Error(`--allow takes an IP address or CIDR network: ${network}`);
  return network;
}

/** The inbox's server block: its host name, the allowed networks, and a proxy to the staff listener. */
export function renderInboxConf(options: InboxConfOptions): string {
  if (!/^[^\s;{}]+:\d+$/.test(options.staff)) throw new Error(`--staff takes host:port: ${options.staff}`);
  const allow = (options.allow?.length ? options.allow : defaultInboxAllow).map(checkedNetwork);
  const template = readFileSync(join(import.meta.dirname, 'nginx/inbox.conf.template'), 'utf8');
  return template
    .replaceAll('{{LISTEN}}', options.tls ? `${options.listen} ssl` : options.listen)
    .replaceAll('{{TLS}}', tlsLines(options.tls))
    .replaceAll('{{SERVER_NAME}}', options.serverName)
    .replaceAll('{{STAFF}}', options.staff)
    .replaceAll('{{ALLOW}}', allow.map((network) => `    allow ${network};`).join('\n'));
}

/** Writes DIR/inbox.conf, for nginx's http context; returns its path. */
export function writeInboxConf(dir: string, options: InboxConfOptions): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'inbox.conf');
  writeFileSync(file, renderInboxConf(options));
  return file;
}

const usage = `usage: node deploy/render-inbox-conf.ts --out DIR --listen LISTEN --server-name NAME --staff HOST:PORT
    [--allow NETWORK ...] [--tls-certificate FILE --tls-key FILE]
Writes DIR/inbox.conf: the staff inbox's server block. --allow: the addresses or CIDR networks staff
reach it from (a VPN's, an office's); default ${defaultInboxAllow.join(' and ')} only. With a
certificate and key nginx ends TLS itself; without, TLS must end in front of it.`;

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      staff: { type: 'string' },
      allow: { type: 'string', multiple: true },
      'tls-certificate': { type: 'string' },
      'tls-key': { type: 'string' },
    },
  });
  const { out, listen, staff } = values;
  const serverName = values['server-name'];
  if (!out || !listen || !serverName || !staff) {
    console.error(usage);
    process.exit(2);
  }
  const certificate = values['tls-certificate'];
  const key = values['tls-key'];
  if (Boolean(certificate) !== Boolean(key)) {
    console.error(usage);
    process.exit(2);
  }
  const tls = certificate && key ? { certificate, key } : undefined;
  console.log(
    writeInboxConf(out, { listen, serverName, staff, allow: values.allow ?? [], ...(tls ? { tls } : {}) }),
  );
}
