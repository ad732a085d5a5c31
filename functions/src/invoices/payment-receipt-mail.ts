import {
  formatCents,
  formatDay,
  type InvoiceDocument,
  type InvoicePayment,
  PAYMENT_METHOD_WORDS,
} from '@agency/common';

import { AGENCY_NAME, agencyNotifyEmail } from '../config';
import type { OutgoingMail } from '../lib/firestore/mail';
import { escapeHtml, headerSafe } from '../lib/mail';
import { portalOrigin } from '../lib/portal-url';

/**
 * The client's receipt for one payment: how much, how and when, against which invoice, what is paid so far and
 * what is still outstanding, with a link to the invoice's payment page.
 */
export function paymentReceiptMail(
  to: string,
  name: string,
  invoice: Pick<InvoiceDocument<unknown>, 'number' | 'quoteId' | 'totalCents'>,
  payment: Pick<InvoicePayment<Date>, 'amountCents' | 'method' | 'at'>,
  amountPaidCents: number,
): OutgoingMail {
  const outstanding = Math.max(0, invoice.totalCents - amountPaidCents);
  const link = `${portalOrigin()}/client/payment/${encodeURIComponent(invoice.quoteId)}`;
  const lines = [
    `Hello ${name}, thank you: we received ${formatCents(payment.amountCents)} ${PAYMENT_METHOD_WORDS[payment.method]} on ${formatDay(payment.at)} for invoice ${invoice.number}.`,
    `Paid so far: ${formatCents(amountPaidCents)} of ${formatCents(invoice.totalCents)}.`,
    outstanding > 0
      ? `Outstanding: ${formatCents(outstanding)}.`
      : 'Outstanding: nothing. The invoice is paid in full.',
  ];
  const text = [...lines, '', `See the invoice: ${link}`, '', AGENCY_NAME];
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">See the invoice</a></p>`,
    `<p>${escapeHtml(AGENCY_NAME)}</p>`,
  ];
  return {
    to: [to],
    replyTo: agencyNotifyEmail.value(),
    message: {
      subject: headerSafe(`Payment received for ${invoice.number}: ${formatCents(payment.amountCents)}`),
      text: text.join('\n'),
      html: html.join(''),
    },
  };
}
