import type { ActivityDocument, ActivityType } from '@agency/common';

import { paths } from '@/config/paths';

/** Where a client deals with what an entry of their timeline is about, and what the link says. */
export interface EntryLink {
  to: string;
  label: string;
}

/** Entries about an invoice: its payment page (by its quote) is where the client reads and pays it. */
const INVOICE_TYPES: readonly ActivityType[] = ['invoice_issued', 'invoice_voided', 'payment_recorded', 'invoice_paid'];

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);

/**
 * The client's screen for what an entry says (its details name the assessment, conversation, file, quote or
 * invoice), else
 * its project's page, else nothing. A deleted file has nowhere left to open.
 */
export function clientEntryLink(
  entry: Pick<ActivityDocument<unknown>, 'type' | 'projectId' | 'details'>,
): EntryLink | null {
  const threadId = text(entry.details.threadId);
  const fileId = text(entry.details.fileId);
  const quoteId = text(entry.details.quoteId);
  const assessmentId = text(entry.details.assessmentId);
  if (assessmentId) return { to: paths.client.assessment.getHref(assessmentId), label: 'Open the report' };
  if (threadId) return { to: paths.client.thread.getHref(threadId), label: 'Open the conversation' };
  if (fileId && entry.type !== 'file_deleted') {
    return { to: `${paths.client.files.getHref()}?file=${encodeURIComponent(fileId)}`, label: 'Open the file' };
  }
  if (quoteId && INVOICE_TYPES.includes(entry.type)) {
    return { to: paths.client.quotePayment.getHref(quoteId), label: 'Open the invoice' };
  }
  if (quoteId)
    return { to: `${paths.client.quotes.getHref()}?quote=${encodeURIComponent(quoteId)}`, label: 'Open the quote' };
  if (entry.projectId) return { to: paths.client.project.getHref(entry.projectId), label: 'Open the project' };
  return null;
}
