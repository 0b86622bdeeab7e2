import { BlockList, isIP, type Socket } from 'node:net';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { clientKey } from './client-address.ts';

export interface ConnectionLimits {
  /** Open connections in all. */
  maxConnections: number;
  /** Open connections of one client (see clientKey); a trusted proxy has none. */
  maxPerClient: number;
  /** TRUST_PROXY: its connections carry many clients, so the per-client cap does not apply. */
  trustedProxies: readonly string[];
  /** Refusals are logged at most once per this many milliseconds. */
  reportEveryMs?: number;
}

/**
 * A client holding fewer connections than this is "light": a browser opens
 * at most six to one host over HTTP/1.1. Only light clients (and trusted
 * proxies) get the reserved share of the cap.
 */
export const lightClientConnections = 8;
/** The last quarter of the cap is kept for light clients. */
export const reservedShare = 0.25;

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

/** One client's open connections, oldest first. */
interface Holder {
  sockets: Set<Socket>;
}

/**
 * Keeps a server answering while many addresses hold connections open with
 * half-sent requests (slowloris from one address or from many). Decided as
 * each connection is accepted, before any HTTP parsing:
 * - a client at `maxPerClient` gets no more;
 * - the last `reservedShare` of `maxConnections` goes only to light clients
 *   (fewer than `lightClientConnections` open) and trusted proxies, so
 *   addresses that each hold many cannot fill it together;
 * - at `maxConnections`, a new connection of a light client closes an idle
 *   or half-sent one (no request being answered on it): the oldest of the
 *   client holding the most, else the oldest of all. A request being
 *   answered, a form's body upload included, is never cut.
 * Refusals and evictions are logged as counts, at most once per `reportEveryMs`.
 */
export function limitConnections(server: Server, limits: ConnectionLimits, log: FastifyBaseLogger): void {
  const trusted = blockListOf(limits.trustedProxies);
  const cap = limits.maxConnections;
  const heavyCap = Math.max(1, Math.floor(cap * (1 - reservedShare)));
  const holders = new Map<string, Holder>();
  /** Every open connection we accepted, oldest first. */
  const all = new Set<Socket>();
  /** Connections with a request being answered: never evicted. */
  const busy = new Map<Socket, number>();
  const clientOf = new WeakMap<Socket, string>();
  const counts = { perClient: 0, reserved: 0, total: 0, evicted: 0, clients: new Set<string>() };
  const reportEveryMs = limits.reportEveryMs ?? 10_000;
  let reportedAt = Number.NEGATIVE_INFINITY;
  let pending: NodeJS.Timeout | undefined;

  const report = () => {
    pending = undefined;
    reportedAt = Date.now();
    log.warn(
      {
        refusedOverClientCap: counts.perClient,
        refusedOverHeavyShare: counts.reserved,
        refusedOverTotalCap: counts.total,
        evictedIdle: counts.evicted,
        clients: [...counts.clients].slice(0, 10),
        maxPerClient: limits.maxPerClient,
        maxConnections: cap,
        open: all.size,
      },
      'connections refused: over the connection caps',
    );
    counts.perClient = 0;
    counts.reserved = 0;
    counts.total = 0;
    counts.evicted = 0;
    counts.clients.clear();
  };
  const noted = (kind: 'perClient' | 'reserved' | 'total' | 'evicted', client: string | undefined) => {
    counts[kind] += 1;
    if (client && counts.clients.size < 100) counts.clients.add(client);
    if (pending) return;
    const wait = reportedAt + reportEveryMs - Date.now();
    if (wait <= 0) report();
    else {
      pending = setTimeout(report, wait);
      pending.unref();
    }
  };

  const forget = (socket: Socket) => {
    if (!all.delete(socket)) return;
    busy.delete(socket);
    const client = clientOf.get(socket) ?? '';
    const holder = holders.get(client);
    holder?.sockets.delete(socket);
    if (holder?.sockets.size === 0) holders.delete(client);
  };

  const oldestIdle = (sockets: Iterable<Socket>) => {
    for (const socket of sockets) if (!busy.has(socket)) return socket;
    return undefined;
  };

  /** The connection to close for a newcomer holding `held`: see limitConnections. */
  const victim = (held: number): Socket | undefined => {
    let heaviest: Holder | undefined;
    for (const holder of holders.values())
      if (holder.sockets.size > (heaviest?.sockets.size ?? held + 1)) heaviest = holder;
    return (heaviest && oldestIdle(heaviest.sockets)) ?? oldestIdle(all);
  };

  // Our own accounting decides; Node's cap stays above ours only as a backstop
  // (it would drop a connection before we could make room for it).
  server.maxConnections = cap + Math.max(64, Math.ceil(cap / 10));
  server.on('drop', (data?: { remoteAddress?: string }) => noted('total', clientKey(data?.remoteAddress)));
  server.on('close', () => clearTimeout(pending));
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const { socket } = request;
    if (!all.has(socket)) return;
    busy.set(socket, (busy.get(socket) ?? 0) + 1);
    response.once('close', () => {
      const left = (busy.get(socket) ?? 1) - 1;
      if (left <= 0) busy.delete(socket);
      else busy.set(socket, left);
    });
  });

  // Ahead of the HTTP server's own listener: a refused socket is closed before a parser is made for it.
  server.prependListener('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const isTrusted = trusted.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
    const client = isTrusted ? `proxy ${address}` : clientKey(address);
    const holder = holders.get(client) ?? { sockets: new Set<Socket>() };
    const held = holder.sockets.size;
    const refuse = (kind: 'perClient' | 'reserved' | 'total') => {
      socket.destroy();
      noted(kind, client);
    };
    if (!isTrusted && held >= limits.maxPerClient) return refuse('perClient');
    const light = isTrusted || held < lightClientConnections;
    if (all.size >= heavyCap && !light) return refuse('reserved');
    if (all.size >= cap) {
      const evict = victim(held);
      if (!evict) return refuse('total');
      const evictedClient = clientOf.get(evict);
      forget(evict);
      evict.destroy();
      noted('evicted', evictedClient);
    }
    holders.set(client, holder);
    holder.sockets.add(socket);
    all.add(socket);
    clientOf.set(socket, client);
    socket.once('close', () => forget(socket));
  });
}
