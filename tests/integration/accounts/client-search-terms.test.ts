import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { afterAll, describe, expect, it } from 'vitest';

import { COLLECTIONS, leadSearchTerms } from '@agency/common';

import { lead } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import {
  clientFirestore,
  eventually,
  newAccount,
  onboardingAnswers,
  profileOf,
  removeTestAccounts,
} from '../support/accounts';
import { callCallable } from '../support/callables';
import { idTokenFor } from '../support/sign-in';

// After the test support has started the Admin SDK for the emulators' project.
const { runScheduledJob } = await import('../../../scripts/job');

afterAll(removeTestAccounts);

const termsOf = async (uid: string) => ((await profileOf(uid))?.searchTerms ?? []) as string[];

describe('keepClientSearchTerms', () => {
  it('gives a new profile its terms, and keeps them in step with the client’s own edits', async () => {
    const client = await newAccount();
    expect((await callCallable('completeOnboarding', onboardingAnswers, await idTokenFor(client))).status).toBe(200);
    await eventually(async () => expect(await termsOf(client.uid)).toEqual(expect.arrayContaining(['al', 'naturo'])));

    const { db: clientDb, close } = await clientFirestore(client);
    try {
      await updateDoc(doc(clientDb, COLLECTIONS.clients, client.uid), {
        name: 'Zelda Quince',
        businessName: 'Quince Tonics',
        namesChangedAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      });
    } finally {
      await close();
    }
    await eventually(async () => {
      const terms = await termsOf(client.uid);
      expect(terms).toEqual(expect.arrayContaining(['ze', 'zelda', 'quince', 'ton']));
      expect(terms).not.toContain('alice');
      expect(terms).not.toContain('naturopathy');
    });
  });

  it('follows an email changed by a function, and mends terms written past the rules', async () => {
    const client = await newAccount();
    expect((await callCallable('completeOnboarding', onboardingAnswers, await idTokenFor(client))).status).toBe(200);
    const profile = db.collection(COLLECTIONS.clients).doc(client.uid);

    await profile.update({ email: 'moved.address@elsewhere.example' });
    await eventually(async () =>
      expect(await termsOf(client.uid)).toEqual(expect.arrayContaining(['moved.address@el', 'elsewhere.example'])),
    );

    await profile.update({ searchTerms: ['mallory'] });
    await eventually(async () => {
      const terms = await termsOf(client.uid);
      expect(terms).not.toContain('mallory');
      expect(terms).toContain('alice');
    });
  });
});

describe('the backfillSearchTerms job', () => {
  it('gives a lead stored before search existed its terms, and a second run rewrites nothing', async () => {
    const enquiry = lead({ name: 'Ottilie Backfill', email: 'ottilie@backfill.example', message: 'Old enquiry.' });
    const ref = db.collection(COLLECTIONS.leads).doc();
    await ref.set(enquiry);

    expect(await runScheduledJob('backfillSearchTerms')).toMatch(/Search terms: \d+ client\(s\) and \d+ lead\(s\)/);
    const first = await ref.get();
    expect(first.get('searchTerms')).toEqual(leadSearchTerms(enquiry));

    await runScheduledJob('backfillSearchTerms');
    expect((await ref.get()).updateTime?.isEqual(first.updateTime!)).toBe(true);
    await ref.delete();
  });
});
