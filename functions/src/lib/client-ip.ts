import { createHash } from 'node:crypto';
import { isIP } from 'node:net';

import type { Request } from 'express';

/**
 * The one bucket for every caller whose address cannot be read, so a header that is not an IP address never
 * names a bucket of its own.
 */
export const UNKNOWN_CLIENT = 'unknown';

/**
 * The address a caller is counted by. Google's front end appends the address that connected to it to
 * `x-forwarded-for`, so only the right-most entry is not the caller's own writing; everything to its left (and
 * `fastly-client-ip`) is whatever the caller sent. Without the header (no front end: a plain socket) the socket's
 * address. docs/decisions/009-contact-abuse-limits.md says what this does and does not solve.
 */
export function clientAddress(req: Request): string {
  const forwarded = req.get('x-forwarded-for');
  return addressKey(forwarded === undefined ? req.socket.remoteAddress : forwarded.split(',').at(-1));
}

/**
 * An address as a rate-limit key: IPv4 as is (IPv4-mapped IPv6 included), IPv6 as its /64, since one subscriber
 * is usually given a whole /64 and could otherwise take a new address per request; anything else UNKNOWN_CLIENT.
 */
export function addressKey(raw: string | undefined): string {
  const address = withoutDecoration(raw?.trim() ?? '');
  const version = isIP(address);
  if (version === 4) return address;
  if (version !== 6) return UNKNOWN_CLIENT;
  const groups = ipv6Groups(address);
  const mapped = groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
  if (mapped) return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
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
