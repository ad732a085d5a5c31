import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  type ClientStatus,
  type InviteClientResult,
  inviteClientSchema,
  type NotificationPreference,
  ROLE_CLAIM,
} from '@agency/common';

import { agencyNotifyEmail, portalUrl } from '../config';
import { recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientRef, stampedBy } from '../lib/clients';
import { mailRef } from '../lib/mail';

import { invitationMail } from './invitation-mail';

/**
 * An administrator creates a client's account (no password: the client signs in with the emailed link) with the
 * `client` role, an 'invited' profile and the invitation mail. All or nothing: if any step after the account is
 * created fails, the account is deleted again so the administrator can simply retry.
 */
export const inviteClient = onCall({ cors: true }, async (request): Promise<InviteClientResult> => {
  const admin = await adminCaller(request);
  const { name, email, businessName } = await parseCallableData(inviteClientSchema, request.data);

  const { uid } = await adminAuth
    .createUser({ email, displayName: name, emailVerified: false })
    .catch((error: { code?: string }) => {
      if (error.code === 'auth/email-already-exists') {
        throw new HttpsError('already-exists', 'An account already uses that email.');
      }
      throw error;
    });

  try {
    await adminAuth.setCustomUserClaims(uid, { [ROLE_CLAIM]: 'client' });
    const link = await adminAuth.generateSignInWithEmailLink(email, {
      url: `${portalUrl.value()}/client/login`,
      handleCodeInApp: true,
    });
    const now = FieldValue.serverTimestamp();
    const batch = db.batch();
    batch.create(clientRef(uid), {
      name,
      email,
      businessName,
      phone: '',
      website: '',
      location: '',
      industry: '',
      notificationPreference: 'instant' satisfies NotificationPreference,
      status: 'invited' satisfies ClientStatus,
      role: 'client',
      onboarding: null,
      adminNotes: '',
      invitedBy: admin.uid,
      createdAt: now,
      ...stampedBy('inviteClient'),
    });
    batch.set(mailRef(`invite-${uid}`), invitationMail({ name, email }, link, agencyNotifyEmail.value()));
    recordActivity(batch, { type: 'invited', actor: admin.uid, subjectUid: uid, details: { email } });
    await batch.commit();
  } catch (error) {
    logger.error('inviteClient failed after creating the account; deleting it so a retry can start afresh', error);
    // Only the account needs undoing: the profile, mail and activity entry are written by the one batch, last,
    // so none of them exists unless that batch committed. A failed delete is not reported over the first error.
    await adminAuth.deleteUser(uid).catch(() => undefined);
    throw new HttpsError('internal', 'The invitation could not be completed; nothing was kept. Please try again.');
  }
  return { uid };
});
