import { type DocumentReference, onSnapshot, refEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/**
 * One document, live, where a refusal is an answer rather than a page error: `refused` when the rules say no
 * (not the reader's), `missing` when it does not exist (or no longer does). reactfire's hooks throw a refusal to
 * the nearest error boundary, which is right for a page and wrong for one link inside a conversation.
 */
export type LiveDoc<T> =
  { status: 'loading' } | { status: 'ready'; data: T } | { status: 'missing' } | { status: 'refused' };

export function useLiveDoc<T>(source: DocumentReference<T> | null): LiveDoc<T> {
  const [state, setState] = useState<{ ref: DocumentReference<T> | null; value: LiveDoc<T> }>({
    ref: source,
    value: { status: 'loading' },
  });
  const [listening, setListening] = useState(source);
  // References are rebuilt on every render: listen again only when the new one names another document.
  if (source !== listening && !(source && listening && refEqual(source, listening))) setListening(source);
  useEffect(() => {
    if (!listening) return undefined;
    return onSnapshot(
      listening,
      (snapshot) => {
        const data = snapshot.data();
        setState({ ref: listening, value: data ? { status: 'ready', data } : { status: 'missing' } });
      },
      () => setState({ ref: listening, value: { status: 'refused' } }),
    );
  }, [listening]);
  if (!listening) return { status: 'missing' };
  return state.ref === listening ? state.value : { status: 'loading' };
}
