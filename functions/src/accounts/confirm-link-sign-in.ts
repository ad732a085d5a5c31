import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';

import { type ConfirmLinkSignInResult, roleOf } from '@agency/common';

import { adminAuth } from '../lib/admin';
import { authRecordOf, heldBeforeLinkSignIn } from '../lib/auth-record';
import { signedInCaller } from '../lib/callable-auth';

/**
 * Called by the web app straight after an emailed sign-in link has signed someone in. A link proves the inbox, and
 * Firebase signs it in to whatever account already holds the address: so someone who had registered the address
 * with a password of their own, without ever confirming it, would keep that password (and their sessions) in an
 * account the real owner has just confirmed, and that may become a client. An account with no role yet (nothing
 * in it to lose: no profile, no data) that someone held before a link signed in to it (a password, another way in,
 * an unconfirmed change of address: lib/auth-record.ts) is deleted, which
 * ends every session it had; the owner asks for a new link, which makes a fresh account
 * (docs/decisions/012-verified-email-onboarding.md). `completeOnboarding` makes the same check, so calling it
 * first wins nothing. A client's or an administrator's account is never touched.
 */
export const confirmLinkSignIn = onCall({ cors: true }, async (request): Promise<ConfirmLinkSignInResult> => {
  const { uid, user } = await signedInCaller(request);
  if (roleOf(user.customClaims) || !heldBeforeLinkSignIn(await authRecordOf(uid))) return { replaced: false };
  logger.warn('An emailed link signed in to a role-less account with an earlier password; deleting it', { uid });
  await adminAuth.deleteUser(uid);
  return { replaced: true };
});
