import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { deleteField, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { CLIENT_LIMITS, COLLECTIONS } from '@agency/common';

import { clientProfile } from '../../support/factories';
import {
  CALLER_NAMES,
  type CallerName,
  callers,
  CLIENT_EMAIL,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

/**
 * A client's own renames are spaced by CLIENT_LIMITS.nameChangeIntervalMs, each stamping namesChangedAt with the time
 * of the write (docs/decisions/039-client-rename-limit.md): every rename rewrites each document of theirs.
 */
const CLIENTS = COLLECTIONS.clients;
const MINUTE = 60 * 1000;

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    // Alice has never renamed herself: her profile is as onboarding left it, without a stamp.
    await setDoc(doc(db, CLIENTS, CLIENT_UID), clientProfile({ name: 'Alice Green', businessName: 'Green Roots' }));
    await setDoc(doc(db, CLIENTS, DISABLED_CLIENT_UID), {
      ...clientProfile({ name: 'Dora Grey', email: 'dora@example.com' }),
      status: 'disabled',
    });
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();

/** Alice (or `uid`) last renamed herself `ago` milliseconds ago. */
const renamedAgo = (ago: number, uid = CLIENT_UID) =>
  env().withSecurityRulesDisabled((context) =>
    updateDoc(doc(context.firestore(), CLIENTS, uid), { namesChangedAt: Timestamp.fromMillis(Date.now() - ago) }),
  );

/** An edit as the profile form makes it: stamped with the time of the write, plus `change`. */
const edit = (caller: CallerName, change: Record<string, unknown>, uid = CLIENT_UID) =>
  updateDoc(doc(db(caller), CLIENTS, uid), { updatedAt: serverTimestamp(), ...change });

/** A rename as the profile form sends it: the new names and the rename's stamp. */
const rename = { name: 'Alice Greenwood', businessName: 'Greenwood Naturopathy', namesChangedAt: serverTimestamp() };

/** What the profile holds now, read past the rules. */
async function stored() {
  let data: Record<string, unknown> | undefined;
  await env().withSecurityRulesDisabled(async (context) => {
    data = (await getDoc(doc(context.firestore(), CLIENTS, CLIENT_UID))).data();
  });
  return data;
}

describe.each(CALLER_NAMES)("a client's names, for a caller who is %s", (caller) => {
  const own = caller === 'disabled client' ? DISABLED_CLIENT_UID : CLIENT_UID;
  const storedName = caller === 'disabled client' ? 'Dora Grey' : 'Alice Green';

  it('should not allow stamping namesChangedAt without a rename (it would hold off a rename that never was)', async () => {
    await assertFails(edit(caller, { namesChangedAt: serverTimestamp() }, own));
    await assertFails(edit(caller, { phone: '07 5550 9999', namesChangedAt: serverTimestamp() }, own));
    // The same names sent again are no rename either.
    await assertFails(edit(caller, { name: storedName, namesChangedAt: serverTimestamp() }, own));
  });

  it('should not allow clearing the stamp to rename sooner', async () => {
    await renamedAgo(3 * MINUTE, own);
    await assertFails(edit(caller, { namesChangedAt: deleteField() }, own));
    await assertFails(edit(caller, { ...rename, namesChangedAt: deleteField() }, own));
  });
});

describe.each(['signed out', 'signed in with no role', 'another client', 'demoted admin'] as const)(
  "a client's names, for a caller who is %s",
  (caller) => {
    it('should not allow renaming the client, even one who never renamed themselves', async () => {
      await assertFails(edit(caller, rename));
      await assertFails(edit(caller, { name: 'Mallory' }));
    });
  },
);

describe("a client's names, for a client whose account was disabled after they signed in", () => {
  it('should not allow renaming themselves, even never having renamed', async () => {
    await assertFails(edit('disabled client', { ...rename, name: 'Dora Green' }, DISABLED_CLIENT_UID));
  });
});

describe('their names, for the client who owns the profile', () => {
  it('should allow the first rename, stamped with the time of the write', async () => {
    await assertSucceeds(edit('client', rename));
    const after = await stored();
    expect(after?.name).toBe('Alice Greenwood');
    expect(after?.namesChangedAt).toBeDefined();
    expect(after?.namesChangedAt).toEqual(after?.updatedAt);
  });

  it('should allow a rename once the interval has passed since the last', async () => {
    await renamedAgo(CLIENT_LIMITS.nameChangeIntervalMs + MINUTE);
    await assertSucceeds(edit('client', rename));
  });

  it.each([
    ['moments after the last', 5 * 1000],
    ['a few minutes after the last', 3 * MINUTE],
    ['a minute before the interval is up', CLIENT_LIMITS.nameChangeIntervalMs - MINUTE],
  ])('should not allow a rename %s, and change nothing', async (_when, ago) => {
    await renamedAgo(ago);
    const before = await stored();
    await assertFails(edit('client', rename));
    await assertFails(edit('client', { name: 'Alice Greenwood', namesChangedAt: serverTimestamp() }));
    await assertFails(edit('client', { businessName: 'Greenwood Naturopathy', namesChangedAt: serverTimestamp() }));
    await assertFails(edit('client', { businessName: '', namesChangedAt: serverTimestamp() }));
    expect(await stored()).toEqual(before);
  });

  it('should not allow a rename without its stamp, first or not', async () => {
    await assertFails(edit('client', { name: 'Alice Greenwood' }));
    await assertFails(edit('client', { businessName: 'Greenwood Naturopathy' }));
    await renamedAgo(CLIENT_LIMITS.nameChangeIntervalMs + MINUTE);
    await assertFails(edit('client', { name: 'Alice Greenwood' }));
  });

  it.each([
    ['long ago', Timestamp.fromMillis(0)],
    ['in the future', Timestamp.fromMillis(Date.now() + 60 * MINUTE)],
    ['as text', 'now'],
  ])('should not allow a rename stamped %s instead of at the time of the write', async (_what, stamp) => {
    await assertFails(edit('client', { ...rename, namesChangedAt: stamp }));
  });

  it('should allow their other details to save freely between renames', async () => {
    await renamedAgo(3 * MINUTE);
    await assertSucceeds(edit('client', { phone: '07 5550 9999', notificationPreference: 'daily' }));
    // As the profile form sends them: every field, the names as they are.
    await assertSucceeds(edit('client', { name: 'Alice Green', businessName: 'Green Roots', location: 'Tewantin' }));
  });
});

describe("a client's names, for an admin", () => {
  it('should allow renaming the client moments after the client renamed themselves, without a stamp', async () => {
    await renamedAgo(5 * 1000);
    await assertSucceeds(edit('admin', { name: 'Alice Greenwood', businessName: 'Greenwood Naturopathy' }));
  });

  it("should not allow writing the client's stamp, with a rename or without", async () => {
    await assertFails(edit('admin', rename));
    await assertFails(edit('admin', { namesChangedAt: serverTimestamp() }));
  });

  it("should not allow clearing the client's stamp, which would let them rename again at once", async () => {
    await renamedAgo(3 * MINUTE);
    await assertFails(edit('admin', { namesChangedAt: deleteField() }));
    await assertFails(edit('admin', { name: 'Alice Greenwood', namesChangedAt: null }));
  });
});

describe('renames in disguise, for the client who owns the profile, within the interval', () => {
  it.each([
    ['removing the business name field', { businessName: deleteField() }],
    ['a space added to the name', { name: 'Alice Green ' }],
    ['the name in other letter case', { name: 'alice green' }],
    ['a new name sent with their confirmed new address', { name: 'Alice Greenwood', email: CLIENT_EMAIL }],
  ])('should not allow %s, stamped or not', async (_what, change) => {
    await renamedAgo(3 * MINUTE);
    const before = await stored();
    await assertFails(edit('client', change));
    await assertFails(edit('client', { ...change, namesChangedAt: serverTimestamp() }));
    expect(await stored()).toEqual(before);
  });
});
