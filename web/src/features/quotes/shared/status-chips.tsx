import Chip, { type ChipProps } from '@mui/material/Chip';

import {
  INVOICE_STATUS_WORDS,
  type InvoiceDisplayStatus,
  invoiceDisplayStatus,
  type InvoiceStatus,
  QUOTE_STATUS_WORDS,
  type QuoteStatus,
  type StatusReader,
} from '@agency/common';

/**
 * Status chips for quotes and invoices, shared by the agency's quotes screen and the client's, each in its reader's
 * words (common's status-words.ts). Outlined, with the text in the body colour: coloured text on white (a warning
 * chip's orange) failed axe's 4.5:1, so the colour is the border's only.
 */

const QUOTE_COLORS: Record<QuoteStatus, ChipProps['color']> = {
  draft: 'default',
  sent: 'info',
  accepted: 'success',
  declined: 'error',
  expired: 'warning',
  withdrawn: 'default',
};

const INVOICE_COLORS: Record<InvoiceDisplayStatus, ChipProps['color']> = {
  issued: 'info',
  overdue: 'warning',
  paid: 'success',
  void: 'default',
};

/** Where the room runs out (a phone's table cell) the words wrap inside the chip rather than overflow it. */
const WRAPS = { height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: '2px' } } as const;

function StatusChip({ label, color }: { label: string; color: ChipProps['color'] }) {
  return <Chip size="small" variant="outlined" color={color} label={label} sx={{ color: 'text.primary', ...WRAPS }} />;
}

/** A quote's status as shown (quoteDisplayStatus), in the reader's words. */
export function QuoteStatusChip({ status, reader }: { status: QuoteStatus; reader: StatusReader }) {
  return <StatusChip label={QUOTE_STATUS_WORDS[reader][status]} color={QUOTE_COLORS[status]} />;
}

/** An invoice's status, Overdue derived from its due date, in the reader's words. `now` is for tests. */
export function InvoiceStatusChip({
  invoice,
  reader,
  now = new Date(),
}: {
  invoice: { status: InvoiceStatus; dueAt: Date };
  reader: StatusReader;
  now?: Date;
}) {
  const status = invoiceDisplayStatus(invoice, now);
  return <StatusChip label={INVOICE_STATUS_WORDS[reader][status]} color={INVOICE_COLORS[status]} />;
}
