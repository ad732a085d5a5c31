import { beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS, type LeadPage } from '@agency/common';

import { DEMO_ACCOUNTS } from '../../scripts/seed/demo-accounts';
import { clearContactState, countDocs, countLeadMail, db } from '../support/firestore-admin';

import { CONTACTS_URL, forwardedFor, newClientIp, newEmail, postContact, validContact } from './support/contacts-api';
import { idTokenFor } from './support/sign-in';

beforeEach(() => clearContactState());

async function expectNothingStored() {
  expect(await countDocs(COLLECTIONS.leads)).toBe(0);
  expect(await countLeadMail()).toBe(0);
}

describe('POST /api/contacts through the Hosting rewrite', () => {
  it('stores exactly one lead with the cleaned fields, its context and an agency email, and answers 201 { id }', async () => {
    const response = await postContact({ ...validContact, extra: 'ignored', status: 'won' }, { ip: '203.0.113.9' });

    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const snapshot = await db.collection(COLLECTIONS.leads).get();
    expect(snapshot.size).toBe(1);
    const lead = snapshot.docs[0]!;
    expect(lead.id).toBe(id);
    expect(lead.data()).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      industry: 'nutrition',
      message: 'We would love a website that explains our nutrition programs.',
      status: 'new',
      source: { page: '/#contact' },
    });
    expect(lead.data()).not.toHaveProperty('extra');
    expect(lead.get('createdAt').toDate().getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(lead.get('source.ipHash')).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(lead.data())).not.toContain('203.0.113.9');

    const mail = await db.collection(COLLECTIONS.mail).doc(`lead-${id}`).get();
    expect(mail.data()).toMatchObject({
      to: ['hello@consciouswebstudio.com.au'],
      replyTo: 'ada@example.com',
      message: { subject: 'New enquiry from Ada Lovelace (Nutrition)' },
    });
  });

  it('escapes what the visitor typed in the notification email', async () => {
    const response = await postContact({ ...validContact, name: '<script>alert(1)</script>' });
    const { id } = (await response.json()) as { id: string };

    const mail = await db.collection(COLLECTIONS.mail).doc(`lead-${id}`).get();
    expect(mail.get('message.html')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.get('message.html')).not.toContain('<script>');
  });

  it('keeps only a web page path as the source page, never another scheme or another site', async () => {
    const sourceOf = async (referer: string) => {
      const response = await postContact({ ...validContact, email: newEmail() }, { headers: { Referer: referer } });
      const { id } = (await response.json()) as { id: string };
      return (await db.collection(COLLECTIONS.leads).doc(id).get()).get('source.page') as unknown;
    };
    expect(await sourceOf('https://consciouswebstudio.com.au/web-design#contact')).toBe('/web-design#contact');
    expect(await sourceOf('foo:javascript:alert(document.domain)')).toBeNull();
    expect(await sourceOf('http://x//evil.example/p')).toBeNull();
  });

  it('answers 400 naming every bad field, and stores nothing', async () => {
    const response = await postContact({ name: 'A', email: 'nope', industry: 'astrology', message: 'short' });

    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(body.fields).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      industry: 'Please select an industry',
      message: 'Message must be at least 10 characters',
    });
    expect(body.error).toMatch(/name: .*email: .*industry: .*message: /);
    await expectNothingStored();
  });

  it('enforces the server-only length limits', async () => {
    const response = await postContact({
      ...validContact,
      name: 'N'.repeat(101),
      email: `${'e'.repeat(250)}@example.com`,
      message: 'm'.repeat(5001),
    });

    expect(response.status).toBe(400);
    expect(Object.keys(((await response.json()) as { fields: object }).fields).sort()).toEqual([
      'email',
      'message',
      'name',
    ]);
    await expectNothingStored();
  });

  it('refuses fields of the wrong type instead of converting them', async () => {
    const response = await postContact({ ...validContact, name: 12345, message: ['a', 'list'] });

    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: object }).fields).toEqual({
      name: 'Name must be text',
      message: 'Message must be text',
    });
    await expectNothingStored();
  });

  it('answers 400 for malformed JSON and for a body that is not an object', async () => {
    expect((await postContact('{"name": "Ada",')).status).toBe(400);
    const list = await postContact([validContact]);
    expect(list.status).toBe(400);
    expect(await list.json()).toEqual({ error: 'Send the contact details as a JSON object.' });
    await expectNothingStored();
  });

  it('answers 415 for a body that is not JSON', async () => {
    const response = await fetch(CONTACTS_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': forwardedFor(newClientIp()) },
      body: new URLSearchParams(validContact).toString(),
    });

    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({ error: 'Send the message as JSON (Content-Type: application/json).' });
    await expectNothingStored();
  });

  it('answers 413 for a body over 10 KB', async () => {
    const response = await postContact({ ...validContact, padding: 'x'.repeat(11 * 1024) });

    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toMatch(/too large/);
    await expectNothingStored();
  });

  it.each(['PUT', 'PATCH', 'DELETE'])('answers %s with 405 and the allowed methods', async (method) => {
    const response = await fetch(CONTACTS_URL, { method });

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, POST');
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });

  it('pretends to accept a bot that fills the hidden field, and stores nothing', async () => {
    const response = await postContact({ ...validContact, fax: '+61 7 5550 0000' });

    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[A-Za-z0-9]{20}$/);
    await expectNothingStored();
  });

  it('answers a bot that sends an idempotency key with the id a real lead would get, the same on a retry', async () => {
    const ip = newClientIp();
    const idOf = async (body: object, key: string) =>
      ((await (await postContact(body, { ip, headers: { 'Idempotency-Key': key } })).json()) as { id: string }).id;

    const bot = await idOf({ ...validContact, fax: '+61 7 5550 0000' }, 'form-bot-key-1');
    const botRetry = await idOf({ ...validContact, fax: '+61 7 5550 0000' }, 'form-bot-key-1');
    await expectNothingStored();
    const real = await idOf(validContact, 'form-real-key-1');

    expect(real).toMatch(/^[0-9a-f]{40}$/);
    expect(bot).toMatch(/^[0-9a-f]{40}$/);
    expect(botRetry).toBe(bot);
    expect(bot).not.toBe(real);
    expect(await countDocs(COLLECTIONS.leads)).toBe(1);
  });

  it('allows 5 messages per client in 10 minutes, then answers 429 with Retry-After', async () => {
    const ip = newClientIp();
    // A new email each time, so only the address limit is in play (emails have a limit of their own).
    const fromIp = () => postContact({ ...validContact, email: newEmail() }, { ip });
    for (let i = 0; i < 5; i += 1) expect((await fromIp()).status).toBe(201);

    const refused = await fromIp();

    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(600);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /try again in 1\d minutes|try again in \d+ minutes/,
    );
    expect(await countDocs(COLLECTIONS.leads)).toBe(5);
    // Another client is not affected.
    expect((await postContact(validContact)).status).toBe(201);
  });

  it('stores a retried submission once when it carries the same idempotency key', async () => {
    const ip = newClientIp();
    const headers = { 'Idempotency-Key': 'form-7f3a9c1e-retry' };

    const first = await postContact(validContact, { ip, headers });
    const retry = await postContact(validContact, { ip, headers });

    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    expect(await countDocs(COLLECTIONS.leads)).toBe(1);
    expect(await countLeadMail()).toBe(1);
  });

  it('refuses a malformed idempotency key', async () => {
    const response = await postContact(validContact, { headers: { 'Idempotency-Key': 'bad key!' } });

    expect(response.status).toBe(400);
    await expectNothingStored();
  });
});

describe('GET /api/contacts', () => {
  it('answers 401 without a token and with a bad one', async () => {
    expect((await fetch(CONTACTS_URL)).status).toBe(401);
    const bad = await fetch(CONTACTS_URL, { headers: { Authorization: 'Bearer not-a-token' } });
    expect(bad.status).toBe(401);
    expect(((await bad.json()) as { error: string }).error).toMatch(/sign in/i);
  });

  it('answers 403 to a signed-in client', async () => {
    const token = await idTokenFor(DEMO_ACCOUNTS.client);

    const response = await fetch(CONTACTS_URL, { headers: { Authorization: `Bearer ${token}` } });

    expect(response.status).toBe(403);
  });

  it('lists leads newest first, a page at a time, to an administrator', async () => {
    // Three people: one address's second enquiry would join its first lead.
    for (const [name, email] of [
      ['First Lead', validContact.email],
      ['Second Lead', newEmail()],
      ['Third Lead', newEmail()],
    ]) {
      expect((await postContact({ ...validContact, name, email })).status).toBe(201);
    }
    const headers = { Authorization: `Bearer ${await idTokenFor(DEMO_ACCOUNTS.admin)}` };

    const page1 = (await (await fetch(`${CONTACTS_URL}?limit=2`, { headers })).json()) as LeadPage;
    expect(page1.leads.map((lead) => lead.name)).toEqual(['Third Lead', 'Second Lead']);
    expect(page1.nextCursor).toBe(page1.leads[1]!.id);

    const page2 = (await (
      await fetch(`${CONTACTS_URL}?limit=2&after=${page1.nextCursor}`, { headers })
    ).json()) as LeadPage;
    expect(page2.leads.map((lead) => lead.name)).toEqual(['First Lead']);
    expect(page2.nextCursor).toBeNull();
    expect(page2.leads[0]).toMatchObject({ email: 'ada@example.com', status: 'new', industry: 'nutrition' });
  });

  it('answers 400, not 500, to a page cursor that cannot be a lead id', async () => {
    expect((await postContact(validContact)).status).toBe(201);
    const headers = { Authorization: `Bearer ${await idTokenFor(DEMO_ACCOUNTS.admin)}` };
    const cursors = ['leads/abc', 'a/b/c', '..', '.', '', '__name__', 'x'.repeat(1501), 'é'.repeat(751)];

    for (const cursor of cursors) {
      const response = await fetch(`${CONTACTS_URL}?after=${encodeURIComponent(cursor)}`, { headers });
      expect(response.status, cursor).toBe(400);
      expect(((await response.json()) as { error: string }).error, cursor).toMatch(/cursor/i);
    }
    const twice = await fetch(`${CONTACTS_URL}?after=a&after=b`, { headers });
    expect(twice.status).toBe(400);
  });
});
