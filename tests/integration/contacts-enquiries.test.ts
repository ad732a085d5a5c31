import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { clearContactState, countLeadMail, db } from '../support/firestore-admin';

import { newClientIp, newEmail, postContact, validContact } from './support/contacts-api';

/**
 * A lead is a small CRM record: a second enquiry from the address of an open lead joins it instead of making a
 * lead the agency would have to match up by hand; a closed (won or lost) lead is never reopened.
 */
beforeEach(() => clearContactState());

const leads = async () => (await db.collection(COLLECTIONS.leads).get()).docs;

async function send(email: string, message: string, page = '/', headers: Record<string, string> = {}) {
  const response = await postContact(
    { ...validContact, email, message },
    { headers: { Referer: `https://consciouswebstudio.com.au${page}`, ...headers } },
  );
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

describe('a second enquiry from the same email address', () => {
  it('joins the open lead, which lists both enquiries with their pages, bumps its time and emails the agency', async () => {
    const email = newEmail();
    const first = await send(email, 'Please quote a new website for our clinic.', '/web-design#contact');
    const [lead] = await leads();
    const firstUpdate = lead!.get('updatedAt').toMillis() as number;
    // A first enquiry is the lead itself, listed as new: nothing is marked as written again.
    expect(lead!.get('enquiryUnreadAt')).toBeUndefined();

    const second = await send(email, 'Also interested in green hosting for it.', '/hosting');

    const stored = await leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id).toBe(first);
    expect(stored[0]!.get('status')).toBe('new');
    const enquiries = stored[0]!.get('enquiries') as { id: string; message: string; page: string | null }[];
    expect(enquiries.map(({ id, message, page }) => ({ id, message, page }))).toEqual([
      { id: first, message: 'Please quote a new website for our clinic.', page: '/web-design#contact' },
      { id: second, message: 'Also interested in green hosting for it.', page: '/hosting' },
    ]);
    expect(stored[0]!.get('updatedAt').toMillis()).toBeGreaterThan(firstUpdate);
    // Marked until the agency opens the lead, so the dashboard lists it though no new lead came.
    expect(stored[0]!.get('enquiryUnreadAt').toMillis()).toBe(stored[0]!.get('updatedAt').toMillis());
    expect(stored[0]!.get('searchTerms')).toEqual(expect.arrayContaining(['hosting', 'clinic']));

    const mail = await db.collection(COLLECTIONS.mail).doc(`lead-${second}`).get();
    expect(mail.get('message.subject')).toBe('New enquiry from Ada Lovelace (Nutrition), joining their open lead');
    expect(mail.get('message.text')).toContain(`Lead id: ${first}`);
    expect(await countLeadMail()).toBe(2);
  });

  it('marks an enquiry that joins from another network than the first, as anyone knowing the name may send one', async () => {
    const email = newEmail();
    const home = newClientIp();
    const body = (message: string) => ({ ...validContact, email, message });
    expect((await postContact(body('First, from home.'), { ip: home })).status).toBe(201);
    expect((await postContact(body('Again, from home.'), { ip: home })).status).toBe(201);
    expect((await postContact(body('From somewhere else.'), { ip: newClientIp() })).status).toBe(201);

    const [lead] = await leads();
    const enquiries = lead!.get('enquiries') as { message: string; otherAddress?: boolean }[];
    expect(enquiries.map(({ message, otherAddress }) => [message, otherAddress])).toEqual([
      ['First, from home.', undefined],
      ['Again, from home.', false],
      ['From somewhere else.', true],
    ]);
  });

  it('matches the address whatever its case and spaces', async () => {
    const email = newEmail();
    await send(email, 'First enquiry about a website.');
    await send(`  ${email.toUpperCase()} `, 'Second enquiry, typed in capitals.');

    const stored = await leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('enquiries')).toHaveLength(2);
  });

  it('joins a lead that is contacted or qualified too', async () => {
    const email = newEmail();
    const first = await send(email, 'First enquiry about a website.');
    await db.collection(COLLECTIONS.leads).doc(first).update({ status: 'qualified' });

    await send(email, 'Following up on my enquiry.');

    expect(await leads()).toHaveLength(1);
  });

  it.each(['won', 'lost'])(
    'makes a new lead when the address’s lead is %s, leaving that one as it was',
    async (status) => {
      const email = newEmail();
      const first = await send(email, 'First enquiry about a website.');
      await db.collection(COLLECTIONS.leads).doc(first).update({ status });

      const second = await send(email, 'A new project, a year later.');

      expect(second).not.toBe(first);
      const closed = await db.collection(COLLECTIONS.leads).doc(first).get();
      expect(closed.get('status')).toBe(status);
      expect(closed.get('enquiries')).toHaveLength(1);
      const fresh = await db.collection(COLLECTIONS.leads).doc(second).get();
      expect(fresh.get('status')).toBe('new');
      expect(fresh.get('enquiries')).toHaveLength(1);
    },
  );

  it('stores a retried joining enquiry once, answering the same id', async () => {
    const email = newEmail();
    await send(email, 'First enquiry about a website.');
    const ip = newClientIp();
    const body = { ...validContact, email, message: 'A second enquiry, sent twice.' };
    const headers = { 'Idempotency-Key': 'form-join-retry-1' };

    const first = await postContact(body, { ip, headers });
    const retry = await postContact(body, { ip, headers });

    expect(retry.status).toBe(201);
    expect(await retry.json()).toEqual(await first.json());
    const stored = await leads();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.get('enquiries')).toHaveLength(2);
    expect(await countLeadMail()).toBe(2);
  });

  it('answers a replay of a joining enquiry’s key with another address as a retry, storing nothing', async () => {
    // Otherwise the answer (201 for a retry, an error for a new lead under the same id) would tell a stranger
    // whether the first address had an open lead.
    const email = newEmail();
    await send(email, 'First enquiry about a website.');
    const ip = newClientIp();
    const headers = { 'Idempotency-Key': 'form-join-probe-1' };
    const joined = await postContact({ ...validContact, email, message: 'Joins the open lead.' }, { ip, headers });
    const probe = await postContact(
      { ...validContact, email: newEmail(), message: 'Another address.' },
      { ip, headers },
    );

    expect(probe.status).toBe(201);
    expect(await probe.json()).toEqual(await joined.json());
    expect(await leads()).toHaveLength(1);
  });

  it('makes a lead of its own for another name at an open lead’s address, not words in that lead’s history', async () => {
    const email = newEmail();
    const first = await send(email, 'First enquiry about a website.');
    const response = await postContact({
      ...validContact,
      name: 'Someone Else',
      email,
      message: 'Send the invoice to me.',
    });
    expect(response.status).toBe(201);

    const stored = await leads();
    expect(stored).toHaveLength(2);
    expect(stored.find((lead) => lead.id === first)!.get('enquiries')).toHaveLength(1);

    // The person writes again: their enquiry still joins their own lead, however newer the other name's is.
    await send(email, 'A second enquiry about the website.');
    const after = await leads();
    expect(after).toHaveLength(2);
    expect(after.find((lead) => lead.id === first)!.get('enquiries')).toHaveLength(2);
  });

  it('joins whatever the name’s case and surrounding spaces', async () => {
    const email = newEmail();
    await send(email, 'First enquiry about a website.');
    const response = await postContact({
      ...validContact,
      name: `  ${validContact.name.toUpperCase()} `,
      email,
      message: 'A second enquiry about the website.',
    });
    expect(response.status).toBe(201);
    expect(await leads()).toHaveLength(1);
  });

  it('keeps every enquiry: one past a full lead starts a lead of its own, which the next one joins', async () => {
    const email = newEmail();
    const first = await send(email, 'The enquiry that made the lead.');
    const ref = db.collection(COLLECTIONS.leads).doc(first);
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      id: `enquiry-${i}`,
      at: Timestamp.fromMillis(Date.now() - (50 - i) * 60_000),
      message: `Enquiry number ${i}.`,
      page: '/',
    }));
    await ref.update({ enquiries: fifty });

    const overflow = await send(email, 'The fifty-first enquiry.');
    const next = await send(email, 'The fifty-second enquiry.');

    const ids = ((await ref.get()).get('enquiries') as { id: string }[]).map(({ id }) => id);
    expect(ids).toEqual(fifty.map(({ id }) => id));
    const stored = await leads();
    expect(stored.map((each) => each.id).sort()).toEqual([first, overflow].sort());
    const own = stored.find((each) => each.id === overflow)!;
    expect((own.get('enquiries') as { id: string }[]).map(({ id }) => id)).toEqual([overflow, next]);
  });

  it('keeps a lead stored before enquiries were listed, its first message becoming its first enquiry', async () => {
    const email = newEmail();
    const first = await send(email, 'An enquiry from before the list.', '/faq');
    await db.collection(COLLECTIONS.leads).doc(first).update({ enquiries: FieldValue.delete() });

    await send(email, 'A newer enquiry.');

    const enquiries = (await db.collection(COLLECTIONS.leads).doc(first).get()).get('enquiries') as {
      id: string;
      message: string;
      page: string;
    }[];
    expect(enquiries.map(({ id, message, page }) => ({ id, message, page }))).toEqual([
      { id: first, message: 'An enquiry from before the list.', page: '/faq' },
      expect.objectContaining({ message: 'A newer enquiry.' }),
    ]);
  });
});
