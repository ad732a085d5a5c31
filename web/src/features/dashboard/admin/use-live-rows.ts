import { onSnapshot, type Query, queryEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/** A live list as a dashboard card shows it: loading (its skeleton), its rows, or why it failed (with a retry). */
export type LiveRows<T> = { status: 'loading' } | { status: 'ready'; rows: T[] } | { status: 'error'; error: unknown };

/**
 * The rows of a live query, listened to until unmount. A failed read is an answer here (the card says so and
 * offers a retry: a new `attempt` listens afresh), not a page error: one card failing leaves the others working.
 * When the query changes (the dashboard's clock moved on) the rows of the one before stay until the new ones
 * arrive, so a card does not flash back to its skeleton every few minutes.
 */
export function useLiveRows<T>(source: Query<T> | null, attempt = 0): LiveRows<T> {
  const [listening, setListening] = useState(source);
  // Queries are rebuilt on every render: listen again only when the new one asks something else.
  if (source !== listening && !(source && listening && queryEqual(source, listening))) setListening(source);
  const [state, setState] = useState<{ attempt: number; value: LiveRows<T> }>({
    attempt,
    value: { status: 'loading' },
  });
  useEffect(() => {
    if (!listening) return undefined;
    return onSnapshot(
      listening,
      (snapshot) => setState({ attempt, value: { status: 'ready', rows: snapshot.docs.map((row) => row.data()) } }),
      (error) => setState({ attempt, value: { status: 'error', error } }),
    );
  }, [listening, attempt]);
  if (!listening) return { status: 'ready', rows: [] };
  // A retry shows the skeleton again rather than the error it is retrying.
  if (state.attempt !== attempt && state.value.status === 'error') return { status: 'loading' };
  return state.value;
}
