import { gzipSync } from 'node:zlib';

import { beforeEach, describe, expect, it } from 'vitest';

import { API_BODY_LIMIT_BYTES, COLLECTIONS } from '@agency/common';

import {
  clearContactBuckets,
  clearContactState,
  countContactBuckets,
  countDocs,
  countLeadMail,
} from '../support/firestore-admin';

import { CONTACTS_URL, forwardedFor, newClientIp, newEmail, postContact, validContact } from './support/contacts-api';

/**
 * The contact form's limits as an attacker meets them (docs/decisions/009-contact-abuse-limits.md): per client
 * address, per submitted email, and for everyone together; none can be dodged with a header, and a refused
 * request stores and consumes nothing; nor can a compressed body get past the size limit. The deployed values (functions/.env) are the ones the emulators run.
 */
const PER_ADDRESS = 5;
const PER_EMAIL = 3;
const GLOBAL = 50;

beforeEach(() => clearContactState());

const stored = async () => ({ leads: await countDocs(COLLECTIONS.leads), mail: await countLeadMail() });

/** Sends a lead; expects it refused with 429, a Retry-After within the window, and nothing stored. */
async function expectRefused(send: () => Promise<Response>, window: { seconds: number; message: RegExp }) {
  const before = await stored();
  const refused = await send();

  expect(refused.status).toBe(429);
  const retryAfter = Number(refused.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThan(window.seconds - 120);
  expect(retryAfter).toBeLessThanOrEqual(window.seconds);
  const { error } = (await refused.json()) as { error: string };
  expect(error).toMatch(window.message);
  // Whoever caused the refusal, the visitor still has a way to reach the agency.
  expect(error).toMatch(/, or email us at [^\s@]+@[^\s@]+\.[a-z]+\.$/);
  expect(await stored()).toEqual(before);
}

describe('the per-address limit', () => {
  it('cannot be dodged by a new Fastly-Client-IP on every request', async () => {
    const ip = newClientIp();
    const forged = (i: number) =>
      postContact({ ...validContact, email: newEmail() }, { ip, headers: { 'Fastly-Client-IP': `203.0.113.${i}` } });

    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await forged(i)).status).toBe(201);

    await expectRefused(() => forged(PER_ADDRESS + 1), { seconds: 600, message: /^Too many messages\. .*minutes/ });
  });

  it('cannot be dodged by new entries left of the one the front end appends', async () => {
    const ip = '198.51.100.23';
    const forged = (i: number) =>
      postContact({ ...validContact, email: newEmail() }, { ip, callerSent: [`203.0.113.${i}`, `bench-${i}`] });

    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await forged(i)).status).toBe(201);

    await expectRefused(() => forged(PER_ADDRESS + 1), { seconds: 600, message: /^Too many messages\./ });
  });

  it('counts a whole IPv6 /64 as one client', async () => {
    const prefix = newClientIp().replace(/::1$/, '');
    const send = (i: number) => postContact({ ...validContact, email: newEmail() }, { ip: `${prefix}:${i}:0:0:${i}` });

    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await send(i)).status).toBe(201);

    await expectRefused(() => send(PER_ADDRESS + 1), { seconds: 600, message: /^Too many messages\./ });
  });

  it('puts every right-most entry that is not an IP address in one shared bucket, not one per value', async () => {
    const send = (i: number) => postContact({ ...validContact, email: newEmail() }, { ip: `not-an-ip-${i}` });

    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await send(i)).status).toBe(201);

    await expectRefused(() => send(PER_ADDRESS + 1), { seconds: 600, message: /^Too many messages\./ });
  });

  it('still answers a replayed idempotency key with its lead once the address is refused', async () => {
    const ip = newClientIp();
    const headers = { 'Idempotency-Key': 'form-replay-after-limit' };
    const first = await postContact({ ...validContact, email: newEmail() }, { ip, headers });
    for (let i = 1; i < PER_ADDRESS; i += 1) await postContact({ ...validContact, email: newEmail() }, { ip });
    expect((await postContact({ ...validContact, email: newEmail() }, { ip })).status).toBe(429);

    const replay = await postContact({ ...validContact, email: newEmail() }, { ip, headers });

    expect(replay.status).toBe(201);
    expect(await replay.json()).toEqual(await first.json());
    expect(await stored()).toEqual({ leads: PER_ADDRESS, mail: PER_ADDRESS });
  });
});

describe('the per-address limit through Firebase Hosting', () => {
  // A Fastly node (Firebase Hosting's CDN): the front end appends it after the visitor's address, which Fastly
  // appended. The emulators append nothing, so each request plays both: `<visitor>, <node>`.
  const fastlyNode = '151.101.65.195';
  const viaFastly = (visitor: string, callerSent: string[] = []) =>
    postContact({ ...validContact, email: newEmail() }, { ip: fastlyNode, callerSent: [...callerSent, visitor] });

  it('counts each visitor behind the same CDN node on their own', async () => {
    const crowded = newClientIp();
    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await viaFastly(crowded)).status).toBe(201);
    expect((await viaFastly(crowded)).status).toBe(429);

    const neighbour = await viaFastly(newClientIp());

    expect(neighbour.status).toBe(201);
  });

  it('cannot be dodged by new entries left of the address Fastly appended', async () => {
    const visitor = '198.51.100.24';
    const forged = (i: number) => viaFastly(visitor, [`203.0.113.${i}`, fastlyNode]);

    for (let i = 1; i <= PER_ADDRESS; i += 1) expect((await forged(i)).status).toBe(201);

    await expectRefused(() => forged(PER_ADDRESS + 1), { seconds: 600, message: /^Too many messages\./ });
  });
});

describe('the per-email limit', () => {
  it('refuses the same address, in any case, from any client, past its limit', async () => {
    const email = newEmail();
    const spellings = [email, email.toUpperCase(), ` ${email.replace(/^v/, 'V')} `];
    expect(spellings).toHaveLength(PER_EMAIL);
    for (const spelling of spellings)
      expect((await postContact({ ...validContact, email: spelling })).status).toBe(201);

    await expectRefused(() => postContact({ ...validContact, email }), {
      seconds: 86_400,
      message: /^Too many messages from this email address\. .*24 hours/,
    });
  });

  it('refuses without counting the refused request against the address', async () => {
    const ip = newClientIp();
    const email = newEmail();
    for (let i = 0; i < PER_EMAIL; i += 1)
      expect((await postContact({ ...validContact, email }, { ip })).status).toBe(201);
    expect((await postContact({ ...validContact, email }, { ip })).status).toBe(429);
    expect((await postContact({ ...validContact, email }, { ip })).status).toBe(429);

    // The two refusals took nothing: the address still has exactly its remaining allowance.
    for (let i = PER_EMAIL; i < PER_ADDRESS; i += 1) {
      expect((await postContact({ ...validContact, email: newEmail() }, { ip })).status).toBe(201);
    }
    const refused = await postContact({ ...validContact, email: newEmail() }, { ip });
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Too many messages\. /);
  });
});

describe('the global limit', () => {
  it(
    'refuses everyone, whatever their address and email, once all callers together reach it',
    { timeout: 120_000 },
    async () => {
      try {
        // Each client sends its full allowance with a new email each time, so only the global limit can stop them.
        // One after another: the Functions emulator starts a process per concurrent request, which a busy
        // machine cannot do fast enough for fifty.
        const statuses: number[] = [];
        for (let client = 0; client < GLOBAL / PER_ADDRESS; client += 1) {
          const ip = newClientIp();
          for (let i = 0; i < PER_ADDRESS; i += 1) {
            statuses.push((await postContact({ ...validContact, email: newEmail() }, { ip })).status);
          }
        }
        expect(statuses).toEqual(Array<number>(GLOBAL).fill(201));

        await expectRefused(() => postContact({ ...validContact, email: newEmail() }), {
          seconds: 3600,
          message: /^We are receiving an unusual number of messages\. .*email us at /,
        });
      } finally {
        // The global bucket is shared by everything that posts to these emulators: empty it for whoever is next.
        await clearContactBuckets();
      }
    },
  );
});

describe('compressed bodies', () => {
  /** A gzip-compressed post through Hosting, as an attacker would send one to make the runtime inflate it. */
  const postGzip = (body: string) =>
    fetch(CONTACTS_URL, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'Content-Encoding': 'gzip',
        'X-Forwarded-For': forwardedFor(newClientIp()),
      },
      body: gzipSync(body),
    });

  it('refuses a compressed message with 415, storing and counting nothing', async () => {
    const response = await postGzip(JSON.stringify(validContact));

    expect(response.status).toBe(415);
    expect(response.headers.get('accept-encoding')).toBe('identity');
    expect(((await response.json()) as { error: string }).error).toMatch(/uncompressed/);
    expect(await stored()).toEqual({ leads: 0, mail: 0 });
    expect(await countContactBuckets()).toBe(0);
  });

  it('measures a compressed body by what it inflates to: a 1 KB post of 1 MB answers 413', async () => {
    const inflated = JSON.stringify({ ...validContact, message: ' '.repeat(1024 * 1024) });
    expect(gzipSync(inflated).length).toBeLessThan(API_BODY_LIMIT_BYTES);

    const response = await postGzip(inflated);

    expect(response.status).toBe(413);
    expect(await stored()).toEqual({ leads: 0, mail: 0 });
  });
});
