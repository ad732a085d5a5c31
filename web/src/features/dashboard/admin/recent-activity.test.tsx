import { screen, within } from '@testing-library/react';
import { fileDeletedEntry } from '@tests/factories';
import { Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { activityRowOf } from '@/lib/firestore/activity';
import { renderPage } from '@/test/render-page';

import { RecentActivity } from './recent-activity';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));

describe('RecentActivity', () => {
  it('shows an entry written before `details` existed plainly, beside the others, instead of failing', () => {
    // As stored: the newest entry has every fact; the older one has no details, no names, no role.
    const rows = [
      activityRowOf('new', {
        ...fileDeletedEntry({ projectId: null, projectName: null, summary: 'Stored sentence.' }),
        createdAt: at('2026-11-23T05:00:00Z'),
      }),
      activityRowOf('old', {
        type: 'file_deleted',
        actor: 'system',
        subjectUid: 'client-1',
        clientId: 'client-1',
        projectId: null,
        clientVisible: true,
        summary: '“logo.png” was deleted.',
        createdAt: at('2026-11-22T05:00:00Z'),
      }),
    ];
    // Where an entry leads is the activity feature's (proved in its own tests); here, that the card links there.
    const hrefOf = (row: { clientId: string | null }) =>
      row.clientId ? `/webmin1010/clients?client=${row.clientId}` : null;
    renderPage(
      <RecentActivity entries={{ status: 'ready', data: rows, retry: () => {} }} onRetry={() => {}} hrefOf={hrefOf} />,
    );
    const items = within(screen.getByRole('list', { name: 'Recent activity' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Avery Admin deleted “brief.pdf” from Green Roots Naturopathy’s files.'),
      expect.stringContaining('“logo.png” was deleted.'),
    ]);
    // The old entry still leads to its client.
    expect(within(items[1]!).getByRole('link', { name: '“logo.png” was deleted.' }).getAttribute('href')).toBe(
      '/webmin1010/clients?client=client-1',
    );
  });
});
