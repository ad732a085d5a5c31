import { collection, doc, type Firestore, getDoc, getDocs, limit, query } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { type AccountChangeResult, COLLECTIONS } from '@agency/common';

import { lead as leadDocument } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import {
  claimsOf,
  clientFirestore,
  eventually,
  newAccount,
  removeTestAccounts,
  type TestAccount,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient } from '../support/cast';
import { CONTACTS_URL } from '../support/contacts-api';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

/**
 * An account signed in twice, as a browser holds it: the Firestore SDK (through the rules) and an ID token for the
 * API. Auth ends sessions in whole seconds and, like the Admin SDK, honours a sign-in made in the very second of
 * the revocation; so this waits until the clock has passed the second these sessions signed in.
 */
async function signedIn(account: TestAccount) {
  const sdk = await clientFirestore(account);
  const idToken = await idTokenFor(account);
  const authTime = claimsOf(idToken).auth_time as number;
  await eventually(async () => expect(Math.floor(Date.now() / 1000)).toBeGreaterThan(authTime));
  return { ...sdk, idToken };
}

const listLeads = (idToken: string) => fetch(CONTACTS_URL, { headers: { Authorization: `Bearer ${idToken}` } });

/** Every kind of agency document an administrator reads, through the rules: one lead, one profile, the activity log. */
async function readsOf(clientDb: Firestore, ids: { lead: string; client: string }) {
  const attempts = {
    lead: getDoc(doc(clientDb, COLLECTIONS.leads, ids.lead)),
    leads: getDocs(query(collection(clientDb, COLLECTIONS.leads), limit(1))),
    client: getDoc(doc(clientDb, COLLECTIONS.clients, ids.client)),
    clients: getDocs(query(collection(clientDb, COLLECTIONS.clients), limit(1))),
    activity: getDocs(query(collection(clientDb, COLLECTIONS.activity), limit(1))),
  };
  const outcomes = await Promise.all(
    Object.entries(attempts).map(async ([name, attempt]) => [
      name,
      await attempt.then(
        () => 'read',
        (error: { code?: string }) => error.code,
      ),
    ]),
  );
  return Object.fromEntries(outcomes) as Record<keyof typeof attempts, string>;
}

const everything = (outcome: string) => ({
  lead: outcome,
  leads: outcome,
  client: outcome,
  clients: outcome,
  activity: outcome,
});

async function agencyData() {
  const lead = await db.collection(COLLECTIONS.leads).add(leadDocument({ name: 'Lee Lead', createdAt: new Date() }));
  const client = await newClient({ name: 'Cleo Client' });
  return { lead: lead.id, client: client.uid, cleanUp: () => lead.delete() };
}

describe('an administrator whose access is removed', () => {
  it('reads no lead, client or activity document with the token they held, through the API or the SDK', async () => {
    const admin = await newAccount({ role: 'admin' });
    const demoted = await newAccount({ role: 'admin' });
    const data = await agencyData();
    const session = await signedIn(demoted);
    try {
      expect(await readsOf(session.db, data)).toEqual(everything('read'));
      expect((await listLeads(session.idToken)).status).toBe(200);

      const answer = await callCallable<AccountChangeResult>(
        'setAdminRole',
        { uid: demoted.uid, admin: false },
        await idTokenFor(admin),
      );
      expect(answer.status).toBe(200);

      expect(claimsOf(session.idToken).role).toBe('admin');
      expect(await readsOf(session.db, data)).toEqual(everything('permission-denied'));
      const api = await listLeads(session.idToken);
      expect(api.status).toBe(401);
      expect(await api.json()).toEqual({ error: 'Your session has ended; sign in again.' });
    } finally {
      await session.close();
      await data.cleanUp();
    }
  });

  it('reads nothing with a token signed in moments before, even within the second of the change', async () => {
    // No wait for the clock here: Auth honours a sign-in made within the second of a revocation, so only the role
    // the rules compare (revocations/{uid} says what the account is now) refuses this token when that happens.
    const admin = await newAccount({ role: 'admin' });
    const demoted = await newAccount({ role: 'admin' });
    const data = await agencyData();
    const sdk = await clientFirestore(demoted);
    try {
      const adminToken = await idTokenFor(admin);
      await callCallable('setAdminRole', { uid: demoted.uid, admin: false }, adminToken);

      expect(await readsOf(sdk.db, data)).toEqual(everything('permission-denied'));
      expect(await db.collection(COLLECTIONS.revocations).doc(demoted.uid).get()).toMatchObject({
        exists: true,
      });
    } finally {
      await sdk.close();
      await data.cleanUp();
    }
  });

  it('reads nothing with the token they held once their account is disabled, through the API or the SDK', async () => {
    const admin = await newAccount({ role: 'admin' });
    const disabled = await newAccount({ role: 'admin' });
    const data = await agencyData();
    const session = await signedIn(disabled);
    try {
      const answer = await callCallable(
        'setAccountDisabled',
        { uid: disabled.uid, disabled: true },
        await idTokenFor(admin),
      );
      expect(answer.status).toBe(200);

      expect(await readsOf(session.db, data)).toEqual(everything('permission-denied'));
      expect((await listLeads(session.idToken)).status).toBe(403);
    } finally {
      await session.close();
      await data.cleanUp();
    }
  });

  it('gets the new role, and only it, on signing in again', async () => {
    const admin = await newAccount({ role: 'admin' });
    const demoted = await newAccount({ role: 'admin' });
    await db.collection(COLLECTIONS.clients).doc(demoted.uid).set({ name: 'Back To Client', role: 'admin' });
    const data = await agencyData();
    const stale = await signedIn(demoted);
    await callCallable('setAdminRole', { uid: demoted.uid, admin: false }, await idTokenFor(admin));
    await stale.close();

    const fresh = await clientFirestore(demoted);
    try {
      expect(await readsOf(fresh.db, data)).toEqual(everything('permission-denied'));
      // Their own profile is theirs again, as a client.
      const own = await getDoc(doc(fresh.db, COLLECTIONS.clients, demoted.uid));
      expect(own.get('role')).toBe('client');
      expect((await listLeads(await idTokenFor(demoted))).status).toBe(403);
    } finally {
      await fresh.close();
      await data.cleanUp();
    }
  });
});

describe('a client whose account is disabled', () => {
  it('can no longer read their own profile with the token they held', async () => {
    const admin = await newAccount({ role: 'admin' });
    const client = await newAccount({ role: 'client' });
    await db.collection(COLLECTIONS.clients).doc(client.uid).set({ name: 'Dee Disabled', role: 'client' });
    const session = await signedIn(client);
    try {
      const own = () => getDoc(doc(session.db, COLLECTIONS.clients, client.uid));
      expect((await own()).get('name')).toBe('Dee Disabled');

      await callCallable('setAccountDisabled', { uid: client.uid, disabled: true }, await idTokenFor(admin));

      await expect(own()).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await session.close();
    }
  });
});
