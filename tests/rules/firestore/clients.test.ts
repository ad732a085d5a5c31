import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
} from 'firebase/firestore';
import { describe, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { callers, CLIENT_EMAIL, CLIENT_UID, OTHER_CLIENT_UID, useFirestoreRulesEnv } from '../support/rules-env';

const CLIENTS = COLLECTIONS.clients;
const profile = {
  name: 'Alice Green',
  email: 'alice@example.com',
  businessName: 'Green Roots Naturopathy',
  industry: 'natural-health',
  notificationPreference: 'instant',
  status: 'active',
  adminNotes: 'Prefers phone calls.',
};

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), CLIENTS, CLIENT_UID), profile);
    await setDoc(doc(context.firestore(), CLIENTS, OTHER_CLIENT_UID), { ...profile, name: 'Bob Blue' });
  }),
);

describe('clients, for a signed-out visitor', () => {
  const db = () => callers(env())['signed out'].firestore();

  it('should not allow reading, listing, creating, changing or deleting a profile', async () => {
    await assertFails(getDoc(doc(db(), CLIENTS, CLIENT_UID)));
    await assertFails(getDocs(collection(db(), CLIENTS)));
    await assertFails(setDoc(doc(db(), CLIENTS, 'someone'), profile));
    await assertFails(updateDoc(doc(db(), CLIENTS, CLIENT_UID), { name: 'Mallory' }));
    await assertFails(deleteDoc(doc(db(), CLIENTS, CLIENT_UID)));
  });
});

describe('clients, for the client who owns the profile', () => {
  const db = () => callers(env()).client.firestore();
  const own = () => doc(db(), CLIENTS, CLIENT_UID);

  it('should allow reading their own profile', async () => {
    await assertSucceeds(getDoc(own()));
  });

  it('should not allow listing profiles', async () => {
    await assertFails(getDocs(collection(db(), CLIENTS)));
  });

  it('should allow changing their editable fields', async () => {
    await assertSucceeds(
      updateDoc(own(), {
        name: 'Alice Greenwood',
        businessName: 'Greenwood Naturopathy',
        phone: '07 5550 1234',
        website: 'https://greenwood.example',
        location: 'Noosa, QLD',
        industry: 'nutrition',
        notificationPreference: 'daily',
      }),
    );
  });

  it('should allow the profile email to follow their sign-in email, stamped with the time of the write', async () => {
    await assertSucceeds(updateDoc(own(), { email: CLIENT_EMAIL, updatedAt: serverTimestamp() }));
  });

  it.each([
    ['their status', { status: 'vip' }],
    ['the admin notes', { adminNotes: 'Changed by the client' }],
    ['the profile email to one that is not their sign-in email', { email: 'new@example.com' }],
    ['updatedAt to a time of their choosing', { updatedAt: Timestamp.fromMillis(0) }],
    ['a role field', { role: 'admin' }],
  ])('should not allow changing %s', async (_what, change) => {
    await assertFails(updateDoc(own(), change));
  });

  it.each([
    ['a one-letter name', { name: 'A' }],
    ['a name that is not text', { name: 42 }],
    ['an industry outside the five', { industry: 'astrology' }],
    ['an unknown notification preference', { notificationPreference: 'hourly' }],
    ['a 400-character website', { website: `https://${'a'.repeat(392)}` }],
  ])('should not allow %s', async (_what, change) => {
    await assertFails(updateDoc(own(), change));
  });

  it('should not allow creating or deleting a profile (functions do that)', async () => {
    await assertFails(setDoc(doc(db(), CLIENTS, 'new-client'), profile));
    await assertFails(deleteDoc(own()));
  });
});

describe('clients, for another client', () => {
  const db = () => callers(env())['another client'].firestore();

  it("should not allow reading or changing someone else's profile", async () => {
    await assertFails(getDoc(doc(db(), CLIENTS, CLIENT_UID)));
    await assertFails(updateDoc(doc(db(), CLIENTS, CLIENT_UID), { name: 'Mallory' }));
    await assertFails(deleteDoc(doc(db(), CLIENTS, CLIENT_UID)));
  });

  it("should not allow creating a profile under someone else's uid", async () => {
    await assertFails(setDoc(doc(db(), CLIENTS, 'victim'), profile));
  });
});

describe('clients, for an admin', () => {
  const db = () => callers(env()).admin.firestore();

  it('should allow reading and listing every profile', async () => {
    await assertSucceeds(getDoc(doc(db(), CLIENTS, CLIENT_UID)));
    await assertSucceeds(getDocs(collection(db(), CLIENTS)));
  });

  it('should allow creating, changing (status and notes included) and deleting profiles', async () => {
    await assertSucceeds(setDoc(doc(db(), CLIENTS, 'new-client'), profile));
    await assertSucceeds(updateDoc(doc(db(), CLIENTS, CLIENT_UID), { status: 'paused', adminNotes: 'On holiday.' }));
    await assertSucceeds(deleteDoc(doc(db(), CLIENTS, 'new-client')));
  });
});
