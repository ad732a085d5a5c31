import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { CLIENT_PRIVATE, COLLECTIONS } from '@agency/common';

import { clientPrivate, SIGNED_UP_AT } from '../../support/factories';
import {
  ADMIN_UID,
  callers,
  CLIENT_UID,
  NOT_ADMIN_CALLERS,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

/** `clients/{uid}/private/{id}`: the client's own uid for the owner, someone else's for everyone else. */
const privatePath = (uid: string) => [COLLECTIONS.clients, uid, CLIENT_PRIVATE.collection] as const;
const AGENCY = CLIENT_PRIVATE.agencyDoc;

/** What the agency knows about Alice, as functions and an admin left it. Bob has no such document yet. */
const agencyNotes = clientPrivate({
  adminNotes: 'Prefers phone calls.',
  invitedBy: ADMIN_UID,
  lastProfileActivity: { id: 'entry-1', at: SIGNED_UP_AT },
  fromLeadId: 'lead-1',
});

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), ...privatePath(CLIENT_UID), AGENCY), agencyNotes),
  ),
);

describe.each(NOT_ADMIN_CALLERS)("a client's private agency document, for a caller who is %s", (caller) => {
  const db = () => callers(env())[caller].firestore();

  it("should not allow reading the agency's notes about a client, even the client they are about", async () => {
    await assertFails(getDoc(doc(db(), ...privatePath(CLIENT_UID), AGENCY)));
  });

  it("should not allow listing a client's private documents", async () => {
    await assertFails(getDocs(collection(db(), ...privatePath(CLIENT_UID))));
  });

  it('should not allow creating the agency document for a client who has none', async () => {
    await assertFails(setDoc(doc(db(), ...privatePath(OTHER_CLIENT_UID), AGENCY), { adminNotes: 'Written by them.' }));
  });

  it('should not allow writing which lead the client came from (inviteClient does)', async () => {
    await assertFails(updateDoc(doc(db(), ...privatePath(CLIENT_UID), AGENCY), { fromLeadId: 'lead-forged' }));
    await assertFails(setDoc(doc(db(), ...privatePath(OTHER_CLIENT_UID), AGENCY), { fromLeadId: 'lead-forged' }));
  });

  it('should not allow changing the admin notes', async () => {
    await assertFails(updateDoc(doc(db(), ...privatePath(CLIENT_UID), AGENCY), { adminNotes: 'Written by them.' }));
  });

  it('should not allow deleting the agency document', async () => {
    await assertFails(deleteDoc(doc(db(), ...privatePath(CLIENT_UID), AGENCY)));
  });
});

describe("a client's private agency document, for an admin", () => {
  const db = () => callers(env()).admin.firestore();
  const agency = (uid = CLIENT_UID) => doc(db(), ...privatePath(uid), AGENCY);

  it('should allow reading it and listing the private documents of a client', async () => {
    const snapshot = await assertSucceeds(getDoc(agency()));
    expect(snapshot.get('adminNotes')).toBe(agencyNotes.adminNotes);
    expect(snapshot.get('fromLeadId')).toBe('lead-1');
    await assertSucceeds(getDocs(collection(db(), ...privatePath(CLIENT_UID))));
  });

  // The agency's notes about a client are the append-only `notes` history (notes.test.ts); the box they replace
  // is moved there by a job, and nobody writes it again.
  it.each([
    ['the old admin notes box', { adminNotes: 'On holiday until March.' }],
    ['who invited the client', { invitedBy: 'admin-mallory' }],
    ['the newest activity entry (the profile trigger keeps it)', { lastProfileActivity: { id: 'forged', at: null } }],
    ['a field of their own', { priority: 'high' }],
    ['the lead the client came from (inviteClient links them)', { fromLeadId: 'lead-forged' }],
  ])('should not allow writing %s', async (_what, change) => {
    await assertFails(updateDoc(agency(), change));
    await assertFails(setDoc(agency(OTHER_CLIENT_UID), change));
  });

  it('should not allow a private document other than the agency one', async () => {
    await assertFails(setDoc(doc(db(), ...privatePath(CLIENT_UID), 'extra'), { adminNotes: 'Hidden elsewhere.' }));
  });

  it('should not allow deleting the agency document', async () => {
    await assertFails(deleteDoc(agency()));
  });
});
