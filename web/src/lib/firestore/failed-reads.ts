import type { ReactFireGlobals } from 'reactfire';

/**
 * reactfire keeps every read it has started in one map for the life of the tab (its `ReactFireGlobals`), and a
 * read that failed keeps its error there: every later render of the same document or query throws it again at
 * once, without asking Firestore. A read the rules refused while signed out, or in a session an admin ended,
 * would so stay refused to whoever signs in next in that tab, and "Try again" would try nothing. Forgetting the
 * failed reads makes the next render start them afresh; reads that succeeded (and are still live) stay.
 */
export function forgetFailedReads(): void {
  const reads = (globalThis as Partial<ReactFireGlobals>)._reactFirePreloadedObservables;
  if (!reads) return;
  for (const [id, read] of reads) {
    if (read.ourError !== undefined) reads.delete(id);
  }
}
