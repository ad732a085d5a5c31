import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { clientProfile } from '../support/factories';
import { adminAuth, db } from '../support/firestore-admin';

import { claimsOfUser } from './support/accounts';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const EMAIL = 'future-admin@example.com';
const CLIENT_EMAIL = 'future-admin-client@example.com';
const UNCONFIRMED_EMAIL = 'future-admin-unconfirmed@example.com';

afterAll(async () => {
  for (const email of [EMAIL, CLIENT_EMAIL, UNCONFIRMED_EMAIL]) {
    const user = await adminAuth.getUserByEmail(email).catch(() => undefined);
    if (!user) continue;
    await adminAuth.deleteUser(user.uid);
    await db.collection(COLLECTIONS.clients).doc(user.uid).delete();
    await db.collection(COLLECTIONS.revocations).doc(user.uid).delete();
  }
});

describe('npm run admin:grant', () => {
  it('gives an existing account the admin role and records it in the activity log', async () => {
    const { uid } = await adminAuth.createUser({ email: EMAIL, password: 'Sunrise#2026', emailVerified: true });
    await adminAuth.setCustomUserClaims(uid, { role: 'client' });

    const { stdout } = await run('npx', ['tsx', 'scripts/admin-grant.ts', EMAIL], { cwd: ROOT });

    expect(stdout).toContain(`${EMAIL} (${uid}) is now an administrator on the emulators.`);
    expect(await claimsOfUser(uid)).toEqual({ role: 'admin' });
    const entries = await db.collection(COLLECTIONS.activity).where('subjectUid', '==', uid).get();
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        type: 'role_changed',
        actor: 'system',
        actorRole: 'system',
        details: expect.objectContaining({ from: 'client', to: 'admin', via: 'admin:grant script' }),
        summary: expect.stringMatching(/ was made an administrator with the admin:grant script\.$/),
      }),
    ]);
  });

  it('mirrors the new role on the client profile of an account that has one', async () => {
    const { uid } = await adminAuth.createUser({ email: CLIENT_EMAIL, password: 'Sunrise#2026', emailVerified: true });
    await adminAuth.setCustomUserClaims(uid, { role: 'client' });
    const profileRef = db.collection(COLLECTIONS.clients).doc(uid);
    await profileRef.set(clientProfile({ name: 'Promoted Client', email: CLIENT_EMAIL }));
    // The search terms a function keeps on every profile may or may not be there yet; the rest is the script's.
    const { searchTerms: _before, ...seeded } = (await profileRef.get()).data() ?? {};

    await run('npx', ['tsx', 'scripts/admin-grant.ts', CLIENT_EMAIL], { cwd: ROOT });

    expect(await claimsOfUser(uid)).toEqual({ role: 'admin' });
    const { searchTerms: _terms, ...profile } = (await profileRef.get()).data() ?? {};
    // The mirror is the script's write, not the person's edit: `updatedAt` (which marks those) is left alone.
    expect(profile).toEqual({ ...seeded, role: 'admin' });
    expect(profile).toMatchObject({ name: 'Promoted Client', status: 'active' });
  });

  it('ends the account’s sessions, in Auth and for firestore.rules', async () => {
    const user = await adminAuth.getUserByEmail(EMAIL);
    const revocation = (await db.collection(COLLECTIONS.revocations).doc(user.uid).get()).data();

    expect(revocation!.validAfter.toMillis()).toBe(new Date(user.tokensValidAfterTime!).getTime());
  });

  it('refuses an account whose email is not confirmed (anyone can sign up with any address), changing nothing', async () => {
    const { uid } = await adminAuth.createUser({ email: UNCONFIRMED_EMAIL, password: 'Sunrise#2026' });
    const failure = await run('npx', ['tsx', 'scripts/admin-grant.ts', UNCONFIRMED_EMAIL], { cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain(
      `${UNCONFIRMED_EMAIL} has not confirmed its email address`,
    );
    expect(await claimsOfUser(uid)).toBeUndefined();
  });

  it('fails with one clear line for an email no account uses, changing nothing', async () => {
    const failure = await run('npx', ['tsx', 'scripts/admin-grant.ts', 'nobody-here@example.com'], { cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('No account uses nobody-here@example.com');
  });
});
