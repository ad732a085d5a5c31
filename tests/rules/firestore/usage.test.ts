import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, increment, setDoc, updateDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, FILE_LIMITS, USAGE_LIMITS, type UsageDocument } from '@agency/common';

import { usage } from '../../support/factories';
import {
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

/**
 * usage/{clientId}: what each client business has used of its limits (docs/decisions/024-usage-limits.md). A
 * message or an upload counts itself here in the same batch (threads.test.ts and files.test.ts hold those rules);
 * this is the counter's own table: who reads it, and that a count only ever goes up, a step at a time, never past
 * its limit.
 */

const USAGE = COLLECTIONS.usage;
const SEEDED = usage({ messagesToday: 5, filesToday: 2, bytesStored: 10_000 });

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    for (const uid of [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID]) {
      await setDoc(doc(context.firestore(), USAGE, uid), SEEDED);
    }
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();
const usageOf = (caller: CallerName, clientId: string) => doc(db(caller), USAGE, clientId);
const seed = (clientId: string, counts: Partial<UsageDocument>) =>
  env().withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), USAGE, clientId), usage(counts)));

describe.each(['client', 'another client'] as const)('usage, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow reading their own usage', async () => {
    const snapshot = await assertSucceeds(getDoc(usageOf(caller, uid)));
    expect(snapshot.data()).toEqual(SEEDED);
  });

  it('should not allow reading another client’s usage, or listing usage', async () => {
    await assertFails(getDoc(usageOf(caller, other)));
    await assertFails(getDocs(collection(db(caller), USAGE)));
  });

  it('should allow counting up: one message, one upload, up to one file’s size, naming what was counted', async () => {
    await assertSucceeds(updateDoc(usageOf(caller, uid), { messagesToday: increment(1), lastMessage: 't/m' }));
    await assertSucceeds(
      updateDoc(usageOf(caller, uid), {
        filesToday: increment(1),
        bytesStored: increment(FILE_LIMITS.maxBytes),
        lastFileId: 'f',
      }),
    );
  });

  it('should allow a first count when they have none yet', async () => {
    await env().withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), USAGE, uid)));
    await assertSucceeds(setDoc(usageOf(caller, uid), { messagesToday: increment(1) }, { merge: true }));
  });

  it.each([
    ['a count down', { messagesToday: SEEDED.messagesToday - 1 }],
    ['the day’s messages back to 0', { messagesToday: 0 }],
    ['the day’s uploads back to 0', { filesToday: 0 }],
    ['bytes given back', { bytesStored: 0 }],
    ['two messages at once', { messagesToday: increment(2) }],
    ['two uploads at once', { filesToday: increment(2) }],
    ['more than one file’s size at once', { bytesStored: increment(FILE_LIMITS.maxBytes + 1) }],
    ['a count that is not a whole number', { bytesStored: increment(0.5) }],
    ['a count that is not a number', { messagesToday: 'many' }],
    ['an extra field', { plan: 'unlimited' }],
    ['a last message that is not text', { lastMessage: 42 }],
  ])('should not allow %s', async (_what, change) => {
    await assertFails(updateDoc(usageOf(caller, uid), change));
  });

  it('should not allow a first count of more than one, or counts given back', async () => {
    await env().withSecurityRulesDisabled((context) => deleteDoc(doc(context.firestore(), USAGE, uid)));
    await assertFails(setDoc(usageOf(caller, uid), { messagesToday: 2 }));
    await assertFails(setDoc(usageOf(caller, uid), { filesToday: -5 }));
    await assertFails(setDoc(usageOf(caller, uid), { bytesStored: -1_000_000 }));
  });

  it('should not allow a count past its limit', async () => {
    await seed(uid, {
      messagesToday: USAGE_LIMITS.messagesPerDay,
      filesToday: USAGE_LIMITS.filesPerDay,
      bytesStored: USAGE_LIMITS.bytesStored - 10,
    });
    await assertFails(updateDoc(usageOf(caller, uid), { messagesToday: increment(1) }));
    await assertFails(updateDoc(usageOf(caller, uid), { filesToday: increment(1) }));
    await assertFails(updateDoc(usageOf(caller, uid), { bytesStored: increment(11) }));
    await assertSucceeds(updateDoc(usageOf(caller, uid), { bytesStored: increment(10) }));
  });

  it('should allow counting one thing while another count is past its limit (a limit lowered since)', async () => {
    await seed(uid, { bytesStored: USAGE_LIMITS.bytesStored + 1 });
    await assertSucceeds(updateDoc(usageOf(caller, uid), { messagesToday: increment(1), lastMessage: 't/m' }));
  });

  it('should not allow counting in another client’s usage, or deleting usage', async () => {
    await assertFails(updateDoc(usageOf(caller, other), { messagesToday: increment(1) }));
    await assertFails(deleteDoc(usageOf(caller, uid)));
    await assertFails(deleteDoc(usageOf(caller, other)));
  });
});

describe('usage, for an admin', () => {
  it('should allow reading any client’s usage, one by one', async () => {
    await assertSucceeds(getDoc(usageOf('admin', CLIENT_UID)));
    await assertSucceeds(getDoc(usageOf('admin', OTHER_CLIENT_UID)));
  });

  it('should not allow listing usage, or writing any: the agency’s own messages and files are not counted', async () => {
    await assertFails(getDocs(collection(db('admin'), USAGE)));
    await assertFails(updateDoc(usageOf('admin', CLIENT_UID), { messagesToday: increment(1) }));
    await assertFails(updateDoc(usageOf('admin', CLIENT_UID), { messagesToday: 0, filesToday: 0 }));
    await assertFails(setDoc(usageOf('admin', CALLER_UIDS.admin), { messagesToday: 1 }));
    await assertFails(deleteDoc(usageOf('admin', CLIENT_UID)));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'usage, for a caller who is %s',
  (caller) => {
    const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];

    it('should not allow reading any usage, their own included', async () => {
      await assertFails(getDoc(usageOf(caller, CLIENT_UID)));
      await assertFails(getDoc(usageOf(caller, uid)));
      await assertFails(getDocs(collection(db(caller), USAGE)));
    });

    it('should not allow counting, or changing or deleting any usage', async () => {
      await assertFails(updateDoc(usageOf(caller, CLIENT_UID), { messagesToday: increment(1) }));
      await assertFails(setDoc(usageOf(caller, uid), { messagesToday: 1 }, { merge: true }));
      await assertFails(updateDoc(usageOf(caller, CLIENT_UID), { messagesToday: 0 }));
      await assertFails(deleteDoc(usageOf(caller, CLIENT_UID)));
    });
  },
);
