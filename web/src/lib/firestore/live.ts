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
 * The one way the web listens to Firestore (docs/decisions/031-live-data-layer.md). Every live read is a named
 * hook in its collection's module (`useClientQuotes`, `useThread`, …) built on `useLive`, which holds the
 * listener's state, listens again only when the source asks something else, retries on request, can keep the
 * rows shown while a window moves, and does what the use says with a failure:
 * - `page`: the failure is thrown to the page's error boundary (its "Try again" listens afresh);
 * - `card`: the failure is an answer (`status: 'error'` with `retry`), so one card fails and the page stays;
 * - `quiet`: a failure reads as nothing there (no rows, no document): a badge, a name, a hint.
 */
export type FailurePolicy = 'page' | 'card' | 'quiet';

// `data?: undefined` on the answers without data lets a caller destructure `{ status, data }` and narrow on status.
export interface LiveLoading {
  status: 'loading';
  data?: undefined;
  retry: () => void;
}
export interface LiveReady<T> {
  status: 'ready';
  data: T;
  /** True when the answer shown is the window's previous one: the new window's is still on its way. */
  moving?: boolean;
  retry: () => void;
}
export interface LiveFailed {
  status: 'error';
  data?: undefined;
  error: unknown;
  retry: () => void;
}
export interface LiveMissing {
  status: 'missing';
  data?: undefined;
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
   * The window this source is one of: while a new source's first answer is on its way, the previous answer shows
   * if it was of the same window (a growing limit, the next page, a dashboard's clock moving on) rather than going
   * back to loading. Another window (another filter) waits for its own answer.
   */
  window?: string;
  /** The answer when there is no source, and the `quiet` answer to a failure. */
  empty: V;
  /**
   * A retry count kept outside, for a card that retries all its lists with one button: a new count listens
   * afresh, as `retry` does.
   */
  attempt?: number;
  /**
   * Asked later: with no source yet, the answer is loading rather than empty. A page asks first for what it shows
   * first (a dashboard's "what needs you" before its history), so the rest does not hold it up.
   */
  later?: boolean;
}

type Answer<V> = { ok: true; value: V } | { ok: false; error: unknown };

/** The core: a source's latest answer as state, by the options' policy. */
export function useLive<V>(source: LiveSource<V> | null, options: LiveOptions<V>): Live<V, FailurePolicy> {
  const [listening, setListening] = useState(source);
  if (source !== listening && !(source && listening && source.same(listening))) setListening(source);
  const [retries, setRetries] = useState(0);
  const attempt = `${options.attempt ?? 0}.${retries}`;
  const [answer, setAnswer] = useState<{
    source: LiveSource<V>;
    attempt: string;
    window: string | undefined;
    answer: Answer<V>;
  } | null>(null);
  const frame = options.window;
  useEffect(() => {
    if (!listening) return undefined;
    return listening.listen(
      (value) => setAnswer({ source: listening, attempt, window: frame, answer: { ok: true, value } }),
      (error) => setAnswer({ source: listening, attempt, window: frame, answer: { ok: false, error } }),
    );
    // The window names the source's kind; the source alone decides what is listened to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [listening, attempt]);
  const retry = useCallback(() => setRetries((count) => count + 1), []);

  if (!listening) {
    return options.later
      ? { status: 'loading', retry }
      : { status: 'ready', data: options.empty, moving: false, retry };
  }
  const current = answer && answer.source === listening && answer.attempt === attempt ? answer.answer : null;
  if (current?.ok) return { status: 'ready', data: current.value, moving: false, retry };
  if (current) {
    if (options.policy === 'page') throw current.error;
    if (options.policy === 'quiet') return { status: 'ready', data: options.empty, moving: false, retry };
    return { status: 'error', error: current.error, retry };
  }
  // A retry shows loading again rather than the failure it is retrying; a moved window shows the rows it had.
  if (frame !== undefined && answer?.window === frame && answer.answer.ok && answer.attempt === attempt) {
    return { status: 'ready', data: answer.answer.value, moving: true, retry };
  }
  return { status: 'loading', retry };
}

/**
 * Whether something a screen waits for has arrived, and the callback that says it has (for a child's `useWhenIn`):
 * a screen asks its costlier reads once its first card is in (docs/decisions/031-live-data-layer.md).
 */
export function useArrived(): [arrived: boolean, arrive: () => void] {
  const [arrived, setArrived] = useState(false);
  return [arrived, useCallback(() => setArrived(true), [])];
}

/** Calls `then` once none of `reads` is loading any more (each arrived or failed), and again after a change of `then`. */
export function useWhenIn(reads: readonly { status: string }[], then: (() => void) | undefined) {
  const allIn = reads.every((read) => read.status !== 'loading');
  useEffect(() => {
    if (allIn) then?.();
  }, [allIn, then]);
}

/** A query's rows, as its converter reads them. */
export function queryRows<T>(query: Query<T>): LiveSource<T[]> {
  return fromQuery(query, (snapshot) => snapshot.docs.map((row) => row.data()));
}

/**
 * A query's snapshot, for a reader that needs more than the rows (a page's cursor, the changes one by one);
 * `metadata` also answers when only the snapshot's metadata changed (a pending write reaching the server).
 */
export function fromQuery<T, V>(
  query: Query<T>,
  read: (snapshot: QuerySnapshot<T>) => V,
  metadata = false,
): LiveSource<V> {
  const source: LiveSource<V> & { query: Query<T> } = {
    query,
    same: (other) => 'query' in other && queryEqual(query, (other as typeof source).query),
    listen: (next, fail) => {
      let answered = false;
      // Metadata changes are listened to so the server's first word is heard even when it only confirms the cache.
      return onSnapshot(
        query,
        { includeMetadataChanges: true },
        {
          next: (snapshot) => {
            if (!answered && cacheHasNothing(snapshot, snapshot.empty)) return;
            const first = !answered;
            answered = true;
            if (first || metadata || snapshot.docChanges().length) next(read(snapshot));
          },
          error: fail,
        },
      );
    },
  };
  return source;
}

/** One document: its data, or null when it does not exist. */
export function docValue<T>(ref: DocumentReference<T>): LiveSource<T | null> {
  const source: LiveSource<T | null> & { ref: DocumentReference<T> } = {
    ref,
    same: (other) => 'ref' in other && refEqual(ref, (other as typeof source).ref),
    listen: (next, fail) => {
      let answered = false;
      return onSnapshot(
        ref,
        { includeMetadataChanges: true },
        {
          next: (snapshot: DocumentSnapshot<T>) => {
            if (!answered && cacheHasNothing(snapshot, !snapshot.exists())) return;
            answered = true;
            next(snapshot.data() ?? null);
          },
          error: fail,
        },
      );
    },
  };
  return source;
}

/**
 * Whether a first answer says nothing and only the cache says it: offline, the SDK answers every listen from its
 * cache first, which on a fresh page holds nothing, and a screen would tell the client nothing waits for them. Such
 * an answer is skipped (the read stays loading) until the server's; a first answer with something in it is shown
 * (the emulator, and a slow network, send a target's documents some time before confirming them), and after the
 * first, every answer is (a change made offline is the latest there is).
 */
function cacheHasNothing(snapshot: { metadata: { fromCache: boolean } }, empty: boolean) {
  return empty && snapshot.metadata.fromCache;
}

/**
 * A live query's rows, by policy; `window` and `attempt` as for useLive. No query reads as no rows; `LATER` as
 * loading, until the caller asks (LiveOptions.later).
 */
export function useLiveRows<T, P extends FailurePolicy>(
  query: Query<T> | null | typeof LATER,
  policy: P,
  window?: string,
  attempt?: number,
): Live<T[], P> {
  const empty = NO_ROWS as unknown as T[];
  const later = query === LATER;
  return useLive(query && !later ? queryRows(query) : null, { policy, window, attempt, empty, later }) as Live<T[], P>;
}
/** A query not asked yet: see useLiveRows. */
export const LATER = 'later';
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
