import type { Timestamp } from 'firebase-admin/firestore';

import { type ActivityDocument, type ActivityMailMark, COLLECTIONS } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

const activity = () =>
  db.collection(COLLECTIONS.activity).withConverter(typed<ActivityDocument<Timestamp> & ActivityMailMark<Timestamp>>());

/** One entry of the `activity` log: `id` names it, or it gets a fresh id. */
export const activityRef = (id?: string) => (id ? activity().doc(id) : activity().doc());

/** A client's timeline entries (the ones meant for them) from `start` (inclusive) to `end`, oldest first. */
export const clientTimelineBetween = (clientId: string, start: Date, end: Date) =>
  activity()
    .where('clientId', '==', clientId)
    .where('clientVisible', '==', true)
    .where('createdAt', '>=', start)
    .where('createdAt', '<', end)
    .orderBy('createdAt');
