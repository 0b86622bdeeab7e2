import ipaddr from 'ipaddr.js';

/**
 * Who a client is for limits: an IPv4 address (an IPv4-mapped IPv6 address
 * counts as the IPv4 address it maps), or the /64 of an IPv6 address: one
 * household or host is given a whole /64, so counting single IPv6 addresses
 * would let it send from 2^64 of them.
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
  const network = new ipaddr.IPv6([...parsed.parts.slice(0, 4), 0, 0, 0, 0]);
  return `${network.toRFC5952String()}/64`;
}
