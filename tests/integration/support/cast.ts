import { beforeAll } from 'vitest';

import { type ClientProfile, COLLECTIONS } from '@agency/common';

import { clientProfile, PEOPLE } from '../../support/factories';
import { adminAuth, db } from '../../support/firestore-admin';

import { newAccount, type TestAccount } from './accounts';
import { idTokenFor } from './sign-in';

/** A fresh account signed in: its ID token, as the web app sends it with each call. */
export interface Member extends TestAccount {
  token: string;
}

/**
 * A fresh client account with a finished profile (the factory's, in their own email), as onboarding leaves one;
 * `profile` gives the fields a test cares about (a name with markup, a mail preference, no business).
 */
export async function newClient(profile: Partial<ClientProfile<Date>> = {}): Promise<TestAccount> {
  const client = await newAccount({ role: 'client' });
  await db
    .collection(COLLECTIONS.clients)
    .doc(client.uid)
    .set(clientProfile({ email: client.email, ...profile }));
  return client;
}

/** `account` signed in. */
export const signedIn = async (account: TestAccount): Promise<Member> => ({
  ...account,
  token: await idTokenFor(account),
});

export interface Cast {
  /** An administrator, signed in. */
  admin: Member;
  /** Alice, a client with her profile (Green Roots Naturopathy), signed in. */
  alice: Member;
  /** Bob, another client with his (Brown Bakery), signed in. */
  bob: Member;
}

/**
 * The people most integration tests need, made afresh for the file before its tests run (and removed with the
 * other test accounts): an administrator, Alice and Bob, each signed in. The names are PEOPLE's; `alice` and
 * `bob` override their profiles, `adminName` gives the administrator a display name (Auth's, which functions sign
 * the agency's documents with). The members are filled in by `beforeAll`, so a file can name them at its top.
 */
export function useCast({
  alice = {},
  bob = {},
  adminName,
}: { alice?: Partial<ClientProfile<Date>>; bob?: Partial<ClientProfile<Date>>; adminName?: string } = {}): Cast {
  const cast = { admin: {}, alice: {}, bob: {} } as Cast;
  beforeAll(async () => {
    const [admin, aliceAccount, bobAccount] = await Promise.all([
      newAccount({ role: 'admin' }),
      newClient({ name: PEOPLE.alice.name, businessName: PEOPLE.alice.businessName, ...alice }),
      newClient({ name: PEOPLE.bob.name, businessName: PEOPLE.bob.businessName, ...bob }),
    ]);
    if (adminName) await adminAuth.updateUser(admin.uid, { displayName: adminName });
    const members = await Promise.all([admin, aliceAccount, bobAccount].map(signedIn));
    Object.assign(cast.admin, members[0]);
    Object.assign(cast.alice, members[1]);
    Object.assign(cast.bob, members[2]);
  });
  return cast;
}
