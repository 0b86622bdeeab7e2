import { BlockList, isIP, type Socket } from 'node:net';
import type { Server } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { clientKey } from './client-address.ts';

export interface ConnectionLimits {
  /** Open connections in all; past it Node closes new ones at once. */
  maxConnections: number;
  /** Open connections of one client (IPv4 address or IPv6 /64); a trusted proxy has none. */
  maxPerClient: number;
  /** TRUST_PROXY: its connections carry many clients, so the per-client cap does not apply. */
  trustedProxies: readonly string[];
  /** Refusals are logged at most once per this many milliseconds. */
  reportEveryMs?: number;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(prefix), type);
  }
  return list;
}

/**
 * Caps the connections a server holds, in all and per client, so one
 * address holding thousands of half-sent requests (slowloris) cannot take
 * the process's file descriptors from everyone else: its connections past
 * the cap are closed as they are accepted, before any HTTP parsing. Refusals
 * are logged as counts, at most once per `reportEveryMs`.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, log: FastifyBaseLogger): void {
  const trusted = blockListOf(limits.trustedProxies);
  const open = new Map<string, number>();
  const refused = { perClient: 0, total: 0, clients: new Set<string>() };
  const reportEveryMs = limits.reportEveryMs ?? 10_000;
  let reportedAt = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;

  const report = () => {
    pending = undefined;
    reportedAt = Date.now();
    log.warn(
      {
        refusedOverClientCap: refused.perClient,
        refusedOverTotalCap: refused.total,
        clients: [...refused.clients].slice(0, 10),
        maxPerClient: limits.maxPerClient,
        maxConnections: limits.maxConnections,
      },
      'connections refused: over the connection caps',
    );
    refused.perClient = 0;
    refused.total = 0;
    refused.clients.clear();
  };
  const refusedOne = (client: string | undefined, overClientCap: boolean) => {
    if (overClientCap) refused.perClient += 1;
    else refused.total += 1;
    if (client && refused.clients.size < 100) refused.clients.add(client);
    if (pending) return;
    const wait = reportedAt + reportEveryMs - Date.now();
    if (wait <= 0) report();
    else {
      pending = setTimeout(report, wait);
      pending.unref();
    }
  };

  server.maxConnections = limits.maxConnections;
  server.on('drop', (data?: { remoteAddress?: string }) => refusedOne(clientKey(data?.remoteAddress), false));
  server.on('close', () => clearTimeout(pending));

  // Ahead of the HTTP server's own listener: a refused socket is closed before a parser is made for it.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')) return;
    const client = clientKey(address);
    const count = open.get(client) ?? 0;
    if (count >= limits.maxPerClient) {
      socket.destroy();
      refusedOne(client, true);
      return;
    }
    open.set(client, count + 1);
    socket.once('close', () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left <= 0) open.delete(client);
      else open.set(client, left);
    });
  });
}
