import { randomUUID } from 'node:crypto';

import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, type InviteClientResult } from '@agency/common';

import { lead } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';
import { activityOf, agencyOnlyOf, newAccount, removeTestAccounts, trackAccount } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClientIp, postContact } from '../support/contacts-api';
import { idTokenFor } from '../support/sign-in';

const leadIds: string[] = [];

afterAll(async () => {
  await removeTestAccounts();
  await Promise.all(leadIds.map((id) => db.collection(COLLECTIONS.leads).doc(id).delete()));
});

const newEmail = () => `lead-${randomUUID().slice(0, 12)}@example.com`;
const leadDoc = (id: string) => db.collection(COLLECTIONS.leads).doc(id);

async function storedLead(overrides: Parameters<typeof lead>[0] = {}) {
  const id = `test-lead-${randomUUID()}`;
  leadIds.push(id);
  await leadDoc(id).set(lead(overrides));
  return id;
}

async function invite(data: unknown, idToken: string) {
  const answer = await callCallable<InviteClientResult>('inviteClient', data, idToken);
  if (answer.result) trackAccount(answer.result.uid);
  return answer;
}

const accountExists = (email: string) =>
  adminAuth.getUserByEmail(email).then(
    () => true,
    () => false,
  );

describe('inviteClient with the lead the client came from', () => {
  it('marks the lead won and links the lead and the client both ways, and says so in the activity entry', async () => {
    const admin = await newAccount({ role: 'admin' });
    const email = newEmail();
    const leadId = await storedLead({ name: 'Rosa Fern', email, status: 'qualified' });

    const answer = await invite({ name: 'Rosa Fern', email, leadId }, await idTokenFor(admin));

    expect(answer.status).toBe(200);
    const { uid } = answer.result!;
    expect((await leadDoc(leadId).get()).data()).toMatchObject({
      status: 'won',
      convertedClientId: uid,
    });
    expect(await agencyOnlyOf(uid)).toEqual({ invitedBy: admin.uid, fromLeadId: leadId });
    const [invited] = await activityOf(uid);
    expect(invited).toMatchObject({ type: 'invited', details: { email, leadId } });
    expect(invited!.summary).toMatch(/ to the portal from a contact-form enquiry\.$/);
  });

  it('refuses a lead that does not exist, creating no account', async () => {
    const admin = await newAccount({ role: 'admin' });
    const email = newEmail();

    const answer = await invite({ name: 'Nobody Here', email, leadId: 'no-such-lead' }, await idTokenFor(admin));

    expect(answer.error).toMatchObject({ status: 'NOT_FOUND', message: 'No lead has that id; nothing was created.' });
    expect(await accountExists(email)).toBe(false);
  });

  it('refuses a lead id that is a path or a reserved name as invalid, creating no account', async () => {
    const admin = await newAccount({ role: 'admin' });
    const idToken = await idTokenFor(admin);
    for (const leadId of ['a/b', 'x/y/z', '__x__', '..']) {
      const email = newEmail();
      const answer = await invite({ name: 'Path Walker', email, leadId }, idToken);
      expect(answer.error, leadId).toMatchObject({ status: 'INVALID_ARGUMENT' });
      expect(await accountExists(email)).toBe(false);
    }
  });

  it('refuses a lead that was already converted, creating no account and leaving the lead linked to its client', async () => {
    const admin = await newAccount({ role: 'admin' });
    const adminToken = await idTokenFor(admin);
    const leadId = await storedLead({ email: newEmail() });
    const first = await invite({ name: 'Rosa Fern', email: newEmail(), leadId }, adminToken);
    expect(first.status).toBe(200);
    const email = newEmail();

    const second = await invite({ name: 'Rosa Again', email, leadId }, adminToken);

    expect(second.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'That lead has already been converted to a client; nothing was created.',
    });
    expect(await accountExists(email)).toBe(false);
    expect((await leadDoc(leadId).get()).get('convertedClientId')).toBe(first.result!.uid);
  });
});

describe('POST /api/contacts', () => {
  it('stores the words an administrator can search the lead by', async () => {
    const email = `Search.Me-${randomUUID().slice(0, 6)}@Example.com`;
    const response = await postContact(
      { name: 'Zoë Quill', email, industry: 'other', message: 'Please build our Kombucha shop.\nThanks!' },
      { ip: newClientIp() },
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    leadIds.push(id);

    const terms = (await leadDoc(id).get()).get('searchTerms') as string[];
    const lower = email.toLowerCase();
    expect(terms).toEqual(
      expect.arrayContaining(['zoë', 'quill', 'zo', 'qu', lower, lower.split('@')[0], 'example.com', 'kombucha']),
    );
    expect(terms).not.toContain('Kombucha');
    expect(new Set(terms).size).toBe(terms.length);
  });
});
