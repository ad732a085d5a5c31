/**
 * `mail/{id}`: outgoing mail in the Trigger Email extension's format
 * (https://firebase.google.com/docs/extensions/official/firestore-send-email), written only by functions under an
 * id that says what it is about (`lead-<id>`, `invite-<uid>`), so a retried write meets the first one.
 */
export interface MailDocument<Time> {
  to: string[];
  replyTo: string;
  message: { subject: string; text: string; html: string };
  /**
   * For mails that carry a sign-in link: when a Firestore TTL policy on `mail.expiresAt` may delete the document
   * (README, Deploy), so a live credential does not sit in the database after it has been delivered.
   */
  expiresAt?: Time;
}
