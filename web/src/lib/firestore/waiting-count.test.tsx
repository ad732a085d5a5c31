import { render, screen } from '@testing-library/react';
import { initializeApp } from 'firebase/app';
import { getFirestore } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// The server's count of threads waiting, each ask noted; the latest thread as the test has it arrive.
const server = vi.hoisted(() => ({ count: 3, asked: 0, latest: null as null | { id: string; lastMessageAt: Date }[] }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getCountFromServer: () => {
    server.asked += 1;
    return Promise.resolve({ data: () => ({ count: server.count }) });
  },
}));
vi.mock('./live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useLiveRows: () =>
    server.latest === null ? { status: 'loading', retry: () => {} } : { status: 'ready', data: server.latest },
}));
// A real Firestore to build queries with; nothing here reaches a server.
const db = getFirestore(initializeApp({ projectId: 'demo-waiting-count', apiKey: 'demo' }, 'waiting-count'));
vi.mock('reactfire', () => ({ useFirestore: () => db }));

const { useWaitingTotal } = await import('./threads');

function Badge() {
  return <output>{useWaitingTotal() ?? 0}</output>;
}

beforeEach(() => {
  Object.assign(server, { count: 3, asked: 0, latest: null });
});

describe('the waiting badge', () => {
  it('counts once the latest thread has arrived, not also before it, and again when it moves', async () => {
    const { rerender } = render(<Badge />);
    expect(screen.getByRole('status').textContent).toBe('0');
    expect(server.asked).toBe(0);

    server.latest = [{ id: 't1', lastMessageAt: new Date(1000) }];
    rerender(<Badge />);
    expect(await screen.findByText('3')).toBeTruthy();
    expect(server.asked).toBe(1);

    server.count = 4;
    server.latest = [{ id: 't2', lastMessageAt: new Date(2000) }];
    rerender(<Badge />);
    expect(await screen.findByText('4')).toBeTruthy();
    expect(server.asked).toBe(2);
  });
});
