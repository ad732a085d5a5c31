import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  type ClientStatus,
  type CompleteOnboardingResult,
  type NotificationPreference,
  onboardingSchema,
  type Role,
  roleOf,
  withRole,
} from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { accountDisabled, signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef, stampedBy } from '../lib/clients';
import { mailRef } from '../lib/mail';

import { onboardedNotification } from './onboarded-notification';

/**
 * A signed-in account answers the onboarding questions and becomes a client: its profile, the `client` role claim
 * (never taken from the payload: docs/decisions/004-roles-in-custom-claims.md) and, the first time only, the
 * agency's notification and the sign-up in the activity log. Calling it again edits the answers.
 */
export const completeOnboarding = onCall({ cors: true }, async (request): Promise<CompleteOnboardingResult> => {
  const { uid, token, user } = await signedInCaller(request);
  if (roleOf(token) === 'admin' || roleOf(user.customClaims) === 'admin') {
    throw new HttpsError('failed-precondition', 'Administrator accounts do not need onboarding.');
  }
  const input = await parseCallableData(onboardingSchema, request.data);
  // The profile's email is the one Auth vouches for, never one the payload names.
  const email = user.email;
  if (!email) throw new HttpsError('failed-precondition', 'Your account needs an email address before onboarding.');
  const profile = clientRef(uid);
  if ((await profile.get()).get('status') === ('disabled' satisfies ClientStatus)) throw accountDisabled();

  // Auth first, Firestore last: once the transaction commits everything is done, and a retry after a failure
  // here finds the profile not yet onboarded and does the first-time work then.
  if (!roleOf(user.customClaims)) {
    await adminAuth.setCustomUserClaims(uid, withRole(user.customClaims, 'client'));
  }
  await adminAuth.updateUser(uid, { displayName: input.name });

  const firstTime = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(profile);
    if (snapshot.get('status') === 'disabled') throw accountDisabled();
    const firstTime = !snapshot.get('onboardedAt');
    const now = FieldValue.serverTimestamp();
    const { name, businessName, industry, website, location, services, budget, timeline, goals } = input;
    transaction.set(
      profile,
      {
        name,
        email,
        businessName,
        industry,
        website,
        location,
        onboarding: { services, budget, timeline, goals },
        status: 'active' satisfies ClientStatus,
        // Administrators were refused above, so the only role this account can have is client.
        role: 'client' satisfies Role,
        ...(snapshot.exists
          ? {}
          : {
              phone: '',
              notificationPreference: 'instant' satisfies NotificationPreference,
              adminNotes: '',
              createdAt: now,
            }),
        ...(firstTime ? { onboardedAt: now } : {}),
        ...stampedBy('completeOnboarding'),
      },
      // Merge keeps what the profile already has (phone, admin notes); `onboarding` is replaced as a whole
      // because all four answers are always sent.
      { merge: true },
    );
    if (firstTime) {
      transaction.set(
        mailRef(`onboarded-${uid}`),
        onboardedNotification(input, { uid, email }, agencyNotifyEmail.value()),
      );
      // The provider the token names: 'password' for both a password and an emailed sign-in link (Firebase
      // issues email-link sign-ins under the password provider), 'google.com' and so on for others.
      recordActivity(transaction, {
        type: 'signed_up',
        actor: uid,
        subjectUid: uid,
        details: { method: token.firebase.sign_in_provider },
      });
    }
    recordActivity(transaction, { type: 'onboarding_completed', actor: uid, subjectUid: uid, details: { firstTime } });
    return firstTime;
  });
  return { firstTime };
});
