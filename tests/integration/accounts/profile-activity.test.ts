import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { db } from '../../support/firestore-admin';
import {
  activityOf,
  agencyOnlyOf,
  agencyOnlyRef,
  clientFirestore,
  eventually,
  newAccount,
  onboardingAnswers,
  profileOf,
  removeTestAccounts,
  type TestAccount,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';

afterAll(removeTestAccounts);

/** A client who has been through onboarding, so their profile exists and the functions have written it. */
async function onboardedClient(): Promise<TestAccount> {
  const client = await newAccount();
  expect((await callCallable('completeOnboarding', onboardingAnswers, await idTokenFor(client))).status).toBe(200);
  return client;
}

/**
 * Changes the client's own profile the way the web app's profile page does: the Firestore SDK, through the rules,
 * a rename stamping namesChangedAt.
 */
async function editOwnProfile(client: TestAccount, changes: Record<string, unknown>): Promise<void> {
  const { db: clientDb, close } = await clientFirestore(client);
  const renames = 'name' in changes || 'businessName' in changes;
  try {
    await updateDoc(doc(clientDb, COLLECTIONS.clients, client.uid), {
      ...changes,
      ...(renames ? { namesChangedAt: serverTimestamp() } : {}),
      updatedAt: serverTimestamp(),
    });
  } finally {
    await close();
  }
}

/** Changes the profile straight through the Admin SDK, as an import script would, past the rules. */
async function editAsScript(uid: string, changes: Record<string, unknown>): Promise<void> {
  await db
    .collection(COLLECTIONS.clients)
    .doc(uid)
    .update({ ...changes, updatedAt: FieldValue.serverTimestamp() });
}

const profileChanges = async (uid: string) =>
  (await activityOf(uid)).filter((entry) => entry.type === 'profile_changed');

type ProfileChange = Awaited<ReturnType<typeof profileChanges>>[number];

/**
 * Makes one more edit the trigger logs, `marker`, waits for the entry `isMarker` picks out, and returns every
 * 'profile_changed' entry. The emulator hands the trigger each write's event in the order of the writes, so once the
 * marker's entry is there the trigger has had its turn at every earlier write: a missing entry really is missing.
 */
async function profileChangesAfter(
  uid: string,
  marker: () => Promise<void>,
  isMarker: (entry: ProfileChange) => boolean,
): Promise<ProfileChange[]> {
  await marker();
  await eventually(async () => expect((await profileChanges(uid)).some(isMarker)).toBe(true));
  return profileChanges(uid);
}

/** The entries once the client has also changed their phone, an edit merged into any entry of theirs a moment before. */
const settledProfileChanges = (client: TestAccount, markerPhone: string) =>
  profileChangesAfter(
    client.uid,
    () => editOwnProfile(client, { phone: markerPhone }),
    (entry) => entry.details.fields === 'phone',
  );

describe('onClientProfileUpdated', () => {
  it('logs a client’s own edit once, naming the fields that changed, with the client as the actor', async () => {
    const client = await onboardedClient();

    await editOwnProfile(client, { name: 'Pat Potter', phone: '07 5550 9876', website: 'https://pottery.example' });

    await eventually(async () => expect(await profileChanges(client.uid)).not.toHaveLength(0));
    // A script's edit is logged apart from the client's (another actor), so it cannot hide a second client entry.
    const entries = await profileChangesAfter(
      client.uid,
      () => editAsScript(client.uid, { businessName: 'Potter & Co', 'onboarding.goals': 'Imported.' }),
      (entry) => entry.actor === 'system',
    );
    expect(entries).toEqual([
      expect.objectContaining({
        type: 'profile_changed',
        actor: client.uid,
        actorName: 'Pat Potter',
        actorRole: 'client',
        subjectUid: client.uid,
        details: { subjectName: 'Pat Potter', fields: 'name,phone,website' },
        summary: 'Pat Potter (Green Roots Naturopathy) updated their profile: name, phone, website.',
      }),
      expect.objectContaining({
        actor: 'system',
        actorRole: 'system',
        clientName: 'Potter & Co',
        details: { subjectName: 'Pat Potter', fields: 'businessName' },
        summary: 'The profile of Pat Potter (Potter & Co) was updated: business name.',
      }),
    ]);
  });

  it('logs nothing for the account functions’ own writes, which log their own entries', async () => {
    const client = await onboardedClient();
    const admin = await newAccount({ role: 'admin' });
    const adminToken = await idTokenFor(admin);

    // Onboarding again changes name and business name; disabling and enabling change the status.
    await callCallable('completeOnboarding', { ...onboardingAnswers, name: 'Pat Renamed' }, await idTokenFor(client));
    await callCallable('setAccountDisabled', { uid: client.uid, disabled: true }, adminToken);
    await callCallable('setAccountDisabled', { uid: client.uid, disabled: false }, adminToken);
    expect(await profileOf(client.uid)).toMatchObject({ name: 'Pat Renamed', status: 'active' });

    expect((await settledProfileChanges(client, '07 5550 1111')).map((entry) => entry.details.fields)).toEqual([
      'phone',
    ]);
  });

  it('logs nothing for what the agency records about a client outside the profile', async () => {
    const client = await onboardedClient();

    await agencyOnlyRef(client.uid).set({ fromLeadId: 'lead-noosa-market' }, { merge: true });

    expect((await settledProfileChanges(client, '07 5550 2222')).map((entry) => entry.details.fields)).toEqual([
      'phone',
    ]);
  });

  it('logs an edit wider than a client may make (a script’s) as made by "system"', async () => {
    // The emulator names no user for any write, so the trigger can only tell an edit a client could have made
    // from one only a script could (see on-client-profile-updated.ts).
    const client = await onboardedClient();

    await editAsScript(client.uid, {
      businessName: 'Renamed by the agency',
      'onboarding.goals': 'Rewritten by an import script.',
    });

    const entry = await eventually(async () => {
      const [first] = await profileChanges(client.uid);
      expect(first).toBeDefined();
      return first!;
    });
    expect(entry).toMatchObject({ actor: 'system', details: { fields: 'businessName' } });
  });

  it('does not let a client hide an edit from the log by leaving updatedAt alone or writing lastChange', async () => {
    const client = await onboardedClient();
    const before = await profileOf(client.uid);
    const { db: clientDb, close } = await clientFirestore(client);
    try {
      await expect(
        updateDoc(doc(clientDb, COLLECTIONS.clients, client.uid), { name: 'Sneaky Pat' }),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    } finally {
      await close();
    }
    await expect(
      editOwnProfile(client, { name: 'Sneaky Pat', lastChange: { via: 'completeOnboarding', at: serverTimestamp() } }),
    ).rejects.toMatchObject({ code: 'permission-denied' });

    expect((await profileOf(client.uid))!.name).toBe(before!.name);
  });

  it('merges edits moments apart into one entry, so saving again and again cannot flood the log', async () => {
    const client = await onboardedClient();

    await editOwnProfile(client, { name: 'Pat One' });
    await editOwnProfile(client, { phone: '07 5550 3333' });
    // Renames are spaced (decision 039), so the last edit of the three leaves the name be.
    await editOwnProfile(client, { location: 'Tewantin, QLD' });

    await eventually(async () =>
      expect((await profileChanges(client.uid)).map((entry) => entry.details)).toEqual([
        { subjectName: 'Pat One', fields: 'name,phone,location' },
      ]),
    );
    // Its sentence names every field too; who and when stay as first written.
    expect((await profileChanges(client.uid))[0]).toMatchObject({
      actorName: 'Pat One',
      summary: 'Pat One (Green Roots Naturopathy) updated their profile: name, phone, location.',
    });
    expect(await agencyOnlyOf(client.uid)).toMatchObject({ lastProfileActivity: { id: expect.any(String) } });
  });
});
