/**
 * IP addresses as numbers: an IPv6 address (any spelling: `::`, a dotted IPv4 tail) or an IPv4
 * one as a bigint, and the IPv4 address an IPv6 one carries by one of the standard embeddings.
 * Used by the webhook address guard and by the check of `TRUSTED_PROXIES`.
 */
import { isIP } from 'node:net';

/** An IPv4 address (`a.b.c.d`, as `isIP` accepts it) as a number of 32 bits. */
export function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

export function bigIntToIpv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** An IPv6 address (as `isIP` accepts it, without a zone) as a number of 128 bits. */
export function ipv6ToBigInt(address: string): bigint {
  let text = address.toLowerCase();
  // A dotted IPv4 tail is the last two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1];
  if (tail) {
    const v4 = ipv4ToBigInt(tail);
    text = `${text.slice(0, -tail.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const groups =
    rest === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group, 16)), 0n);
}

/** The IPv4-mapped block, `::ffff:0:0/96`, where an IPv4 address `a.b.c.d` is `::ffff:a.b.c.d`. */
export const IPV4_MAPPED_BASE = 0xffffn << 32n;

/** Any address, IPv4 or IPv6, as a 128-bit number (IPv4 in the IPv4-mapped block); null if not an address. */
export function ipToBigInt(address: string): bigint | null {
  const family = isIP(address);
  if (family === 4) return IPV4_MAPPED_BASE | ipv4ToBigInt(address);
  if (family === 6) return ipv6ToBigInt(address);
  return null;
}

const low32 = (value: bigint) => value & 0xffffffffn;

/**
 * The IPv4 address an IPv6 address stands for or carries, by each embedding a host name could
 * use to reach an IPv4 address in disguise: IPv4-mapped (`::ffff:a.b.c.d`), IPv4-translated
 * (`::ffff:0:a.b.c.d`), IPv4-compatible (`::a.b.c.d`, deprecated; `::` and `::1` excepted), NAT64
 * (`64:ff9b::/96` and the local-use `64:ff9b:1::/48`) and 6to4 (`2002:AABB:CCDD::/48`). Null
 * when it carries none. (Teredo, `2001::/32`, is refused whole by the webhook guard.)
 */
export function embeddedIpv4(address: string): string | null {
  if (isIP(address) !== 6) return null;
  const value = ipv6ToBigInt(address);
  const top96 = value >> 32n;
  if (top96 === 0xffffn || top96 === 0xffff0000n) return bigIntToIpv4(low32(value));
  if (top96 === 0n && value > 1n) return bigIntToIpv4(low32(value));
  if (top96 === 0x0064ff9b0000000000000000n) return bigIntToIpv4(low32(value));
  if (value >> 80n === 0x0064ff9b0001n) return bigIntToIpv4(low32(value));
  if (value >> 112n === 0x2002n) return bigIntToIpv4(low32(value >> 80n));
  return null;
}

/** The first and last 128-bit numbers of a range (`address/prefix`; an IPv4 range in the IPv4-mapped block). */
export function rangeBounds(address: string, prefix: number): [bigint, bigint] | null {
  const start = ipToBigInt(address);
  if (start === null) return null;
  const bits = BigInt((isIP(address) === 4 ? 96 : 0) + prefix);
  const size = 1n << (128n - bits);
  const first = start & ~(size - 1n) & ((1n << 128n) - 1n);
  return [first, first + size - 1n];
}

/** Whether the ranges together cover every number from `from` to `to`. */
export function rangesCover(ranges: [bigint, bigint][], from: bigint, to: bigint): boolean {
  let next = from;
  for (const [first, last] of [...ranges].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (first > next) break;
    if (last >= next) next = last + 1n;
    if (next > to) return true;
  }
  return next > to;
}
