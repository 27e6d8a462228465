/**
 * The SSRF guard of outbound webhooks (ARCHITECTURE.md "Outbound webhooks"): an endpoint's host
 * must resolve only to public unicast addresses (ipaddr.js ranges): loopback, private, link-local,
 * unique-local, carrier-grade NAT, multicast, broadcast, unspecified and reserved addresses are
 * refused, unless WEBHOOK_ALLOW_PRIVATE (development and tests). It is checked when the endpoint
 * is saved and again on the very connection of each delivery (`guardedLookup`), since DNS can
 * change in between.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { ruleBroken } from '../../domain/shared/errors';

/** The refusal of a URL whose host is not a public address. */
export const PRIVATE_ADDRESS_REFUSED =
  'The URL must point to a public internet address: loopback, private and link-local addresses are refused';

/** The refusal of a URL whose host does not resolve. */
export const UNKNOWN_HOST = 'The URL’s host name does not resolve to an address';

/** True when `address` (IPv4 or IPv6 text) is a public unicast address. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/**
 * A `lookup` for node:http(s) that resolves as dns.lookup does and fails the connection when any
 * address is not public (unless `allowPrivate`): the address checked is the one connected to.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
        return callback(
          Object.assign(new Error(PRIVATE_ADDRESS_REFUSED), { code: 'EPRIVATEADDRESS' }),
          '',
          0,
        );
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/**
 * Checks that `url`'s host resolves, to public addresses only (unless `allowPrivate`).
 * @throws rule (422) with PRIVATE_ADDRESS_REFUSED or UNKNOWN_HOST
 */
export async function assertPublicUrl(url: string, allowPrivate: boolean): Promise<void> {
  // An IPv6 literal's brackets are not part of the address.
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    throw ruleBroken(UNKNOWN_HOST);
  }
  if (!allowPrivate && addresses.some(({ address }) => !isPublicAddress(address)))
    throw ruleBroken(PRIVATE_ADDRESS_REFUSED);
}
