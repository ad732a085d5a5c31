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
