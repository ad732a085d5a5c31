/**
 * The web app's small cache of API reads (spec §9: reads are never retried, never refetched on focus or by
 * polling, and cached data never goes stale on its own). A write marks the reads it changes as stale with
 * `invalidate`, and whoever shows them reads again.
 */
type Listener = () => void;

interface Entry {
  data: unknown;
  stale: boolean;
}

const entries = new Map<string, Entry>();
const listeners = new Set<Listener>();

/** Keys are the request helper's key parts joined with '/', e.g. '/api/contacts'. */
export const cacheKey = (parts: readonly (string | number)[]) => parts.join('/');

export const queryCache = {
  get(key: string): Entry | undefined {
    return entries.get(key);
  },
  set(key: string, data: unknown): void {
    entries.set(key, { data, stale: false });
    listeners.forEach((listener) => listener());
  },
  /** Marks every cached read at or under `prefix` as out of date. */
  invalidate(prefix: string): void {
    for (const [key, entry] of entries) {
      if (key === prefix || key.startsWith(`${prefix}/`) || key.startsWith(`${prefix}?`)) entry.stale = true;
    }
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
