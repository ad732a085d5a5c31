import { render, screen, waitFor } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The server's counts, as the test sets them; each ask is noted. No query leaves the machine.
const server = vi.hoisted(() => ({ count: 0, asked: 0 }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCountFromServer: () => {
    server.asked += 1;
    return Promise.resolve({ data: () => ({ count: server.count }) });
  },
}));
const db = vi.hoisted(() => ({ current: null as unknown }));
vi.mock('reactfire', () => ({ useFirestore: () => db.current }));

const { useAttentionTotals } = await import('./figures');
const { WaitingTotal } = await import('./threads');

const NOW = new Date('2026-11-27T02:00:00Z');
const NOTHING_SHOWN = { quotes: [], invoices: [], accepted: [] };

function Totals({ asked }: { asked: boolean }) {
  const totals = useAttentionTotals(NOW, NOTHING_SHOWN, asked);
  return <output>{JSON.stringify(totals)}</output>;
}

beforeEach(() => {
  Object.assign(server, { count: 0, asked: 0 });
  db.current = getFirestore(initializeApp({ projectId: 'demo-totals' }, `totals-${Math.random()}`));
});

describe('useAttentionTotals', () => {
  it('asks the server nothing until Needs attention’s lists are in, then counts each kind once', async () => {
    server.count = 7;
    const { rerender } = render(
      <WaitingTotal value={4}>
        <Totals asked={false} />
      </WaitingTotal>,
    );
    // The waiting conversations are the shell's count, there from the start; the rest wait for the lists.
    expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
      threads: 4,
      quotes: null,
      invoices: null,
      accepted: null,
    });
    expect(server.asked).toBe(0);
    rerender(
      <WaitingTotal value={4}>
        <Totals asked />
      </WaitingTotal>,
    );
    await waitFor(() =>
      expect(JSON.parse(screen.getByRole('status').textContent!)).toEqual({
        threads: 4,
        quotes: 7,
        invoices: 7,
        accepted: 7,
      }),
    );
    // Three counts: the waiting conversations are not counted again beside the shell's.
    expect(server.asked).toBe(3);
  });
});
