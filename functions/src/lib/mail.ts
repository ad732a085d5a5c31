import { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@agency/common';

import { db } from './admin';

/** The Trigger Email extension's document format: https://firebase.google.com/docs/extensions/official/firestore-send-email */
export interface MailDocument {
  to: string[];
  replyTo: string;
  message: { subject: string; text: string; html: string };
  /**
   * For mails that carry a sign-in link: when a Firestore TTL policy on `mail.expiresAt` may delete the document
   * (README, Deploy), so a live credential does not sit in the database after it has been delivered.
   */
  expiresAt?: Timestamp;
}

/** How long a mail holding a sign-in link is kept: long past delivery, and past the link's own expiry. */
const SIGN_IN_MAIL_TTL_MS = 24 * 60 * 60 * 1000;

/** The `expiresAt` for a mail holding a sign-in link queued now. */
export const signInMailExpiry = (now = Date.now()) => Timestamp.fromMillis(now + SIGN_IN_MAIL_TTL_MS);

/** Text as HTML: everything a person typed goes through this before it reaches a mail's `html`. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject line on one line: a line break typed into a name must never start a new mail header. */
export const headerSafe = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();

/**
 * A queued mail's document, under an id that says what it is about (`lead-<id>`, `invite-<uid>`), so a retried
 * write meets the first one instead of sending twice.
 */
export const mailRef = (id: string) => db.collection(COLLECTIONS.mail).doc(id);
