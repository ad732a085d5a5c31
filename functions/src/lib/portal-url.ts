import { BlockList, isIP } from 'node:net';

import { portalUrl } from '../config';

/**
 * The web app's origin for links in mails (PORTAL_URL). Outside the emulator it must be an https address that is
 * not loopback: a deployed function that kept the local default would mail clients sign-in links to
 * http://127.0.0.1, which at best fail and at worst hand the link to whatever listens there.
 */
export function portalOrigin(): string {
  return checkedPortalOrigin(portalUrl.value(), process.env.FUNCTIONS_EMULATOR === 'true');
}

export function checkedPortalOrigin(value: string, emulated: boolean): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PORTAL_URL is not a web address: "${value}". Set it in functions/.env (README, Deploy).`);
  }
  if (!emulated && (url.protocol !== 'https:' || isLoopback(url.hostname))) {
    throw new Error(
      `PORTAL_URL must be the site's public https address outside the emulator, not "${value}" (README, Deploy).`,
    );
  }
  return url.origin;
}

/**
 * Loopback and unspecified ("this host") ranges, in both families. Checked on the hostname the URL parser has
 * already normalised, so shorthand (127.1), IPv4-mapped ([::ffff:127.0.0.1], which it rewrites as
 * [::ffff:7f00:1]) and other spellings of the same address are caught without matching text.
 */
const loopbackRanges = new BlockList();
loopbackRanges.addSubnet('127.0.0.0', 8, 'ipv4');
loopbackRanges.addSubnet('0.0.0.0', 8, 'ipv4');
loopbackRanges.addAddress('::1', 'ipv6');
loopbackRanges.addAddress('::', 'ipv6');
loopbackRanges.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');
loopbackRanges.addSubnet('::ffff:0.0.0.0', 104, 'ipv6');

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(host);
  if (family !== 0) return loopbackRanges.check(host, family === 6 ? 'ipv6' : 'ipv4');
  // A fully qualified name may end in a dot; localhost and its subdomains resolve to loopback (RFC 6761).
  const name = host.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}
