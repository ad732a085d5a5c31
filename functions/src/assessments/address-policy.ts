import ipaddr from 'ipaddr.js';

import { isDemoEmulator } from '../lib/emulator';

/**
 * Which addresses a website assessment may reach (docs/decisions/020-website-assessment.md): ordinary public
 * unicast only, so that an address someone types can't make the function fetch from the metadata server, the VPC
 * or the machine itself. safe-fetch.ts applies it to every address a host resolves to, on every redirect.
 */

/** Host names that reach Google's metadata server without resolving to a checked address first. */
const METADATA_HOSTS = new Set(['metadata.google.internal', 'metadata']);

/**
 * IPv6's global unicast block (2000::/3). Anything outside it that ipaddr.js still calls "unicast" (IPv4-compatible
 * `::a.b.c.d`, unassigned space) is not a public website either.
 */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/** Whether a host name (as WHATWG URL normalised it) is one we refuse before resolving it. */
export function isForbiddenHostname(hostname: string): boolean {
  return METADATA_HOSTS.has(hostname.toLowerCase().replace(/\.+$/, ''));
}

/**
 * Whether `address` (an IPv4 or IPv6 address as dns.lookup or a URL gives it, brackets allowed) is public unicast.
 * IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries; NAT64, 6to4, Teredo and the
 * like are refused outright, as they can carry any IPv4 address. Anything that doesn't parse is refused.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, '$1');
  // A zone (`fe80::1%eth0`) only ever names a link-local address.
  if (bare.includes('%') || !ipaddr.isValid(bare)) return false;
  let parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  if (parsed.range() !== 'unicast') return false;
  if (parsed.kind() === 'ipv6') return (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6);
  // ipaddr.js's IPv4 parser also takes the legacy forms (`0x7f.1`, `017700000001`); `ipaddr.isValid` accepted
  // them above, and they are judged by the address they mean, so nothing slips past as an odd spelling.
  return true;
}

/** The one form a fixture origin may take: plain http to IPv4 loopback on an explicit port. */
const FIXTURE_ORIGIN = /^http:\/\/127\.0\.0\.1:([1-9][0-9]{0,4})$/;

/**
 * The project's loopback fixture sites an assessment may fetch, in the emulator only: `ASSESSMENT_FIXTURE_ORIGINS`
 * (comma-separated, functions/.env.demo-agency) counts when `FUNCTIONS_EMULATOR` is `true` and the project is a
 * demo project (its id starts `demo-`, which the emulators alone accept), and only its entries of the exact form
 * `http://127.0.0.1:<port>`. A deployed function has neither, so it gets none, whatever the setting says; the two
 * together mean one stray environment variable is not enough.
 */
export function fixtureOrigins(env: NodeJS.ProcessEnv = process.env): Set<string> {
  if (!isDemoEmulator(env)) return new Set();
  const origins = new Set<string>();
  for (const entry of (env.ASSESSMENT_FIXTURE_ORIGINS ?? '').split(',')) {
    const match = FIXTURE_ORIGIN.exec(entry.trim());
    // Port 80 would vanish from a URL's origin; a port past 65535 is no port.
    if (match && Number(match[1]) <= 65_535 && match[1] !== '80') origins.add(match[0]);
  }
  return origins;
}

/**
 * Whether `url` is one of the fixture sites, whose loopback address is then allowed. Compared by the URL's
 * normalised origin, so `http://2130706433:4580/` (127.0.0.1 spelt as a number) is the same site and
 * `http://localhost:4580/` is not.
 */
export function isFixtureUrl(url: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  return fixtureOrigins(env).has(url.origin);
}

/** Whether an assessment may connect to `address` for `url`: public unicast, or a fixture site's own loopback. */
export function isAllowedAddress(address: string, url: URL, env: NodeJS.ProcessEnv = process.env): boolean {
  if (isPublicAddress(address)) return true;
  return isFixtureUrl(url, env) && address === '127.0.0.1';
}
