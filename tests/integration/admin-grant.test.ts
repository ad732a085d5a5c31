import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

import { getAuth } from 'firebase-admin/auth';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS } from '@agency/common';

import { adminApp, db } from '../support/firestore-admin';

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const EMAIL = 'future-admin@example.com';
const auth = getAuth(adminApp);

afterAll(async () => {
  const user = await auth.getUserByEmail(EMAIL).catch(() => undefined);
  if (user) await auth.deleteUser(user.uid);
});

describe('npm run admin:grant', () => {
  it('gives an existing account the admin role and records it in the activity log', async () => {
    const { uid } = await auth.createUser({ email: EMAIL, password: 'Sunrise#2026' });
    await auth.setCustomUserClaims(uid, { role: 'client' });

    const { stdout } = await run('npx', ['tsx', 'scripts/admin-grant.ts', EMAIL], { cwd: ROOT });

    expect(stdout).toContain(`${EMAIL} (${uid}) is now an administrator on the emulators.`);
    expect((await auth.getUser(uid)).customClaims).toEqual({ role: 'admin' });
    const entries = await db.collection(COLLECTIONS.activity).where('subjectUid', '==', uid).get();
    expect(entries.docs.map((entry) => entry.data())).toEqual([
      expect.objectContaining({
        type: 'role_changed',
        actor: 'system',
        details: expect.objectContaining({ from: 'client', to: 'admin' }),
      }),
    ]);
  });

  it('fails with one clear line for an email no account uses, changing nothing', async () => {
    const failure = await run('npx', ['tsx', 'scripts/admin-grant.ts', 'nobody-here@example.com'], { cwd: ROOT }).catch(
      (error: { code: number; stderr: string }) => error,
    );

    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toContain('No account uses nobody-here@example.com');
  });
});
