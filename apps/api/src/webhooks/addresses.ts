/**
 * Where a webhook may be sent: an https URL whose host resolves to public addresses only. A
 * receiver on loopback, a private network, link-local (cloud metadata services live there) or
 * any other non-public range is refused, when the endpoint is saved and again at every delivery,
 * on the very address the connection is made to (a name that resolved to a public address when
 * it was saved may resolve to 127.0.0.1 later: DNS rebinding). `WEBHOOK_ALLOW_PRIVATE_URLS=1`
 * lifts both rules for a receiver on a developer's machine (never in production).
 *
 * An IPv6 address that carries an IPv4 one (IPv4-mapped, -translated or -compatible, NAT64,
 * 6to4: `embeddedIpv4`) is judged by the IPv4 address it carries, so `[::ffff:127.0.0.1]`,
 * `[::ffff:7f00:1]`, `[::127.0.0.1]`, `[2002:7f00:1::]` and `[64:ff9b::a00:1]` are refused as
 * what they lead to. Teredo (`2001::/32`) is refused whole: no receiver needs it, and its
 * client address is a private one behind a NAT by design.
 */
import { BlockList, isIP, type LookupFunction } from 'node:net';
import type { FieldErrorCode } from '@meridian/contract';
import { ApiError } from '../http/errors';
import { embeddedIpv4 } from '../security/ip';
import type { DnsResolver } from '../dns';

export type AddressKind = 'loopback' | 'private' | 'link_local' | 'reserved';

const RANGES: Record<AddressKind, { v4: [string, number][]; v6: [string, number][] }> = {
  loopback: { v4: [['127.0.0.0', 8]], v6: [['::1', 128]] },
  private: {
    v4: [
      ['10.0.0.0', 8],
      ['172.16.0.0', 12],
      ['192.168.0.0', 16],
      ['100.64.0.0', 10],
    ],
    // fec0::/10: site-local, deprecated, private in practice.
    v6: [
      ['fc00::', 7],
      ['fec0::', 10],
    ],
  },
  link_local: { v4: [['169.254.0.0', 16]], v6: [['fe80::', 10]] },
  reserved: {
    v4: [
      ['0.0.0.0', 8],
      ['192.0.0.0', 24],
      ['192.0.2.0', 24],
      // The 6to4 relays' anycast (deprecated).
      ['192.88.99.0', 24],
      ['198.18.0.0', 15],
      ['198.51.100.0', 24],
      ['203.0.113.0', 24],
      ['224.0.0.0', 4],
      ['240.0.0.0', 4],
    ],
    v6: [
      ['::', 128],
      ['100::', 64],
      // Teredo, ORCHID and the other IETF protocol assignments.
      ['2001::', 23],
      ['2001:db8::', 32],
      ['3fff::', 20],
      ['ff00::', 8],
    ],
  },
};

const LISTS = Object.entries(RANGES).map(([kind, ranges]) => {
  const list = new BlockList();
  for (const [network, prefix] of ranges.v4) list.addSubnet(network, prefix, 'ipv4');
  for (const [network, prefix] of ranges.v6) list.addSubnet(network, prefix, 'ipv6');
  return { kind: kind as AddressKind, list };
});

/** What kind of non-public address `address` is, or null for a public one. */
export function addressKind(address: string): AddressKind | null {
  const ip = address.replace(/^\[|\]$/g, '');
  const family = isIP(ip);
  if (family === 0) return 'reserved';
  // An IPv6 address that leads to an IPv4 one (::ffff:127.0.0.1, 2002:7f00:1::) is that address.
  const carried = embeddedIpv4(ip);
  return (carried === null ? null : listedKind(carried, 4)) ?? listedKind(ip, family);
}

function listedKind(ip: string, family: number): AddressKind | null {
  for (const { kind, list } of LISTS) if (list.check(ip, family === 4 ? 'ipv4' : 'ipv6')) return kind;
  return null;
}

const KIND_WORDS: Record<AddressKind, string> = {
  loopback: 'a loopback address (this machine)',
  private: 'a private network address',
  link_local: 'a link-local address',
  reserved: 'a reserved address that is not on the internet',
};

/** Why a delivery cannot go to a host: its code and the words that say it. */
export class AddressRefused extends Error {
  constructor(
    readonly code: 'private_address' | 'unresolvable',
    message: string,
  ) {
    super(message);
    this.name = 'AddressRefused';
  }
}

/** The public addresses of `host` (an IP literal or a name), or the refusal that says why not. */
export async function publicAddresses(host: string, dns: DnsResolver): Promise<string[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  let addresses: string[];
  if (isIP(bare) !== 0) addresses = [bare];
  else {
    try {
      addresses = await dns.resolveAddresses(bare);
    } catch {
      addresses = [];
    }
    if (addresses.length === 0) {
      throw new AddressRefused('unresolvable', `${bare} does not resolve to any address`);
    }
  }
  for (const address of addresses) {
    const kind = addressKind(address);
    if (kind) {
      const carried = embeddedIpv4(address);
      const shown = carried === null ? address : `${address} (${carried})`;
      const named = address === bare ? shown : `${bare} resolves to ${shown}, which is`;
      throw new AddressRefused(
        'private_address',
        `${named} ${KIND_WORDS[kind]}: webhooks are sent to public addresses only`,
      );
    }
  }
  return addresses;
}

/**
 * The URL's own checks that the contract cannot make: https (unless private URLs are allowed)
 * and, when they are not, a host that resolves to public addresses only. Answers 422 on `field`
 * (`url` unless told: the request's name for the URL).
 */
export async function checkEndpointUrl(
  raw: string,
  options: { allowPrivate: boolean; dns: DnsResolver; field?: string },
): Promise<string> {
  const url = new URL(raw.trim());
  const field = options.field ?? 'url';
  const refuse = (code: FieldErrorCode, message: string) =>
    new ApiError('VALIDATION_FAILED', { message, details: [{ field, code, message }] });
  if (options.allowPrivate) return url.toString();
  if (url.protocol !== 'https:')
    throw refuse('https_required', 'Webhooks are sent over https only: use an https:// URL');
  try {
    await publicAddresses(url.hostname, options.dns);
  } catch (error) {
    if (error instanceof AddressRefused) throw refuse(error.code, error.message);
    throw error;
  }
  return url.toString();
}

/**
 * A connection's `lookup` that answers `address`, already checked: the connection goes to the
 * address that was checked, never to a second answer of the name's server.
 */
export function fixedLookup(address: string): LookupFunction {
  const family = isIP(address);
  return (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
