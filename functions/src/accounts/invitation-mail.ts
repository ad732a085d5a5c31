import { AGENCY_NAME } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';

/** The invited client's email: who invited them and the link that signs them in (no password needed). */
export function invitationMail(
  invitee: { name: string; email: string },
  signInLink: string,
  replyTo: string,
): OutgoingMail {
  const subject = headerSafe(`${AGENCY_NAME} has invited you to its client portal`);
  const text = [
    `Hello ${invitee.name},`,
    '',
    `${AGENCY_NAME} has set up a client portal account for you. Open this link to sign in and tell us about your business:`,
    '',
    signInLink,
    '',
    'The link works once and expires after a while; if it has, reply to this email and we will send a new one.',
  ].join('\n');
  const html = [
    `<p>Hello ${escapeHtml(invitee.name)},</p>`,
    `<p>${escapeHtml(AGENCY_NAME)} has set up a client portal account for you. `,
    'Open this link to sign in and tell us about your business:</p>',
    `<p><a href="${escapeHtml(signInLink)}">Sign in to the client portal</a></p>`,
    '<p>The link works once and expires after a while; if it has, reply to this email and we will send a new one.</p>',
  ].join('');
  return { to: [invitee.email], replyTo, message: { subject, text, html } };
}
