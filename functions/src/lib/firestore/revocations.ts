import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type SessionRevocation } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

/** `revocations/{uid}`: when the account's sessions were last ended, and its access since. */
export const revocationRef = (uid: string) =>
  db.collection(COLLECTIONS.revocations).doc(uid).withConverter(typed<SessionRevocation<Timestamp>>());
