/**
 * The network a client address counts for in per-address limits: an IPv4 address itself, an
 * IPv6 address's /64 (one subscriber's usual allocation, whose 2^64 addresses a single client can
 * rotate through), an IPv4-mapped IPv6 address as its IPv4 address. Parsed with ipaddr.js.
 */
import ipaddr from 'ipaddr.js';

/** The network of `ip` ("203.0.113.9", "2001:db8:1:2::/64"); null when it is no IP address. */
export function networkOf(ip: string): string | null {
  if (!ipaddr.isValid(ip)) return null;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const parts = (address as ipaddr.IPv6).parts.slice(0, 4);
  return `${new ipaddr.IPv6([...parts, 0, 0, 0, 0]).toString()}/64`;
}
