import { act, render, renderHook, screen } from '@testing-library/react';
import { deleteApp, initializeApp } from 'firebase/app';
import { collection, disableNetwork, doc, type Firestore, getFirestore, onSnapshot, setDoc } from 'firebase/firestore';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { docValue, type FailurePolicy, type LiveSource, queryRows, useLive, useWhenIn } from './live';

/** Every listener the core has started: which source, its answers, and whether it was stopped. */
interface Listener {
  name: string;
  next: (value: string[]) => void;
  fail: (error: unknown) => void;
  stopped: boolean;
}

/** A fake source named `name`: two sources are the same when their names are. */
function fakeSources() {
  const listeners: Listener[] = [];
  const source = (name: string): LiveSource<string[]> & { name: string } => ({
    name,
    same: (other) => (other as { name?: string }).name === name,
    listen: (next, fail) => {
      const listener = { name, next, fail, stopped: false };
      listeners.push(listener);
      return () => {
        listener.stopped = true;
      };
    },
  });
  return { listeners, source };
}

const EMPTY: string[] = [];

function useRows(source: LiveSource<string[]> | null, policy: FailurePolicy, window?: string) {
  return useLive(source, { policy, window, empty: EMPTY });
}

describe('the live core', () => {
  it('loads, answers live, and listens once while the source asks the same', () => {
    const { listeners, source } = fakeSources();
    const { result, rerender } = renderHook(({ name }) => useRows(source(name), 'card'), {
      initialProps: { name: 'quotes' },
    });
    expect(result.current.status).toBe('loading');
    act(() => listeners[0]!.next(['a']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'], moving: false });
    act(() => listeners[0]!.next(['a', 'b']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b'] });

    // A new source object asking the same: the listener stays.
    rerender({ name: 'quotes' });
    expect(listeners).toHaveLength(1);
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b'] });

    // Another question: the old listener stops, and without `keep` the screen waits for the new answer.
    rerender({ name: 'invoices' });
    expect(listeners[0]!.stopped).toBe(true);
    expect(listeners[1]!.name).toBe('invoices');
    expect(result.current.status).toBe('loading');
  });

  it('stops listening on unmount, and answers the empty value without a source', () => {
    const { listeners, source } = fakeSources();
    const { unmount } = renderHook(() => useRows(source('quotes'), 'card'));
    unmount();
    expect(listeners[0]!.stopped).toBe(true);

    const { result } = renderHook(() => useRows(null, 'card'));
    expect(result.current).toMatchObject({ status: 'ready', data: [] });
  });

  it('asked later: loading, listening to nothing, until the source is given', () => {
    const { listeners, source } = fakeSources();
    const { result, rerender } = renderHook(
      ({ later }) => useLive(later ? null : source('history'), { policy: 'card', empty: EMPTY, later }),
      { initialProps: { later: true } },
    );
    expect(result.current.status).toBe('loading');
    expect(listeners).toHaveLength(0);
    rerender({ later: false });
    expect(listeners.map((listener) => listener.name)).toEqual(['history']);
    act(() => listeners[0]!.next(['a']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'] });
  });

  it('tells the caller once every read is in, a failure included, and not while one is loading', () => {
    const then = vi.fn();
    const { rerender } = renderHook(({ reads }) => useWhenIn(reads, then), {
      initialProps: { reads: [{ status: 'ready' }, { status: 'loading' }] },
    });
    expect(then).not.toHaveBeenCalled();
    rerender({ reads: [{ status: 'ready' }, { status: 'error' }] });
    expect(then).toHaveBeenCalledOnce();
    rerender({ reads: [{ status: 'ready' }, { status: 'ready' }] });
    expect(then).toHaveBeenCalledOnce();
  });

  it('keeps the rows shown while a window moves, marked as moving, until the new window answers', () => {
    const { listeners, source } = fakeSources();
    const { result, rerender } = renderHook(
      ({ filter, max }) => useRows(source(`leads ${filter} ${max}`), 'card', filter),
      { initialProps: { filter: 'new', max: 25 } },
    );
    act(() => listeners[0]!.next(['a', 'b']));
    rerender({ filter: 'new', max: 50 });
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b'], moving: true });
    act(() => listeners[1]!.next(['a', 'b', 'c']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a', 'b', 'c'], moving: false });

    // Another filter is another window: its rows are not the last filter's.
    rerender({ filter: 'won', max: 50 });
    expect(result.current.status).toBe('loading');
  });

  it('card: a failure is an answer, and retry shows loading, then listens afresh', () => {
    const { listeners, source } = fakeSources();
    const { result } = renderHook(() => useRows(source('quotes'), 'card', 'quotes'));
    act(() => listeners[0]!.next(['a']));
    const failure = new Error('unavailable');
    act(() => listeners[0]!.fail(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure });

    act(() => result.current.retry());
    expect(listeners[0]!.stopped).toBe(true);
    expect(listeners).toHaveLength(2);
    // Even a kept window does not show the failed attempt's rows as the retry's.
    expect(result.current.status).toBe('loading');
    act(() => listeners[1]!.next(['c']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['c'] });
  });

  it('listens afresh when a retry count kept outside moves on (one Try again for a card of lists)', () => {
    const { listeners, source } = fakeSources();
    const { result, rerender } = renderHook(
      ({ attempt }) => useLive(source('leads'), { policy: 'card', empty: EMPTY, attempt }),
      { initialProps: { attempt: 0 } },
    );
    act(() => listeners[0]!.fail(new Error('unavailable')));
    expect(result.current.status).toBe('error');
    rerender({ attempt: 1 });
    expect(listeners[0]!.stopped).toBe(true);
    expect(result.current.status).toBe('loading');
    act(() => listeners[1]!.next(['a']));
    expect(result.current).toMatchObject({ status: 'ready', data: ['a'] });
  });

  it('quiet: a failure reads as nothing there', () => {
    const { listeners, source } = fakeSources();
    const { result } = renderHook(() => useRows(source('threads'), 'quiet'));
    act(() => listeners[0]!.next(['a']));
    act(() => listeners[0]!.fail(new Error('permission-denied')));
    expect(result.current).toMatchObject({ status: 'ready', data: [] });
  });

  it('page: a failure goes to the page’s error boundary, whose Try again listens afresh', () => {
    const { listeners, source } = fakeSources();
    function Rows() {
      const live = useRows(source('projects'), 'page');
      return <p>{live.status === 'ready' ? live.data.join(', ') : 'Loading'}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Boundary>
        <Rows />
      </Boundary>,
    );
    act(() => listeners[0]!.next(['Website']));
    expect(screen.getByText('Website')).toBeTruthy();
    act(() => listeners[0]!.fail(new Error('permission-denied')));
    expect(screen.getByRole('alert').textContent).toBe('permission-denied');

    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(screen.getByText('Loading')).toBeTruthy();
    act(() => listeners.at(-1)!.next(['Website', 'Shop']));
    expect(screen.getByText('Website, Shop')).toBeTruthy();
    vi.restoreAllMocks();
  });
});

/** A page's error boundary as the areas have one: the failure's message and a Try again that renders afresh. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <>
        <p role="alert">{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </>
    );
  }
}

/**
 * A Firestore with its network off, and the answers of a query's and a document's live sources in it, in the order
 * heard (a failure is heard as its error). `write` runs first, before anything listens.
 */
async function offline(name: string, paths: { query: string; doc: string }, write?: (db: Firestore) => void) {
  const app = initializeApp({ projectId: 'demo-offline', apiKey: 'offline' }, name);
  const db = getFirestore(app);
  await disableNetwork(db);
  write?.(db);
  const answers: unknown[] = [];
  const heard = (value: unknown) => answers.push(value);
  const stops = [
    queryRows(collection(db, paths.query)).listen(heard, heard),
    docValue(doc(db, paths.doc)).listen(heard, heard),
  ];
  return {
    db,
    answers,
    close: async () => {
      for (const stop of stops) stop();
      await deleteApp(app);
    },
  };
}

describe('a live Firestore read while the server has not answered', () => {
  it('stays loading rather than answering with the empty cache', async () => {
    const { db, answers, close } = await offline('offline-read', { query: 'quotes', doc: 'clients/someone' });
    // A third listener, started last, hears the cache's answer: by then the two above would have heard theirs.
    const seen: unknown[] = [];
    const probe = onSnapshot(collection(db, 'probe'), (snapshot) => seen.push(snapshot.metadata.fromCache));
    await vi.waitFor(() => expect(seen).toEqual([true]));
    expect(answers).toEqual([]);
    probe();
    await close();
  });

  it('answers with what the cache holds when it holds something (a change made offline)', async () => {
    const { answers, close } = await offline('offline-write', { query: 'quotes', doc: 'quotes/drafted' }, (db) => {
      // Never confirmed while offline: the write lives in the cache alone.
      void setDoc(doc(db, 'quotes/drafted'), { title: 'Drafted offline' });
    });
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers).toEqual(expect.arrayContaining([[{ title: 'Drafted offline' }], { title: 'Drafted offline' }]));
    await close();
  });
});
