import { onSnapshot, type Query, queryEqual } from 'firebase/firestore';
import { useEffect, useState } from 'react';

/**
 * One query, live, with its failure as an answer: a card can say what went wrong and offer to try again while
 * the rest of the page stays (reactfire's hooks throw a failure to the page's error boundary instead).
 */
export type LiveQuery<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T[]; retry: () => void }
  | { status: 'error'; error: unknown; retry: () => void };

type Answer<T> = { status: 'ready'; data: T[] } | { status: 'error'; error: unknown };

export function useLiveQuery<T>(source: Query<T> | null): LiveQuery<T> {
  const [listening, setListening] = useState(source);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{ query: Query<T> | null; attempt: number; value: Answer<T> } | null>(null);
  // Queries are rebuilt on every render: listen again only when the new one asks something else.
  if (source !== listening && !(source && listening && queryEqual(source, listening))) setListening(source);
  useEffect(() => {
    if (!listening) return undefined;
    return onSnapshot(
      listening,
      (snapshot) =>
        setAnswer({
          query: listening,
          attempt,
          value: { status: 'ready', data: snapshot.docs.map((row) => row.data()) },
        }),
      (error) => setAnswer({ query: listening, attempt, value: { status: 'error', error } }),
    );
  }, [listening, attempt]);
  const retry = () => setAttempt((count) => count + 1);
  if (!answer || answer.query !== listening || answer.attempt !== attempt) return { status: 'loading', retry };
  return { ...answer.value, retry };
}
