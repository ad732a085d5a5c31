import type { DeliverableDecision } from '@agency/common';

import { AGENCY_NAME } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

/** The client a mail to the agency is about, as message mails name them. */
interface Client {
  name: string;
  businessName: string;
  email: string;
}

/** The file a mail is about. */
interface About {
  name: string;
  version: number;
}

const who = (client: Client) => (client.businessName ? `${client.name} (${client.businessName})` : client.name);

function mail(to: string, replyTo: string, subject: string, lines: string[]): OutgoingMail {
  const link = `${portalOrigin()}/webmin1010/files`;
  const text = [...lines, '', `Open the files: ${link}`, '', AGENCY_NAME];
  const html = [
    ...lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">Open the files</a></p>`,
    `<p>${escapeHtml(AGENCY_NAME)}</p>`,
  ];
  return { to: [to], replyTo, message: { subject: headerSafe(subject), text: text.join('\n'), html: html.join('') } };
}

/** The agency's email about a file a client uploaded. */
export function agencyUploadMail(to: string, client: Client, file: About): OutgoingMail {
  return mail(to, client.email || to, `New file from ${who(client)}: ${file.name}`, [
    `${who(client)} uploaded “${file.name}”.`,
  ]);
}

/** The agency's email about a client's decision on a deliverable: approved, or changes asked for (and which). */
export function agencyDecisionMail(
  to: string,
  client: Client,
  file: About,
  decision: DeliverableDecision,
  comment: string | null,
): OutgoingMail {
  const named = `“${file.name}” (version ${file.version})`;
  const approved = decision === 'approved';
  const subject = approved
    ? `${who(client)} approved ${file.name} (version ${file.version})`
    : `${who(client)} asked for changes to ${file.name} (version ${file.version})`;
  const said = approved ? `${who(client)} approved ${named}.` : `${who(client)} asked for changes to ${named}:`;
  return mail(to, client.email || to, subject, comment ? [said, `“${comment}”`] : [said]);
}
