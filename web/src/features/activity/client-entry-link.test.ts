import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { activityRowOf } from '@/lib/firestore/activity';

import { activityHref, adminEntryLinks } from './admin-entry-links';
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

describe('activityHref', () => {
  const row = (details: Record<string, string>, extra: object = {}) =>
    ({ type: 'quote_sent', details, projectId: null, clientId: null, ...extra }) as never;

  it('links an entry to its most specific place', () => {
    expect(activityHref(row({ threadId: 't1', quoteId: 'q1' }))).toBe('/webmin1010/messages/t1');
    expect(activityHref(row({ quoteId: 'q 1' }))).toBe('/webmin1010/quotes?quote=q%201');
    expect(activityHref(row({}, { projectId: 'p1', clientId: 'c1' }))).toBe('/webmin1010/projects/p1');
    expect(activityHref(row({}, { clientId: 'c1' }))).toBe('/webmin1010/clients/c1');
    expect(activityHref(row({}))).toBeNull();
  });

  it('links a client invited from an enquiry to that lead', () => {
    expect(activityHref(row({ leadId: 'l1', email: 'a@example.com' }, { type: 'invited', clientId: 'c1' }))).toBe(
      '/webmin1010/leads?lead=l1',
    );
  });

  it('links an entry written before `details` existed to its client', () => {
    const old = activityRowOf('old', {
      type: 'file_deleted',
      actor: 'system',
      subjectUid: 'client-1',
      clientId: 'client-1',
      projectId: null,
      clientVisible: true,
      summary: '“logo.png” was deleted.',
      createdAt: Timestamp.fromDate(new Date('2026-11-22T05:00:00Z')),
    });
    expect(activityHref(old)).toBe('/webmin1010/clients/client-1');
  });

  it('does not link a deleted file', () => {
    expect(activityHref(row({ fileId: 'f1' }, { type: 'file_deleted', clientId: 'c1' }))).toBe(
      '/webmin1010/clients/c1',
    );
  });
});
