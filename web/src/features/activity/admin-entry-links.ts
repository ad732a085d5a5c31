import type { ActivityDocument } from '@agency/common';

import { paths } from '@/config/paths';

import type { EntryLink } from './client-entry-link';

const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
const withParam = (base: string, name: string, value: string) => `${base}?${name}=${encodeURIComponent(value)}`;

/**
 * Where the agency deals with what an activity entry is about, the most specific first: its assessment report,
 * conversation, file (unless deleted), quote, the lead a client was invited from, then its project. The client's
 * own link is the caller's to add (it is labelled with their name).
 */
export function adminEntryLinks(entry: Pick<ActivityDocument<unknown>, 'type' | 'projectId' | 'details'>): EntryLink[] {
  const threadId = text(entry.details.threadId);
  const fileId = text(entry.details.fileId);
  const quoteId = text(entry.details.quoteId);
  const leadId = text(entry.details.leadId);
  const assessmentId = text(entry.details.assessmentId);
  const links: EntryLink[] = [];
  if (assessmentId) links.push({ to: paths.admin.assessment.getHref(assessmentId), label: 'Open the report' });
  if (threadId) links.push({ to: paths.admin.thread.getHref(threadId), label: 'Open the conversation' });
  if (fileId && entry.type !== 'file_deleted') {
    links.push({ to: withParam(paths.admin.files.getHref(), 'file', fileId), label: 'Open the file' });
  }
  if (quoteId) links.push({ to: withParam(paths.admin.quotes.getHref(), 'quote', quoteId), label: 'Open the quote' });
  if (leadId) links.push({ to: withParam(paths.admin.leads.getHref(), 'lead', leadId), label: 'Open the lead' });
  if (entry.projectId) {
    links.push({ to: paths.admin.project.getHref(entry.projectId), label: 'Open the project' });
  }
  return links;
}

/** An entry's client's record. */
export const adminClientHref = (clientId: string) => paths.admin.client.getHref(clientId);

/** Where an entry is dealt with: its conversation, file, quote, lead, project or client, the most specific first. */
export function activityHref(
  row: Pick<ActivityDocument<unknown>, 'type' | 'projectId' | 'details' | 'clientId'>,
): string | null {
  const [first] = adminEntryLinks(row);
  if (first) return first.to;
  return row.clientId ? adminClientHref(row.clientId) : null;
}
