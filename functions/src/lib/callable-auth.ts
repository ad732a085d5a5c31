import type { UserRecord } from 'firebase-admin/auth';
import { type CallableRequest, HttpsError } from 'firebase-functions/v2/https';

import { roleOf } from '@agency/common';

import { AccountsUnavailable, liveAccount, StaleSession } from './sessions';

/** The answer to an account that is disabled, in Auth or on its profile. */
export const accountDisabled = () => new HttpsError('permission-denied', 'This account is disabled.');

/** Who is calling a callable function: the verified token and the Auth record as it is now. */
export interface Caller {
  uid: string;
  token: NonNullable<CallableRequest['auth']>['token'];
  user: UserRecord;
}

/**
 * The signed-in caller, or 'unauthenticated' (no token, no such account any more, or a session ended since it
 * signed in) / 'permission-denied' (disabled). The Auth record decides, not the token: an ID token stays valid
 * for up to an hour after its account is disabled or its role changes (lib/sessions.ts).
 */
export async function signedInCaller(request: CallableRequest): Promise<Caller> {
  if (!request.auth) throw new HttpsError('unauthenticated', 'Please sign in first.');
  const { uid, token } = request.auth;
  try {
    const { user } = await liveAccount(token);
    return { uid, token, user };
  } catch (error) {
    throw callableError(error);
  }
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

function callableError(error: unknown): unknown {
  if (error instanceof AccountsUnavailable) {
    return new HttpsError('unavailable', 'Accounts cannot be checked right now. Please try again in a moment.');
  }
  if (!(error instanceof StaleSession)) return error;
  switch (error.reason) {
    case 'no-account':
      return new HttpsError('unauthenticated', 'Your account no longer exists; please sign in again.');
    case 'disabled':
      return accountDisabled();
    case 'revoked':
      return new HttpsError('unauthenticated', 'Your session has ended; please sign in again.');
  }
}
