import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

import type { Request } from 'express';

import { isFastlyNode } from './trusted-proxies';

/**
 * The one bucket for every caller whose address cannot be read, so a header that is not an IP address never
 * names a bucket of its own.
 */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a caller is counted by. Each proxy appends the address that connected to it to `x-forwarded-for`
 * and nothing removes what was there, so the right-most entry is the only one the caller did not write (Google's
 * front end appends it); everything to its left (and `fastly-client-ip`) is whatever the caller sent. One
 * exception: when the right-most entry is a Fastly node, the request came through Firebase Hosting's CDN, and the
 * entry to its left is the one Fastly appended, the visitor's address. One step only, and only then. Without the
 * header (no front end: a plain socket) the socket's address. docs/decisions/009-contact-abuse-limits.md says
 * what this does and does not solve.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  if (forwarded === undefined) return addressKey(req.socket.remoteAddress);
  const entries = forwarded.split(',');
  const connected = plainAddress(entries.at(-1));
  return connected && isFastlyNode(connected.address, connected.version)
    ? addressKey(entries.at(-2))
    : addressKey(entries.at(-1));
}

/**
 * An address as a rate-limit key: IPv4 as is (IPv4-mapped IPv6 included), IPv6 as its /64, since one subscriber
 * is usually given a whole /64 and could otherwise take a new address per request; anything else UNKNOWN_CLIENT.
 */
export function addressKey(raw: string | undefined): string {
  const plain = plainAddress(raw);
  if (!plain) return UNKNOWN_CLIENT;
  if (plain.version === 4) return plain.address;
  return `${ipv6Groups(plain.address)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/**
 * The IP address in a header entry or socket address, trimmed and undressed; IPv4-mapped IPv6 as its IPv4
 * address, so it is counted, and checked against the CDN's ranges, as the IPv4 address it is. Null when it is
 * not an IP address.
 */
function plainAddress(raw: string | undefined): { address: string; version: 4 | 6 } | null {
  const address = withoutDecoration(raw?.trim() ?? '');
  const version = isIP(address);
  if (version === 4) return { address, version };
  if (version !== 6) return null;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (!mapped) return { address, version };
  const ipv4 = [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return { address: ipv4, version: 4 };
}

/** A salted SHA-256: enough to count requests per address or email, never the value itself. */
export function saltedHash(value: string, salt: string): string {
  return createHash('sha256').update(`${salt}\u0000${value}`).digest('hex');
}

/** `[2001:db8::1]`, `[2001:db8::1]:443` and `fe80::1%eth0` are IPv6 addresses dressed up; take the address. */
function withoutDecoration(text: string): string {
  const bracketed = /^\[([^\]]*:[^\]]*)\](?::\d+)?$/.exec(text);
  const address = bracketed ? bracketed[1]! : text;
  const zone = address.indexOf('%');
  return zone !== -1 && address.includes(':') ? address.slice(0, zone) : address;
}

/** The eight 16-bit groups of an address `isIP` has already called IPv6 (`::` expanded, a dotted tail split). */
function ipv6Groups(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? `${address.slice(0, dotted.index)}${((+dotted[1]! << 8) | +dotted[2]!).toString(16)}:${((+dotted[3]! << 8) | +dotted[4]!).toString(16)}`
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}
