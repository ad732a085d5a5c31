import { render, screen } from '@testing-library/react';
import { assessment } from '@tests/factories';
import { describe, expect, it } from 'vitest';

import type { Assessment } from '@/lib/firestore/assessments';

import { RunEndAnnouncer } from './run-end-announcer';

// Created now, so a run under way is not yet taken as lost; no error, so a failed run says the general reason.
const run = (id: string, status: Assessment['status'], score: number | null = null): Assessment => ({
  id,
  ...assessment({
    status,
    score,
    clientId: 'client-1',
    url: 'https://example.com/',
    createdAt: new Date(),
    error: null,
  }),
});

describe('RunEndAnnouncer', () => {
  it('says nothing of a run that had finished before the view opened', () => {
    render(<RunEndAnnouncer latest={run('a', 'done', 85)} />);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says how a run watched while under way ended', () => {
    const { rerender } = render(<RunEndAnnouncer latest={run('a', 'done', 85)} />);
    rerender(<RunEndAnnouncer latest={run('b', 'running')} />);
    expect(screen.getByRole('status').textContent).toBe('');
    rerender(<RunEndAnnouncer latest={run('b', 'done', 72)} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The assessment has finished: 72 out of 100, Good, with room to grow.',
    );
  });

  it('says so when a run started here ends before it was seen under way, and when one fails', () => {
    const { rerender } = render(<RunEndAnnouncer latest={undefined} />);
    rerender(<RunEndAnnouncer latest={run('c', 'failed')} />);
    expect(screen.getByRole('status').textContent).toBe(
      'The assessment could not finish. Something went wrong while checking the site.',
    );
  });
});
