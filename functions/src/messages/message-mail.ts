import { AGENCY_NAME } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

interface About {
  threadId: string;
  /** The thread's subject ('General', or the project's name). */
  subject: string;
  /** The message as the thread previews it (never a removed message's text). */
  preview: string;
}

function mail(to: string, replyTo: string, subject: string, intro: string, link: string, about: About): OutgoingMail {
  const text = [intro, '', `“${about.preview}”`, '', `Read and reply: ${link}`, '', AGENCY_NAME];
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<blockquote style="white-space:pre-wrap">${escapeHtml(about.preview)}</blockquote>`,
    `<p><a href="${escapeHtml(link)}">Read and reply</a></p>`,
    `<p>${escapeHtml(AGENCY_NAME)}</p>`,
  ];
  return { to: [to], replyTo, message: { subject: headerSafe(subject), text: text.join('\n'), html: html.join('') } };
}

/** The agency's email about a client's message: who wrote, in which conversation, and the link to answer it. */
export function agencyMessageMail(
  to: string,
  client: { name: string; businessName: string; email: string },
  about: About,
): OutgoingMail {
  const who = client.businessName ? `${client.name} (${client.businessName})` : client.name;
  return mail(
    to,
    client.email || to,
    `New message from ${who}: ${about.subject}`,
    `${who} wrote in the conversation “${about.subject}”:`,
    `${portalOrigin()}/webmin1010/messages/${encodeURIComponent(about.threadId)}`,
    about,
  );
}

/** A client's email about the agency's message, for a client who asked for instant mail. */
export function clientMessageMail(to: string, name: string, replyTo: string, about: About): OutgoingMail {
  return mail(
    to,
    replyTo,
    `New message from ${AGENCY_NAME}: ${about.subject}`,
    `Hello ${name}, ${AGENCY_NAME} wrote to you in the conversation “${about.subject}”:`,
    `${portalOrigin()}/client/messages/${encodeURIComponent(about.threadId)}`,
    about,
  );
}
