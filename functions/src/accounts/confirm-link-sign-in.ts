import { logger } from 'firebase-functions';
import { onCall } from 'firebase-functions/v2/https';

import { type ConfirmLinkSignInResult, roleOf } from '@agency/common';

import { adminAuth } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';

/** An account made this long before the sign-in was not made by it (the link's own sign-up is the same moment). */
const MADE_BY_THIS_SIGN_IN_MS = 5_000;

/**
 * Called by the web app straight after an emailed sign-in link has signed someone in. A link proves the inbox, and
 * Firebase signs it in to whatever account already holds the address: so someone who had registered the address
 * with a password of their own, without ever confirming it, would keep that password (and their sessions) in an
 * account the real owner has just confirmed, and that may become a client. Auth does not say who set a password or
 * when, so any account that has no role yet (nothing in it to lose: no profile, no data) and existed before this
 * sign-in is deleted, which ends every session it had; the owner asks for a new link, which makes a fresh account
 * (docs/decisions/012-verified-email-onboarding.md). A client's or an administrator's account is never touched.
 */
export const confirmLinkSignIn = onCall({ cors: true }, async (request): Promise<ConfirmLinkSignInResult> => {
  const { uid, token, user } = await signedInCaller(request);
  const madeBefore = Date.parse(user.metadata.creationTime) < token.auth_time * 1000 - MADE_BY_THIS_SIGN_IN_MS;
  if (roleOf(user.customClaims) || !madeBefore) return { replaced: false };
  logger.warn('An emailed link signed in to a role-less account made before it; deleting that account', { uid });
  await adminAuth.deleteUser(uid);
  return { replaced: true };
});
