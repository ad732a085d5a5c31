import { randomInt } from 'node:crypto';

import { emulatorAddress } from '../../support/emulator-hosts';

export const CONTACTS_URL = `${emulatorAddress('hosting').origin}/api/contacts`;

export const validContact = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  industry: 'nutrition',
  message: '  We would love a website that explains our nutrition programs.  ',
};

/**
 * A fresh client address: a random /64 of the documentation range 2001:db8::/32, so rate limits never leak from
 * one test into another (the API counts IPv6 callers by /64).
 */
export const newClientIp = () => `2001:db8:${randomInt(0x10000).toString(16)}:${randomInt(0x10000).toString(16)}::1`;

/** A fresh address for the per-email limit, on the reserved example.com domain. */
export const newEmail = () => `visitor-${randomInt(2 ** 40).toString(36)}@example.com`;

/**
 * The `X-Forwarded-For` Google's front end would deliver: whatever the caller sent (`forwardedFor`), then the
 * address that connected, appended as the right-most entry. Nothing in the emulators appends it (the Hosting
 * emulator passes the header on as it is), so tests play the front end's part.
 */
export const forwardedFor = (ip: string, callerSent: string[] = []) => [...callerSent, ip].join(', ');

export function postContact(
  body: unknown,
  {
    ip = newClientIp(),
    callerSent = [],
    headers = {},
  }: { ip?: string; callerSent?: string[]; headers?: Record<string, string> } = {},
) {
  return fetch(CONTACTS_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': forwardedFor(ip, callerSent),
      Referer: 'http://127.0.0.1:5000/#contact',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
