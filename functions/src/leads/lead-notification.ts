import type { ValidContact } from '@agency/common';
import { INDUSTRIES, optionLabel } from '@agency/common';

import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';

/**
 * The agency's "new enquiry" email, for a new lead or for one that `joined` an open lead (another enquiry from the
 * same address), which it says in the subject and the body. Everything the visitor typed is escaped before it goes
 * into the HTML.
 */
export function leadNotification(
  lead: ValidContact,
  leadId: string,
  to: string,
  { joined = false }: { joined?: boolean } = {},
): OutgoingMail {
  const industry = optionLabel(INDUSTRIES, lead.industry);
  const subject = headerSafe(`New enquiry from ${lead.name} (${industry})${joined ? ', joining their open lead' : ''}`);
  const joinedLine = 'This enquiry joined an existing open lead from the same email address.';
  const text = [
    ...(joined ? [joinedLine, ''] : []),
    `Name: ${lead.name}`,
    `Email: ${lead.email}`,
    `Industry: ${industry}`,
    '',
    lead.message,
    '',
    `Lead id: ${leadId}`,
  ].join('\n');
  const html = [
    joined ? `<p><strong>${joinedLine}</strong></p>` : '',
    `<p><strong>Name:</strong> ${escapeHtml(lead.name)}<br>`,
    `<strong>Email:</strong> ${escapeHtml(lead.email)}<br>`,
    `<strong>Industry:</strong> ${escapeHtml(industry)}</p>`,
    `<p style="white-space:pre-wrap">${escapeHtml(lead.message)}</p>`,
    `<p style="color:#666">Lead id: ${escapeHtml(leadId)}</p>`,
  ].join('');
  return { to: [to], replyTo: lead.email, message: { subject, text, html } };
}
