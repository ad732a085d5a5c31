import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { Live } from '@/lib/firestore/live';

import { DashboardCard } from './dashboard-card';

const card = (reads: Live<unknown>[]) =>
  render(
    <MemoryRouter>
      <DashboardCard title="Recent files" more={{ to: '/client/files', label: 'All files' }} reads={reads}>
        {() => <p>brief.pdf</p>}
      </DashboardCard>
    </MemoryRouter>,
  );

describe('a dashboard card', () => {
  it('is busy with a skeleton until every read has answered, then shows its content', () => {
    const { rerender } = card([
      { status: 'ready', data: [], retry: vi.fn() },
      { status: 'loading', retry: vi.fn() },
    ]);
    const section = screen.getByRole('region', { name: 'Recent files' });
    expect(section.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText('Loading...')).toBeTruthy();
    expect(screen.queryByText('brief.pdf')).toBeNull();
    rerender(
      <MemoryRouter>
        <DashboardCard title="Recent files" reads={[{ status: 'ready', data: [], retry: vi.fn() }]}>
          {() => <p>brief.pdf</p>}
        </DashboardCard>
      </MemoryRouter>,
    );
    expect(screen.getByText('brief.pdf')).toBeTruthy();
    expect(section.getAttribute('aria-busy')).toBe('false');
  });

  it('says a failed read could not be loaded, and Try again asks again for the reads that failed only', () => {
    const failed = vi.fn();
    const fine = vi.fn();
    card([
      { status: 'error', error: new Error('unavailable'), retry: failed },
      { status: 'ready', data: [], retry: fine },
    ]);
    expect(screen.getByRole('alert').textContent).toContain('This could not be loaded');
    expect(screen.queryByText('brief.pdf')).toBeNull();
    expect(screen.getByRole('link', { name: 'All files' }).getAttribute('href')).toBe('/client/files');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(failed).toHaveBeenCalledTimes(1);
    expect(fine).not.toHaveBeenCalled();
  });
});
