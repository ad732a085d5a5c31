import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type MailDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type OutgoingMail = MailDocument<Timestamp>;

/**
 * A queued mail's document, under an id that says what it is about (`lead-<id>`, `invite-<uid>`), so a retried
 * write meets the first one instead of sending twice.
 */
export const mailRef = (id: string) => db.collection(COLLECTIONS.mail).doc(id).withConverter(typed<OutgoingMail>());

/**
 * Queues `mail` under `id` unless a mail with that id exists already (a retry, or a second run of a job): true
 * when this call queued it.
 */
export async function queueMailOnce(id: string, mail: OutgoingMail): Promise<boolean> {
  try {
    await mailRef(id).create(mail);
    return true;
  } catch (error) {
    // 6 ALREADY_EXISTS: queued before.
    if ((error as { code?: number }).code === 6) return false;
    throw error;
  }
}
