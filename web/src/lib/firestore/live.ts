import {
  type DocumentReference,
  type DocumentSnapshot,
  onSnapshot,
  type Query,
  queryEqual,
  type QuerySnapshot,
  refEqual,
} from 'firebase/firestore';
import { useCallback, useEffect, useState } from 'react';

/**
 * The one way the web listens to Firestore (docs/decisions/027-live-data-layer.md). Every live read is a named
 * hook in its collection's module (`useClientQuotes`, `useThread`, …) built on `useLive`, which holds the
 * listener's state, listens again only when the source asks something else, retries on request, can keep the
 * rows shown while a window moves, and does what the use says with a failure:
 * - `page`: the failure is thrown to the page's error boundary (its "Try again" listens afresh);
 * - `card`: the failure is an answer (`status: 'error'` with `retry`), so one card fails and the page stays;
 * - `quiet`: a failure reads as nothing there (no rows, no document): a badge, a name, a hint.
 */
export type FailurePolicy = 'page' | 'card' | 'quiet';

export interface LiveLoading {
  status: 'loading';
  retry: () => void;
}
export interface LiveReady<T> {
  status: 'ready';
  data: T;
  /** The answer shown is the window's previous one: the new window's is still on its way. */
  moving: boolean;
  retry: () => void;
}
export interface LiveFailed {
  status: 'error';
  error: unknown;
  retry: () => void;
}
export interface LiveMissing {
  status: 'missing';
  retry: () => void;
}

/** What a live read answers, by its failure policy: only `card` can answer with the failure. */
export type Live<T, P extends FailurePolicy = 'card'> =
  LiveLoading | LiveReady<T> | (P extends 'card' ? LiveFailed : never);
/** One document: `missing` when it does not exist (or no longer does). */
export type LiveDoc<T, P extends FailurePolicy = 'card'> = Live<T, P> | LiveMissing;

/**
 * Something to listen to. Sources are rebuilt on every render: `same` says whether a new one asks what this one
 * already asks, so the listener is kept.
 */
export interface LiveSource<V> {
  same: (other: LiveSource<V>) => boolean;
  listen: (next: (value: V) => void, fail: (error: unknown) => void) => () => void;
}

export interface LiveOptions<V> {
  policy: FailurePolicy;
  /**
   * Keep showing the previous answer while a new source's first answer is on its way (a growing limit, the next
   * page, a dashboard's clock moving on) rather than going back to loading.
   */
  keep?: boolean;
  /** The answer when there is no source, and the `quiet` answer to a failure. */
  empty: V;
}

type Answer<V> = { ok: true; value: V } | { ok: false; error: unknown };

/** The core: a source's latest answer as state, by the options' policy. */
export function useLive<V>(source: LiveSource<V> | null, options: LiveOptions<V>): Live<V, FailurePolicy> {
  const [listening, setListening] = useState(source);
  if (source !== listening && !(source && listening && source.same(listening))) setListening(source);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ source: LiveSource<V>; attempt: number; answer: Answer<V> } | null>(null);
  useEffect(() => {
    if (!listening) return undefined;
    return listening.listen(
      (value) => setAnswer({ source: listening, attempt, answer: { ok: true, value } }),
      (error) => setAnswer({ source: listening, attempt, answer: { ok: false, error } }),
    );
  }, [listening, attempt]);
  const retry = useCallback(() => setAttempt((count) => count + 1), []);

  if (!listening) return { status: 'ready', data: options.empty, moving: false, retry };
  const current = answer && answer.source === listening && answer.attempt === attempt ? answer.answer : null;
  if (current?.ok) return { status: 'ready', data: current.value, moving: false, retry };
  if (current) {
    if (options.policy === 'page') throw current.error;
    if (options.policy === 'quiet') return { status: 'ready', data: options.empty, moving: false, retry };
    return { status: 'error', error: current.error, retry };
  }
  // A retry shows loading again rather than the failure it is retrying; a moved window shows the rows it had.
  if (options.keep && answer?.answer.ok && answer.attempt === attempt) {
    return { status: 'ready', data: answer.answer.value, moving: true, retry };
  }
  return { status: 'loading', retry };
}

/** A query's rows, as its converter reads them. */
export function queryRows<T>(query: Query<T>): LiveSource<T[]> {
  return fromQuery(query, (snapshot) => snapshot.docs.map((row) => row.data()));
}

/** A query's snapshot, for a reader that needs more than the rows (a page's cursor). */
export function fromQuery<T, V>(query: Query<T>, read: (snapshot: QuerySnapshot<T>) => V): LiveSource<V> {
  const source: LiveSource<V> & { query: Query<T> } = {
    query,
    same: (other) => 'query' in other && queryEqual(query, (other as typeof source).query),
    listen: (next, fail) => onSnapshot(query, (snapshot) => next(read(snapshot)), fail),
  };
  return source;
}

/** One document: its data, or null when it does not exist. */
export function docValue<T>(ref: DocumentReference<T>): LiveSource<T | null> {
  const source: LiveSource<T | null> & { ref: DocumentReference<T> } = {
    ref,
    same: (other) => 'ref' in other && refEqual(ref, (other as typeof source).ref),
    listen: (next, fail) => onSnapshot(ref, (snapshot: DocumentSnapshot<T>) => next(snapshot.data() ?? null), fail),
  };
  return source;
}

/** A live query's rows, by policy. */
export function useLiveRows<T, P extends FailurePolicy>(
  query: Query<T> | null,
  policy: P,
  options: { keep?: boolean } = {},
): Live<T[], P> {
  return useLive(query && queryRows(query), { policy, keep: options.keep, empty: NO_ROWS as unknown as T[] }) as Live<
    T[],
    P
  >;
}
const NO_ROWS: readonly never[] = [];

/** A live document, by policy: `missing` when there is none (or no reference to read). */
export function useLiveDocument<T, P extends FailurePolicy>(
  ref: DocumentReference<T> | null,
  policy: P,
): LiveDoc<T, P> {
  const live = useLive(ref && docValue(ref), { policy, empty: null });
  if (live.status === 'ready' && live.data === null) return { status: 'missing', retry: live.retry };
  return live as LiveDoc<T, P>;
}
