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

/**
 * The entries about one quote and its invoices (each names the quote in `details.quoteId`), at most `limit`: a
 * quote's life is a handful of events (sent, accepted, an invoice issued, voided, paid in parts).
 */
export const quoteActivityQuery = (clientId: string, quoteId: string, limit: number) =>
  activity().where('clientId', '==', clientId).where('details.quoteId', '==', quoteId).limit(limit);
