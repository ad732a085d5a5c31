import { db } from '../lib/admin';
import { countedTodayQuery } from '../lib/firestore/usage';

/** Usage documents per batch. */
const CHUNK = 200;

/**
 * Starts a new day of every client's usage (docs/decisions/024-usage-limits.md): the day's messages and uploads
 * back to 0 wherever either was counted, so the limits of USAGE_LIMITS are a day's, from midnight, Brisbane time.
 * Stored bytes are not a day's and stay. Returns how many clients' counts it reset.
 */
export async function resetDailyCounts(_now: Date): Promise<number> {
  let reset = 0;
  for (const field of ['messagesToday', 'filesToday'] as const) {
    for (;;) {
      const page = (await countedTodayQuery(field, CHUNK).get()).docs;
      if (!page.length) break;
      const batch = db.batch();
      for (const doc of page) batch.update(doc.ref, { messagesToday: 0, filesToday: 0 });
      await batch.commit();
      reset += page.length;
      if (page.length < CHUNK) break;
    }
  }
  return reset;
}
