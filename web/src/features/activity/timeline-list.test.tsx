import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { activityRowOf } from '@/lib/firestore/activity';
import { renderPage } from '@/test/render-page';

import { clientEntryLink } from './client-entry-link';
import { TimelineList } from './timeline-list';

const about = {
  subjectUid: 'client-1',
  clientId: 'client-1',
  clientName: 'Green Roots Naturopathy',
  projectId: 'p1',
  projectName: 'New website',
  clientVisible: true,
};

describe('TimelineList', () => {
  it('words each entry for the client reading it, an older entry by its stored sentence', () => {
    const entries = [
      activityRowOf('shared', {
        ...about,
        type: 'deliverable_shared',
        actor: 'admin-1',
        actorName: 'Avery Admin',
        actorRole: 'admin',
        summary: 'Avery Admin shared “home.pdf” for Green Roots Naturopathy’s approval.',
        details: { fileId: 'f1', name: 'home.pdf', version: 1 },
      }),
      activityRowOf('approved', {
        ...about,
        type: 'deliverable_approved',
        actor: 'client-1',
        actorName: 'Casey Client',
        actorRole: 'client',
        summary: 'Casey Client (Green Roots Naturopathy) approved “logo.png” (version 1).',
        details: { fileId: 'f2', name: 'logo.png', version: 1, decision: 'approved' },
      }),
      // Written before entries carried facts, and before `details` existed.
      activityRowOf('older', { type: 'milestone_completed', projectId: 'p1', summary: 'Ada completed “Design”.' }),
    ];
    renderPage(<TimelineList entries={entries} label="Timeline" readerUid="client-1" linkOf={clientEntryLink} />);
    const items = within(screen.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Avery Admin shared “home.pdf” for your approval.Just now · Open the file',
      'You approved “logo.png” (version 1).Just now · Open the file',
      'Ada completed “Design”.Just now · Open the project',
    ]);
  });
});
