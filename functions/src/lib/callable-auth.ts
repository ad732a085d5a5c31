import type { UserRecord } from 'firebase-admin/auth';
import { logger } from 'firebase-functions';
import { type CallableRequest, HttpsError } from 'firebase-functions/v2/https';

import { roleOf } from '@agency/common';

import { adminAuth } from './admin';

/** The answer to an account that is disabled, in Auth or on its profile. */
export const accountDisabled = () => new HttpsError('permission-denied', 'This account is disabled.');

/** Who is calling a callable function: the verified token and the Auth record as it is now. */
export interface Caller {
  uid: string;
  token: NonNullable<CallableRequest['auth']>['token'];
  user: UserRecord;
}

/**
 * The signed-in caller, or 'unauthenticated' (no token, or no such account any more). The Auth record is read as
 * well: the ID token stays valid for up to an hour after an account is disabled, so the record, not the token,
 * decides whether the account may still act.
 */
export async function signedInCaller(request: CallableRequest): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in first.');
  const { uid, token } = request.auth;
  const user = await adminAuth.getUser(uid).catch((error: { code?: string }) => {
    // No such account, or a token naming no valid account (the emulator passes unverified tokens through).
    if (error.code === 'auth/user-not-found' || error.code === 'auth/invalid-uid') {
      throw new HttpsError('unauthenticated', 'Your account no longer exists; please sign in again.');
    }
    // Auth itself failed (a network or quota problem): not the caller's fault, so not a reason to sign them out.
    logger.error('Could not read the caller’s Auth record', error);
    throw new HttpsError('unavailable', 'Accounts cannot be checked right now. Please try again in a moment.');
  });
  if (user.disabled) throw accountDisabled();
  return { uid, token, user };
}

/**
 * A signed-in administrator, or 'unauthenticated' / 'permission-denied'. Both the token and the current Auth
 * record must carry the admin role (docs/decisions/004-roles-in-custom-claims.md), so an administrator who has
 * just been demoted cannot keep acting on a token issued before.
 */
export async function adminCaller(request: CallableRequest): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in as an administrator.');
  if (roleOf(request.auth.token) !== 'admin') {
    throw new HttpsError('permission-denied', 'Only administrators can do that.');
  }
  const caller = await signedInCaller(request);
  if (roleOf(caller.user.customClaims) !== 'admin') {
    throw new HttpsError('permission-denied', 'Only administrators can do that.');
  }
  return caller;
}
