import type { UserRecord } from 'firebase-admin/auth';
import { HttpsError } from 'firebase-functions/v2/https';

import { adminAuth } from './admin';

/** The Auth record an administrator's action is about, or 'not-found'. */
export async function targetAccount(uid: string): Promise<UserRecord> {
  return adminAuth.getUser(uid).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') throw new HttpsError('not-found', 'No account has that id.');
    throw error;
  });
}
