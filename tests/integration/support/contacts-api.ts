import { randomUUID } from 'node:crypto';

import { emulatorAddress } from '../../support/emulator-hosts';

export const CONTACTS_URL = `${emulatorAddress('hosting').origin}/api/contacts`;

export const validContact = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com ',
  industry: 'nutrition',
  message: '  We would love a website that explains our nutrition programs.  ',
};

/** A fresh client address per test, so rate limits never leak from one test into another. */
export const newClientIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}-${randomUUID().slice(0, 8)}`;

export function postContact(
  body: unknown,
  { ip = newClientIp(), headers = {} }: { ip?: string; headers?: Record<string, string> } = {},
) {
  return fetch(CONTACTS_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Fastly-Client-IP': ip,
      Referer: 'http://127.0.0.1:5000/#contact',
      ...headers,
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}
