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

function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\./.test(host) ||
    host === '::1' ||
    host === '0.0.0.0' ||
    host.startsWith('::ffff:127.')
  );
}
