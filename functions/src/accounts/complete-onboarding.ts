import { isDeepStrictEqual } from 'node:util';

import { type DocumentSnapshot, FieldValue, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  ACCOUNT_REPLACED,
  clientNamesOf,
  clientSearchTerms,
  type ClientStatus,
  type CompleteOnboardingResult,
  EMAIL_UNVERIFIED,
  nameChangeTooSoon,
  NAMES_CHANGED_RECENTLY,
  namesDiffer,
  nextNameChangeAt,
  onboardingSchema,
  roleOf,
  withRole,
} from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { accountEvent, clientActor, clientNameOf, recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { authRecordOf, heldBeforeLinkSignIn } from '../lib/auth-record';
import { accountDisabled, signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientPrivateRef, clientRef, type StoredClientProfile } from '../lib/firestore/clients';
import { mailRef } from '../lib/firestore/mail';
import { mirrorAccess } from '../lib/sessions';
import { ensureThread } from '../messages/ensure-thread';

import { onboardedNotification } from './onboarded-notification';

/** Edits of the answers closer together than this log one entry. */
const ONBOARDING_EDIT_MERGE_MS = 10_000;

/**
 * Edited answers that rename an onboarded client are spaced as the profile form's renames are (firestore.rules,
 * docs/decisions/039-client-rename-limit.md): refused within the interval, else stamped. Answers the first time
 * name the client and are never held up. Whether this call renames the client (and so must stamp it).
 */
function renamesSpaced(snapshot: DocumentSnapshot, input: { name: string; businessName: string }): boolean {
  if (!snapshot.get('onboardedAt')) return false;
  const stored = { name: snapshot.get('name') as string | undefined, businessName: snapshot.get('businessName') };
  if (!namesDiffer(stored, input)) return false;
  const allowedAt = nextNameChangeAt((snapshot.get('namesChangedAt') as Timestamp | undefined)?.toDate());
  if (allowedAt && allowedAt.getTime() > Date.now()) {
    throw new HttpsError('failed-precondition', nameChangeTooSoon(allowedAt), { reason: NAMES_CHANGED_RECENTLY });
  }
  return true;
}

/**
 * A signed-in account answers the onboarding questions and becomes a client: its profile, the `client` role claim
 * (never taken from the payload: docs/decisions/004-roles-in-custom-claims.md) and, the first time only, the
 * agency's notification and the sign-up in the activity log. Calling it again edits the answers.
 *
 * An account becomes a client only once Auth vouches for its email (docs/decisions/012-verified-email-onboarding.md):
 * otherwise anyone could sign up with someone else's address and be treated as that person. Until then it is
 * refused with `details.reason` EMAIL_UNVERIFIED and nothing is written; the web app keeps the answers meanwhile.
 */
export const completeOnboarding = onCall({ cors: true }, async (request): Promise<CompleteOnboardingResult> => {
  const { uid, token, user } = await signedInCaller(request);
  const role = roleOf(user.customClaims);
  if (roleOf(token) === 'admin' || role === 'admin') {
    throw new HttpsError('failed-precondition', 'Administrator accounts do not need onboarding.');
  }
  const input = await parseCallableData(onboardingSchema, request.data);
  // The profile's email is the one Auth vouches for, never one the payload names.
  const email = user.email;
  if (!email) throw new HttpsError('failed-precondition', 'Your account needs an email address before onboarding.');
  if (!role && !user.emailVerified) {
    throw new HttpsError(
      'failed-precondition',
      'Please confirm your email address first: open the link we emailed you, then try again.',
      { reason: EMAIL_UNVERIFIED },
    );
  }
  // Checked here, where the role is granted, not only by confirmLinkSignIn (which the browser calls after a link
  // sign-in): whoever registered the address with a password could otherwise call this first and win the account.
  if (!role && heldBeforeLinkSignIn(await authRecordOf(uid))) {
    logger.warn('Onboarding refused: the account was held before an emailed link confirmed it; deleting', { uid });
    await adminAuth.deleteUser(uid);
    throw new HttpsError(
      'failed-precondition',
      'This sign-up was started by someone else before the address was confirmed, so it has been removed for your safety. Please ask for a new sign-in link.',
      { reason: ACCOUNT_REPLACED },
    );
  }
  const profile = clientRef(uid);
  const agencyOnly = clientPrivateRef(uid);
  const current = await profile.get();
  if (current.get('status') === ('disabled' satisfies ClientStatus)) throw accountDisabled();
  // Before Auth is touched, so a refused rename changes nothing (checked again in the transaction).
  renamesSpaced(current, input);

  // Auth first, Firestore last: once the transaction commits everything is done, and a retry after a failure
  // here finds the profile not yet onboarded and does the first-time work then.
  if (!role) await adminAuth.setCustomUserClaims(uid, withRole(user.customClaims, 'client'));
  // Every time, not only with the claim: a retry after this failed must still bring a revocation in step.
  await mirrorAccess(uid);
  if (user.displayName !== input.name) await adminAuth.updateUser(uid, { displayName: input.name });

  const firstTime = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(profile);
    const lastEdit = (await transaction.get(agencyOnly)).data()?.lastOnboardingEdit;
    if (snapshot.get('status') === 'disabled') throw accountDisabled();
    const renamed = renamesSpaced(snapshot, input);
    // Every client has a general conversation with the agency (docs/decisions/015-messages.md). Made here, and on
    // every later call too, so a client who onboarded before messages existed gets theirs when they next save.
    // Named as the profile this transaction writes names the client.
    await ensureThread(transaction, { clientId: uid, projectId: null }, clientNamesOf({ ...input, email }));
    const firstTime = !snapshot.get('onboardedAt');
    const { name, businessName, industry, website, location, services, budget, timeline, goals } = input;
    // A client's sign-in address that is not confirmed yet (changed through Auth's API) may be anyone's: the
    // profile keeps the address it had until the new one is confirmed.
    const confirmedEmail = user.emailVerified ? email : ((snapshot.get('email') as string | undefined) ?? email);
    const answers = {
      name,
      email: confirmedEmail,
      businessName,
      industry,
      website,
      location,
      onboarding: { services, budget, timeline, goals },
      status: 'active',
      // Administrators were refused above, so the only role this account can have is client.
      role: 'client',
      // Written with the names they come from, so the admin's pickers find the client at once and the trigger
      // that keeps terms in step (lib/search-terms.ts) finds nothing to do.
      searchTerms: clientSearchTerms({ name, businessName, email: confirmedEmail }),
    } satisfies Partial<StoredClientProfile>;
    // Saving the same answers again (a double click, a retry) changes nothing, so it writes and logs nothing.
    if (!firstTime && Object.entries(answers).every(([key, value]) => isDeepStrictEqual(snapshot.get(key), value))) {
      return false;
    }
    const now = FieldValue.serverTimestamp();
    transaction.set(
      profile,
      {
        ...answers,
        ...(snapshot.exists
          ? {}
          : {
              phone: '',
              notificationPreference: 'instant',
              createdAt: now,
              updatedAt: now,
            }),
        ...(firstTime ? { onboardedAt: now } : {}),
        ...(renamed ? { namesChangedAt: now } : {}),
      },
      // Merge keeps what the profile already has (phone, preferences); `onboarding` is replaced as a whole
      // because all four answers are always sent. `updatedAt` is left alone on an update: it marks a person's own
      // edit through the SDK (lib/firestore/clients.ts), and this change logs its own entry below.
      { merge: true },
    );
    if (firstTime) {
      transaction.set(
        mailRef(`onboarded-${uid}`),
        onboardedNotification(input, { uid, email }, agencyNotifyEmail.value()),
      );
      // The provider the token names: 'password' for both a password and an emailed sign-in link (Firebase
      // issues email-link sign-ins under the password provider), 'google.com' and so on for others.
      recordActivity(
        transaction,
        accountEvent(
          {
            type: 'signed_up',
            ...clientActor(uid, answers),
            subjectUid: uid,
            clientName: clientNameOf(answers),
            details: { method: token.firebase.sign_in_provider },
          },
          true,
        ),
      );
    }
    // Edits of the answers moments apart are one edit in the log: saving in a loop cannot flood it.
    if (firstTime || !lastEdit || Date.now() - lastEdit.toMillis() >= ONBOARDING_EDIT_MERGE_MS) {
      recordActivity(
        transaction,
        accountEvent(
          {
            type: 'onboarding_completed',
            ...clientActor(uid, answers),
            subjectUid: uid,
            clientName: clientNameOf(answers),
            details: { firstTime },
          },
          true,
        ),
      );
      if (!firstTime) {
        transaction.set(agencyOnly, { lastOnboardingEdit: now }, { merge: true });
      }
    }
    return firstTime;
  });
  return { firstTime };
});
