import { Timestamp } from 'firebase-admin/firestore';

/** How long a mail holding a sign-in link is kept: long past delivery, and past the link's own expiry. */
const SIGN_IN_MAIL_TTL_MS = 24 * 60 * 60 * 1000;

/** The `expiresAt` for a mail holding a sign-in link queued now. */
export const signInMailExpiry = (now = Date.now()) => Timestamp.fromMillis(now + SIGN_IN_MAIL_TTL_MS);

/** Text as HTML: everything a person typed goes through this before it reaches a mail's `html`. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A subject line on one line: a line break typed into a name must never start a new mail header. */
export const headerSafe = (text: string) => text.replace(/[\r\n]+/g, ' ').trim();
