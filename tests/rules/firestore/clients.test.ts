import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { clientSearchTerms, COLLECTIONS, typedSearch } from '@agency/common';

import { clientProfile } from '../../support/factories';
import {
  CALLER_UIDS,
  callers,
  CLIENT_EMAIL,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  SIGNED_IN_AT,
  useFirestoreRulesEnv,
} from '../support/rules-env';

const CLIENTS = COLLECTIONS.clients;
/** A profile as functions store it. */
const profile = (name: string, email: string) => clientProfile({ name, email, onboarding: null });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, CLIENTS, CLIENT_UID), profile('Alice Green', 'alice@example.com'));
    await setDoc(doc(db, CLIENTS, DISABLED_CLIENT_UID), {
      ...profile('Dora Grey', 'dora@example.com'),
      status: 'disabled',
    });
  }),
);

/**
 * An edit as the profile form makes it: the change, stamped with the time of the write (a change may override the
 * stamp to test it).
 */
const edit = (db: ReturnType<RulesTestContext['firestore']>, uid: string, change: Record<string, unknown>) =>
  updateDoc(doc(db, CLIENTS, uid), { updatedAt: serverTimestamp(), ...change });

/** A change to every editable field, each valid. */
const editableChange = {
  name: 'Alice Greenwood',
  businessName: 'Greenwood Naturopathy',
  phone: '+61 (7) 5550-1234',
  website: 'https://greenwood.example',
  location: 'Noosa, QLD',
  industry: 'nutrition',
  notificationPreference: 'daily',
} as const;

/** The client pickers' query: clients holding a typed word among their search terms, a page at most. */
const pickerSearch = (db: ReturnType<RulesTestContext['firestore']>, term: string) =>
  getDocs(
    query(
      collection(db, CLIENTS),
      where('role', '==', 'client'),
      where('searchTerms', 'array-contains', term),
      orderBy('name'),
      limit(10),
    ),
  );

/** Search terms that would make Alice found as someone else, and terms that match her new name exactly. */
const foreignTerms = { searchTerms: ['mallory', 'ma', 'mal'] };
const matchingTerms = {
  name: 'Alice Greenwood',
  searchTerms: clientSearchTerms({ name: 'Alice Greenwood', businessName: '', email: 'alice@example.com' }),
};

/** Onboarding answers the client never gave. */
const otherAnswers = { services: ['hosting'], budget: 'unsure', timeline: 'exploring', goals: 'Rewritten for them.' };

/** Values the profile form would never send: each must be refused whoever writes it. */
const invalidValues = [
  ['a one-letter name', { name: 'A' }],
  ['a 400-character name', { name: 'A'.repeat(400) }],
  ['a name that is not text', { name: 42 }],
  // Copied onto every document as the client's name, a blank one falls back to the sign-in address: each email
  // change would then rename the client everywhere, past the rename interval (decision 039).
  ['a name of spaces only', { name: '   ' }],
  ['a name of invisible characters only', { name: '\u200B\u200B\uFEFF' }],
  ['a business name of spaces only', { businessName: '   ' }],
  ['a business name of invisible characters only', { businessName: '\u200B' }],
  ['an industry outside the five', { industry: 'astrology' }],
  ['an unknown notification preference', { notificationPreference: 'hourly' }],
  ['a 400-character website', { website: `https://${'a'.repeat(392)}` }],
  ['a javascript: website', { website: 'javascript:alert(1)' }],
  ['a website that is not a web address', { website: 'greenwood dot example' }],
  ['a website with a space in it', { website: 'https://greenwood.example/ onmouseover=alert(1)' }],
  ['a phone number with letters', { phone: '07 5550 CALL' }],
  ['a phone number with markup', { phone: '<script>' }],
  ['a 31-character phone number', { phone: '0'.repeat(31) }],
] as const;

describe.each(['signed out', 'another client', 'signed in with no role', 'demoted admin'] as const)(
  'clients, for a caller who is %s',
  (caller) => {
    const db = () => callers(env())[caller].firestore();

    it("should not allow reading a client's profile", async () => {
      await assertFails(getDoc(doc(db(), CLIENTS, CLIENT_UID)));
    });

    it('should not allow listing profiles', async () => {
      await assertFails(getDocs(collection(db(), CLIENTS)));
    });

    it('should not allow searching profiles as the client pickers do', async () => {
      await assertFails(pickerSearch(db(), 'al'));
    });

    it("should not allow writing a client's search terms", async () => {
      await assertFails(edit(db(), CLIENT_UID, foreignTerms));
    });

    it('should not allow creating a profile, even under their own uid', async () => {
      const uid = caller === 'signed out' ? 'new-client' : CALLER_UIDS[caller];
      await assertFails(setDoc(doc(db(), CLIENTS, uid), profile('Mallory', 'mallory@example.com')));
    });

    it("should not allow changing a client's profile", async () => {
      await assertFails(edit(db(), CLIENT_UID, { name: 'Mallory' }));
    });

    it("should not allow deleting a client's profile", async () => {
      await assertFails(deleteDoc(doc(db(), CLIENTS, CLIENT_UID)));
    });
  },
);

describe('clients, for the client who owns the profile', () => {
  const db = () => callers(env()).client.firestore();
  const own = () => doc(db(), CLIENTS, CLIENT_UID);

  it('should allow reading their own profile', async () => {
    await assertSucceeds(getDoc(own()));
  });

  it('should not allow listing profiles', async () => {
    await assertFails(getDocs(collection(db(), CLIENTS)));
  });

  it('should not allow searching profiles as the client pickers do', async () => {
    await assertFails(pickerSearch(db(), 'al'));
  });

  it('should allow changing their editable fields, stamped with the time of the write', async () => {
    // A change of their names stamps itself as a rename (clients-renames.test.ts).
    await assertSucceeds(edit(db(), CLIENT_UID, { ...editableChange, namesChangedAt: serverTimestamp() }));
  });

  it('should allow clearing their phone and website', async () => {
    await assertSucceeds(edit(db(), CLIENT_UID, { phone: '', website: '' }));
  });

  it('should allow the profile email to follow their sign-in email', async () => {
    await assertSucceeds(edit(db(), CLIENT_UID, { email: CLIENT_EMAIL }));
  });

  it('should not allow the profile email to follow a sign-in email nobody has confirmed', async () => {
    // An email change straight through Auth's API, never confirmed, must not reach the agency's records.
    const unconfirmed = env()
      .authenticatedContext(CLIENT_UID, {
        role: 'client',
        email: 'alice.unconfirmed@example.com',
        email_verified: false,
        auth_time: SIGNED_IN_AT,
      })
      .firestore();
    await assertFails(edit(unconfirmed, CLIENT_UID, { email: 'alice.unconfirmed@example.com' }));
  });

  it('should not allow an edit that leaves updatedAt alone, which the activity log would miss', async () => {
    await assertFails(updateDoc(own(), { name: 'Alice Greenwood' }));
  });

  it.each([
    ['their status', { status: 'disabled' }],
    ['their role', { role: 'admin' }],
    ['the admin notes', { adminNotes: 'Changed by the client' }],
    ['who last changed the profile', { lastChange: { via: 'setAdminRole' } }],
    ['their onboarding answers', { onboarding: otherAnswers }],
    ['when they signed up', { createdAt: serverTimestamp() }],
    ['when they finished onboarding', { onboardedAt: serverTimestamp() }],
    ['the profile email to one that is not their sign-in email', { email: 'new@example.com' }],
    ['updatedAt to a time of their choosing', { updatedAt: Timestamp.fromMillis(0) }],
    ['their search terms, to be found as someone else', foreignTerms],
    ['their search terms, even ones that match their new name (a function keeps them)', matchingTerms],
  ])('should not allow changing %s', async (_what, change) => {
    await assertFails(edit(db(), CLIENT_UID, change));
  });

  it.each(invalidValues)('should not allow %s', async (_what, change) => {
    // A name is sent as a rename is, stamped, so only the value is what the rules refuse.
    const stamp = 'name' in change ? { namesChangedAt: serverTimestamp() } : {};
    await assertFails(edit(db(), CLIENT_UID, { ...change, ...stamp }));
  });

  it('should not allow creating or deleting a profile (functions do that)', async () => {
    await assertFails(setDoc(doc(db(), CLIENTS, 'new-client'), profile('Alice Green', CLIENT_EMAIL)));
    await assertFails(deleteDoc(own()));
  });
});

describe('clients, for a client whose account was disabled after they signed in', () => {
  const db = () => callers(env())['disabled client'].firestore();
  const own = () => doc(db(), CLIENTS, DISABLED_CLIENT_UID);

  it('should not allow reading their own profile', async () => {
    await assertFails(getDoc(own()));
  });

  it('should not allow listing profiles', async () => {
    await assertFails(getDocs(collection(db(), CLIENTS)));
  });

  it('should not allow changing their own editable fields', async () => {
    await assertFails(edit(db(), DISABLED_CLIENT_UID, { name: 'Dora Green' }));
  });

  it('should not allow searching profiles or writing search terms', async () => {
    await assertFails(pickerSearch(db(), 'do'));
    await assertFails(edit(db(), DISABLED_CLIENT_UID, { searchTerms: ['dora'] }));
  });

  it('should not allow creating or deleting a profile', async () => {
    await assertFails(setDoc(doc(db(), CLIENTS, 'new-client'), profile('Dora Grey', 'dora@example.com')));
    await assertFails(deleteDoc(own()));
  });
});

describe('clients, for an admin', () => {
  const db = () => callers(env()).admin.firestore();

  it('should allow reading and listing every profile', async () => {
    await assertSucceeds(getDoc(doc(db(), CLIENTS, CLIENT_UID)));
    await assertSucceeds(getDocs(collection(db(), CLIENTS)));
  });

  it('should allow searching profiles as the client pickers do, a page at most', async () => {
    await assertSucceeds(pickerSearch(db(), 'al'));
  });

  it('should find a client by a rarer word typed second, however many share the first', async () => {
    // A page of clients who share a first name and sort before her: her surname is what tells her apart.
    const named = (name: string, email: string) => ({
      ...profile(name, email),
      searchTerms: clientSearchTerms({ name, businessName: '', email }),
    });
    await env().withSecurityRulesDisabled(async (context) => {
      const admin = context.firestore();
      for (let i = 0; i < 10; i++) {
        await setDoc(doc(admin, CLIENTS, `quillon-${i}`), named(`Quillon Abbot ${i}`, `q${i}@example.com`));
      }
      await setDoc(doc(admin, CLIENTS, 'quillon-zephyr'), named('Quillon Zephyrine', 'qz@example.com'));
    });
    // As the picker asks (web/src/lib/firestore/clients.ts searchClients): one page per typed word.
    const { terms, matches } = typedSearch('quillon zephyrine');
    const pages = await Promise.all(terms.map((term) => pickerSearch(db(), term)));
    const found = pages.flatMap(({ docs }) => docs).filter((row) => matches(row.get('searchTerms') as string[]));
    expect([...new Set(found.map((row) => row.id))]).toEqual(['quillon-zephyr']);
  });

  it("should allow changing a client's editable fields, stamped with the time of the write", async () => {
    await assertSucceeds(edit(db(), CLIENT_UID, editableChange));
  });

  it('should not allow an edit that leaves updatedAt alone, which the activity log would miss', async () => {
    await assertFails(updateDoc(doc(db(), CLIENTS, CLIENT_UID), { name: 'Alice Greenwood' }));
  });

  it.each([
    ['the role (functions keep it in step with Auth)', { role: 'admin' }],
    ['the status (functions keep it in step with Auth)', { status: 'disabled' }],
    ['who last changed the profile', { lastChange: { via: 'admin' } }],
    ['the profile email (it follows the sign-in email)', { email: 'other@example.com' }],
    ['the onboarding answers', { onboarding: otherAnswers }],
    ['when the client signed up', { createdAt: serverTimestamp() }],
    ['when the client finished onboarding', { onboardedAt: serverTimestamp() }],
    ['admin notes on the profile (they live in private/agency)', { adminNotes: 'Prefers phone calls.' }],
    ['updatedAt to a time of their choosing', { updatedAt: Timestamp.fromMillis(0) }],
    ['the search terms (a function keeps them)', foreignTerms],
    ['the search terms, even ones that match the new name', matchingTerms],
  ])('should not allow changing %s', async (_what, change) => {
    await assertFails(edit(db(), CLIENT_UID, change));
  });

  it.each(invalidValues)('should not allow %s, as for the client', async (_what, change) => {
    await assertFails(edit(db(), CLIENT_UID, change));
  });

  it('should not allow creating a profile (functions create them)', async () => {
    await assertFails(setDoc(doc(db(), CLIENTS, 'new-client'), profile('New Client', 'new@example.com')));
  });

  it('should not allow deleting a profile', async () => {
    await assertFails(deleteDoc(doc(db(), CLIENTS, CLIENT_UID)));
  });
});
