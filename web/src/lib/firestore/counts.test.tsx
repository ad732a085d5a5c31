import { act, render, screen } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The server's count, as the test sets it; each ask is noted.
const server = vi.hoisted(() => ({ count: 0, asked: 0, fail: false }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCountFromServer: () => {
    server.asked += 1;
    return server.fail
      ? Promise.reject(new Error('unavailable'))
      : Promise.resolve({ data: () => ({ count: server.count }) });
  },
}));

const { useServerCount } = await import('./counts');

const QUERY = {} as Query;
function Count({ changed, name = 'waiting', query = QUERY }: { changed: string; name?: string; query?: Query | null }) {
  const count = useServerCount(query, name, changed);
  return <output>{count === null ? 'none yet' : count}</output>;
}

beforeEach(() => {
  Object.assign(server, { count: 0, asked: 0, fail: false });
});

describe('useServerCount', () => {
  it("shows the server's count, and asks again only when the list it goes with changes", async () => {
    server.count = 3;
    const { rerender } = render(<Count changed="t1:1" />);
    expect(screen.getByRole('status').textContent).toBe('none yet');
    expect(await screen.findByText('3')).toBeTruthy();
    rerender(<Count changed="t1:1" />);
    expect(server.asked).toBe(1);
    server.count = 4;
    rerender(<Count changed="t2:2" />);
    expect(await screen.findByText('4')).toBeTruthy();
    expect(server.asked).toBe(2);
  });

  it('asks again when the tab is shown again', async () => {
    server.count = 1;
    render(<Count changed="a" />);
    await screen.findByText('1');
    server.count = 2;
    await act(async () => document.dispatchEvent(new Event('visibilitychange')));
    expect(await screen.findByText('2')).toBeTruthy();
  });

  it('keeps its last answer when asking again fails, and forgets it for another query', async () => {
    server.count = 5;
    const { rerender } = render(<Count changed="a" />);
    await screen.findByText('5');
    server.fail = true;
    rerender(<Count changed="b" />);
    await act(async () => {});
    expect(screen.getByRole('status').textContent).toBe('5');
    rerender(<Count changed="b" name="other" />);
    expect(screen.getByRole('status').textContent).toBe('none yet');
  });

  it('asks nothing without a query', () => {
    render(<Count changed="a" query={null} />);
    expect(server.asked).toBe(0);
    expect(screen.getByRole('status').textContent).toBe('none yet');
  });
});
