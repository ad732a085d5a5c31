import { formatCents, formatDay } from '@agency/common';

import { AGENCY_NAME } from '../config';
import type { StoredClientProfile } from '../lib/firestore/clients';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

/** The quote a mail is about. */
interface About {
  number: string | null;
  title: string;
  totalCents: number;
}

/** The client a mail to the agency is about, as the other agency mails name them. */
interface Client {
  name: string;
  businessName: string;
  email: string;
}

/**
 * Whether a client can be emailed about a quote. A quote or an invoice is business the client must see, so it is
 * mailed whichever preference they chose (instant or the daily digest only say how project updates reach them;
 * there is no "no email at all"): only a client without an address, or a disabled one, gets none.
 */
export const mayMailClient = (profile: StoredClientProfile | undefined): profile is StoredClientProfile =>
  Boolean(profile?.email) && profile?.status !== 'disabled';

/** A client as agency mails name them: their profile's name, else their address. */
export const clientNamed = (profile: StoredClientProfile | undefined): Client => ({
  name: profile?.name || profile?.email || 'A client',
  businessName: profile?.businessName ?? '',
  email: profile?.email ?? '',
});

const who = (client: Client) => (client.businessName ? `${client.name} (${client.businessName})` : client.name);
const named = (quote: About) => `${quote.number ? `${quote.number} ` : ''}“${quote.title}”`;

function mail(to: string, replyTo: string, subject: string, lines: string[], link: string, action: string) {
  const text = [...lines, '', `${action}: ${link}`, '', AGENCY_NAME];
  const html = [
    ...lines.map((line) => `<p style="white-space:pre-wrap">${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p>${escapeHtml(AGENCY_NAME)}</p>`,
  ];
  const built: OutgoingMail = {
    to: [to],
    replyTo,
    message: { subject: headerSafe(subject), text: text.join('\n'), html: html.join('') },
  };
  return built;
}

/** The client's email about a quote the agency sent: what, how much, until when, and the quote itself to answer. */
export function clientQuoteSentMail(
  to: string,
  name: string,
  replyTo: string,
  quote: About & { validUntil: Date },
  quoteId: string,
): OutgoingMail {
  return mail(
    to,
    replyTo,
    `Your quote ${quote.number ?? ''} from ${AGENCY_NAME}: ${quote.title}`,
    [
      `Hello ${name}, ${AGENCY_NAME} has sent you the quote ${named(quote)}.`,
      `Total: ${formatCents(quote.totalCents)}. It is open until the end of ${formatDay(quote.validUntil)}.`,
    ],
    // The quotes page opens the quote named by `?quote=` (web/src/config/paths.ts, paths.client.quote).
    `${portalOrigin()}/client/quotes?quote=${encodeURIComponent(quoteId)}`,
    'Read and answer the quote',
  );
}

/** The client's email once they accepted a quote: the invoice it issued, and where to pay it. */
export function clientQuoteAcceptedMail(
  to: string,
  name: string,
  replyTo: string,
  quote: About,
  quoteId: string,
  invoice: { number: string; dueAt: Date },
): OutgoingMail {
  return mail(
    to,
    replyTo,
    `Thank you: invoice ${invoice.number} for ${quote.title}`,
    [
      `Hello ${name}, thank you for accepting the quote ${named(quote)}.`,
      `Invoice ${invoice.number} for ${formatCents(quote.totalCents)} is ready, due by ${formatDay(invoice.dueAt)}.`,
    ],
    `${portalOrigin()}/client/payment/${encodeURIComponent(quoteId)}`,
    'See the invoice and how to pay',
  );
}

/** The agency's email about a client's answer to a quote: accepted (with its invoice), or declined (and why). */
export function agencyQuoteAnsweredMail(
  to: string,
  client: Client,
  quote: About,
  answer: { accepted: true; invoiceNumber: string } | { accepted: false; reason: string | null },
): OutgoingMail {
  const lines = answer.accepted
    ? [
        `${who(client)} accepted the quote ${named(quote)} (${formatCents(quote.totalCents)}).`,
        `Invoice ${answer.invoiceNumber} was issued.`,
      ]
    : [
        `${who(client)} declined the quote ${named(quote)}.`,
        ...(answer.reason ? [`Their reason: “${answer.reason}”`] : []),
      ];
  return mail(
    to,
    client.email || to,
    `${who(client)} ${answer.accepted ? 'accepted' : 'declined'} ${quote.number ?? 'a quote'}: ${quote.title}`,
    lines,
    `${portalOrigin()}/webmin1010/quotes`,
    'Open the quotes',
  );
}
