import { act, renderHook } from '@testing-library/react';
import type { Query } from 'firebase/firestore';
import { describe, expect, it, vi } from 'vitest';

import { useLiveQuery } from './use-live-query';

/** Each listener the hook starts: its answers, and whether it was stopped. */
const listeners: { next: (snapshot: unknown) => void; fail: (error: unknown) => void; stopped: boolean }[] = [];

vi.mock('firebase/firestore', () => ({
  queryEqual: (a: unknown, b: unknown) => a === b,
  onSnapshot: (_query: unknown, next: (snapshot: unknown) => void, fail: (error: unknown) => void) => {
    const listener = { next, fail, stopped: false };
    listeners.push(listener);
    return () => {
      listener.stopped = true;
    };
  },
}));

const rows = (...data: string[]) => ({ docs: data.map((value) => ({ data: () => value })) });
const source = {} as Query<string>;

describe('useLiveQuery', () => {
  it('loads, answers live, and after a failure listens afresh on retry', () => {
    listeners.length = 0;
    const { result } = renderHook(() => useLiveQuery(source));
    expect(result.current.status).toBe('loading');

    act(() => listeners[0]!.next(rows('a')));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'] });
    act(() => listeners[0]!.next(rows('a', 'b')));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b'] });

    act(() => listeners[0]!.fail(new Error('unavailable')));
    expect(result.current.status).toBe('error');

    act(() => result.current.retry());
    expect(listeners[0]!.stopped).toBe(true);
    expect(listeners).toHaveLength(2);
    expect(result.current.status).toBe('loading');
    act(() => listeners[1]!.next(rows('c')));
    expect(result.current).toMatchObject({ status: 'ready', data: ['c'] });
  });

  it('waits without listening while there is no query', () => {
    listeners.length = 0;
    const { result } = renderHook(() => useLiveQuery<string>(null));
    expect(result.current.status).toBe('loading');
    expect(listeners).toHaveLength(0);
  });
});
