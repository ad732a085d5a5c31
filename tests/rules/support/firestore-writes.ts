/**
 * `firebase/firestore` as the Firestore rules tests import it (tests/rules/vitest.config.ts points the name here):
 * the SDK itself, except that every way of writing notes when a write is stored. A test whose writes were all
 * refused, and that passed, leaves the database as its module's seed made it, so the next test need not clear and
 * seed it again (useFirestoreRulesEnv): most tests are callers refused, and clearing and seeding before each was
 * over half of the tier's time. A write still under way counts as stored.
 */
import * as firestore from '@firebase/firestore';

export * from '@firebase/firestore';

let stored = true;
const underWay = new Set<Promise<unknown>>();

/** Whether anything may have changed since the seed: a write stored or still under way, or a test failed. */
export const changedSinceSeed = () => stored || underWay.size > 0;

/**
 * Once every write still under way has landed or been refused: a write a test did not wait for must not land after
 * the database is cleared and then be forgotten when the seed is marked done.
 */
export const writesSettled = () => Promise.allSettled([...underWay]);

/** The database is as the seed made it. */
export const seeded = () => {
  stored = false;
};

/** Something may have changed that no write here saw (a failed test, which may have stopped part way). */
export const markChanged = () => {
  stored = true;
};

function noted<T>(write: Promise<T>): Promise<T> {
  underWay.add(write);
  return write.then(
    (value) => {
      underWay.delete(write);
      stored = true;
      return value;
    },
    (error: unknown) => {
      underWay.delete(write);
      throw error;
    },
  );
}

type Write = (...args: never[]) => Promise<unknown>;
const noting = <F extends Write>(write: F): F => ((...args: Parameters<F>) => noted(write(...args))) as F;

export const setDoc = noting(firestore.setDoc);
export const updateDoc = noting(firestore.updateDoc);
export const addDoc = noting(firestore.addDoc);
export const deleteDoc = noting(firestore.deleteDoc);
export const runTransaction = noting(firestore.runTransaction);

export const writeBatch = ((db: firestore.Firestore) => {
  const batch = firestore.writeBatch(db);
  const commit = batch.commit.bind(batch);
  batch.commit = () => noted(commit());
  return batch;
}) as typeof firestore.writeBatch;
