import { describe, expect, it } from 'vitest';

import { adminEntryLinks } from './admin-entry-links';
import { clientEntryLink } from './client-entry-link';

describe('where a timeline entry takes the client', () => {
  it('opens the conversation, file, quote or invoice the entry names', () => {
    expect(clientEntryLink({ type: 'conversation_started', projectId: 'p1', details: { threadId: 't1' } })).toEqual({
      to: '/client/messages/t1',
      label: 'Open the conversation',
    });
    expect(clientEntryLink({ type: 'deliverable_shared', projectId: null, details: { fileId: 'f1' } })?.to).toBe(
      '/client/files?file=f1',
    );
    expect(clientEntryLink({ type: 'quote_sent', projectId: null, details: { quoteId: 'q1' } })?.to).toBe(
      '/client/quotes?quote=q1',
    );
    expect(
      clientEntryLink({ type: 'invoice_issued', projectId: null, details: { quoteId: 'q1', invoiceId: 'i1' } })?.to,
    ).toBe('/client/payment/q1');
  });

  it('opens the report of an assessment, on either side', () => {
    const finished = {
      type: 'assessment_finished',
      projectId: null,
      details: { assessmentId: 'a1', score: 64 },
    } as const;
    expect(clientEntryLink(finished)).toEqual({ to: '/client/assessments/a1', label: 'Open the report' });
    expect(adminEntryLinks(finished)).toEqual([{ to: '/webmin1010/assessments/a1', label: 'Open the report' }]);
  });

  it('falls back to the project, and gives nothing for a deleted file or an entry about nothing', () => {
    expect(clientEntryLink({ type: 'milestone_completed', projectId: 'p1', details: {} })?.to).toBe(
      '/client/projects/p1',
    );
    expect(clientEntryLink({ type: 'file_deleted', projectId: null, details: { fileId: 'f1' } })).toBeNull();
    expect(clientEntryLink({ type: 'quote_requested', projectId: null, details: { messageId: 'm1' } })).toBeNull();
  });
});
