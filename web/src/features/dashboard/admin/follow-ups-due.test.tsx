import { fireEvent, screen, within } from '@testing-library/react';
import { lead } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { Live } from '@/lib/firestore/live';
import { renderPage } from '@/test/render-page';

vi.mock('reactfire', () => ({ useFirestore: () => ({}) }));
const due = vi.hoisted(() => ({ answer: { status: 'loading', retry: () => {} } as Live<unknown[]> }));
vi.mock('@/lib/firestore/figures', () => ({ FOLLOW_UPS_LIMIT: 10, useDueFollowUps: () => due.answer }));

const { FollowUpsDue } = await import('./follow-ups-due');

// 10 am on 24 November in Queensland.
const NOW = new Date('2026-11-24T10:00:00+10:00');

function show(onRetry = () => {}) {
  renderPage(<FollowUpsDue now={NOW} attempt={0} onRetry={onRetry} />);
  return screen.getByRole('region', { name: 'Follow-ups due' });
}

beforeEach(() => {
  due.answer = { status: 'loading', retry: () => {} };
});

describe('FollowUpsDue', () => {
  it('shows a skeleton while the follow-ups load', () => {
    show();
    expect(screen.getByRole('status', { name: 'Loading follow-ups' })).toBeTruthy();
  });

  it('lists each lead due, linking to it, saying which are due today and since when the others are overdue', () => {
    due.answer = {
      status: 'ready',
      retry: () => {},
      data: [
        { ...lead({ name: 'Rosa Fern', status: 'contacted', followUpDate: '2026-11-20' }), id: 'lead-rosa' },
        { ...lead({ name: 'Ada Lovelace', followUpDate: '2026-11-24' }), id: 'lead-ada' },
      ],
    };
    const card = show();
    const items = within(card).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rosa FernContacted · overdue since 20 Nov 2026',
      'Ada LovelaceNew · due today',
    ]);
    expect(within(card).getByRole('link', { name: 'Rosa Fern' }).getAttribute('href')).toBe(
      '/webmin1010/leads?lead=lead-rosa',
    );
  });

  it('says when nothing is due, with the way to the leads', () => {
    due.answer = { status: 'ready', data: [], retry: () => {} };
    const card = show();
    expect(within(card).getByText('No follow-ups due')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Open the leads' }).getAttribute('href')).toBe('/webmin1010/leads');
  });

  it('says when they could not be loaded, with Try again', () => {
    due.answer = { status: 'error', error: new Error('offline'), retry: () => {} } as Live<unknown[]>;
    const onRetry = vi.fn();
    const card = show(onRetry);
    fireEvent.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
