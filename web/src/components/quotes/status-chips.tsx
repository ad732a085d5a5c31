import Chip, { type ChipProps } from '@mui/material/Chip';

import { invoiceIsOverdue, type InvoiceStatus, type QuoteStatus } from '@agency/common';

/**
 * Status chips for quotes and invoices, shared by the agency's quotes screen and the client's. Outlined, with the
 * text in the body colour: coloured text on white (a warning chip's orange) failed axe's 4.5:1, so the colour is
 * the border's only.
 */

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired',
  withdrawn: 'Withdrawn',
};

const QUOTE_COLORS: Record<QuoteStatus, ChipProps['color']> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  withdrawn: 'default',
};

/** `overdue` is shown, never stored: an issued invoice past its due date (invoiceIsOverdue). */
export type InvoiceDisplayStatus = InvoiceStatus | 'overdue';

export const INVOICE_STATUS_LABELS: Record<InvoiceDisplayStatus, string> = {
  issued: 'Issued',
  overdue: 'Overdue',
  paid: 'Paid',
  void: 'Void',
};

const INVOICE_COLORS: Record<InvoiceDisplayStatus, ChipProps['color']> = {
  issued: 'info',
  overdue: 'warning',
  paid: 'success',
  void: 'default',
};

function StatusChip({ label, color }: { label: string; color: ChipProps['color'] }) {
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ color: 'text.primary' }} />;
}

/** A quote's status: Draft, Sent, Accepted, Declined, Expired or Withdrawn. */
export function QuoteStatusChip({ status }: { status: QuoteStatus }) {
  return <StatusChip label={QUOTE_STATUS_LABELS[status]} color={QUOTE_COLORS[status]} />;
}

/** What an invoice's chip says: its stored status, or Overdue for an issued invoice past its due date. */
export function invoiceDisplayStatus(
  invoice: { status: InvoiceStatus; dueAt: Date },
  now: Date = new Date(),
): InvoiceDisplayStatus {
  return invoiceIsOverdue(invoice, now) ? 'overdue' : invoice.status;
}

/** An invoice's status: Issued, Overdue (derived), Paid or Void. `now` is for tests. */
export function InvoiceStatusChip({ invoice, now }: { invoice: { status: InvoiceStatus; dueAt: Date }; now?: Date }) {
  const status = invoiceDisplayStatus(invoice, now);
  return <StatusChip label={INVOICE_STATUS_LABELS[status]} color={INVOICE_COLORS[status]} />;
}
