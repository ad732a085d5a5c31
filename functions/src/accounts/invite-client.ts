import type { UserRecord } from 'firebase-admin/auth';
import { FieldValue } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import { clientSearchTerms, type InviteClientResult, inviteClientSchema, ROLE_CLAIM, roleOf } from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { accountEvent, adminActor, clientNameOf, recordActivity } from '../lib/activity';
import { adminAuth, db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientPrivateRef, clientRef } from '../lib/firestore/clients';
import { leadRef } from '../lib/firestore/leads';
import { mailRef } from '../lib/firestore/mail';
import { signInMailExpiry } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

import { invitationMail } from './invitation-mail';

/**
 * An administrator creates a client's account (no password: the client signs in with the emailed link) with the
 * `client` role, an 'invited' profile and the invitation mail. All or nothing: if any step after the account is
 * created fails, the account is deleted again so the administrator can simply retry.
 *
 * An address already held by an account that never confirmed it and never became anything (someone signed up with
 * it and stopped, or signed up with an address that is not theirs) does not block the invitation: that account is
 * replaced, so its password stops working and the real owner gets the portal (docs/decisions/012).
 *
 * Given the `leadId` of the contact-form enquiry the client came from, the same batch marks that lead won and
 * links the two both ways (`convertedClientId` on the lead, `fromLeadId` in the client's private record). A lead
 * that does not exist or was already converted is refused before any account is made; the lead's update is
 * conditional on it being unchanged since it was checked, so two invitations from one lead cannot both win.
 */
export const inviteClient = onCall({ cors: true }, async (request): Promise<InviteClientResult> => {
  const admin = await adminCaller(request);
  const { name, email, businessName, leadId } = await parseCallableData(inviteClientSchema, request.data);
  const lead = leadId ? await convertibleLead(leadId) : undefined;
  const loginUrl = `${portalOrigin()}/client/login`;

  const replaced = await unclaimedAccount(email);
  if (replaced) await adminAuth.deleteUser(replaced.uid);
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
    const link = await adminAuth.generateSignInWithEmailLink(email, { url: loginUrl, handleCodeInApp: true });
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
      notificationPreference: 'instant',
      status: 'invited',
      role: 'client',
      onboarding: null,
      createdAt: now,
      updatedAt: now,
      onboardedAt: null,
      // Found by the admin area's pickers at once (keepClientSearchTerms keeps them from here on).
      searchTerms: clientSearchTerms({ name, businessName, email }),
    });
    batch.create(clientPrivateRef(uid), {
      invitedBy: admin.uid,
      ...(lead ? { fromLeadId: lead.ref.id } : {}),
    });
    if (lead) {
      batch.update(lead.ref, { status: 'won', convertedClientId: uid }, { lastUpdateTime: lead.updateTime });
    }
    batch.set(mailRef(`invite-${uid}`), {
      ...invitationMail({ name, email }, link, agencyNotifyEmail.value()),
      expiresAt: signInMailExpiry(),
    });
    recordActivity(
      batch,
      accountEvent(
        {
          type: 'invited',
          ...adminActor(admin),
          subjectUid: uid,
          clientName: clientNameOf({ name, businessName, email }),
          details: {
            subjectName: name,
            email,
            replacedUnconfirmedAccount: replaced?.uid ?? null,
            leadId: lead?.ref.id ?? null,
          },
        },
        true,
      ),
    );
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

/** The lead to convert, refused if there is none or it already became a client. */
async function convertibleLead(leadId: string) {
  const snapshot = await leadRef(leadId).get();
  const data = snapshot.data();
  if (!data || !snapshot.updateTime) throw new HttpsError('not-found', 'No lead has that id; nothing was created.');
  if (data.convertedClientId) {
    throw new HttpsError(
      'failed-precondition',
      'That lead has already been converted to a client; nothing was created.',
    );
  }
  return { ref: snapshot.ref, updateTime: snapshot.updateTime };
}

/**
 * The account holding `email` if nobody has ever shown they own it: never verified, no role, no profile. Anything
 * else (a client, an administrator, a verified address) is a real account the invitation must not touch.
 */
async function unclaimedAccount(email: string): Promise<UserRecord | undefined> {
  const user = await adminAuth.getUserByEmail(email).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-not-found') return undefined;
    throw error;
  });
  if (!user || user.emailVerified || roleOf(user.customClaims)) return undefined;
  if ((await clientRef(user.uid).get()).exists) return undefined;
  return user;
}
