import ipaddr from 'ipaddr.js';

/**
 * How much of an IPv6 address one subscriber holds. Providers delegate a /56
 * (or larger) to a home or a server, and everything inside it is one holder's
 * to send from: counted by /64, one /56 was 256 clients.
 */
export const ipv6ClientPrefix = 56;

/** The IPv4 address an IPv6 address carries in its bits `from`..`from + 32`, optionally inverted (Teredo). */
function embeddedIpv4(address: ipaddr.IPv6, from: number, inverted = false): string {
  const bytes = address.toByteArray().slice(from / 8, from / 8 + 4);
  return bytes.map((byte) => (inverted ? byte ^ 0xff : byte)).join('.');
}

/**
 * Who a client is for the rate limit and the connection caps:
 * - an IPv4 address, also when it arrives as IPv4-mapped IPv6;
 * - an IPv6 address that only tunnels or translates an IPv4 one counts as
 *   that IPv4 address: 6to4 (`2002::/16`: one IPv4 host owns 2^80 addresses
 *   there), NAT64 (`64:ff9b::/96`) and Teredo (`2001::/32`, the client's
 *   address inverted in the last 32 bits);
 * - any other IPv6 address counts as its /56.
 */
export function clientKey(address: string | undefined): string {
  if (!address) return 'unknown';
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return address;
  }
  if (!(parsed instanceof ipaddr.IPv6)) return parsed.toString();
  switch (parsed.range()) {
    case '6to4':
      return embeddedIpv4(parsed, 16);
    case 'rfc6052':
      return embeddedIpv4(parsed, 96);
    case 'teredo':
      return embeddedIpv4(parsed, 96, true);
  }
  const bytes = parsed.toByteArray();
  bytes.fill(0, ipv6ClientPrefix / 8);
  return `${ipaddr.fromByteArray(bytes).toString()}/${ipv6ClientPrefix}`;
}
