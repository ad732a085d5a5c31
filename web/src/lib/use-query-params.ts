import { useSearchParams } from 'react-router-dom';

/** Changes to the address's query: a value sets its key, an empty one (or null) removes it. */
export type QueryChanges = Record<string, string | null | undefined>;

/**
 * The address's query parameters and one way to change them: in place (`replace`), so choosing a filter or
 * opening a dialog does not add a step to Back, keeping every parameter not named.
 */
export function useQueryParams(): [URLSearchParams, (changes: QueryChanges) => void] {
  const [params, setParams] = useSearchParams();
  const change = (changes: QueryChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return [params, change];
}
