import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type QuoteDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredQuote = QuoteDocument<Timestamp>;

const quotes = () => db.collection(COLLECTIONS.quotes).withConverter(typed<StoredQuote>());

/** `quotes/{id}`: `id` names it, or a new quote gets a fresh id. */
export const quoteRef = (id?: string) => (id ? quotes().doc(id) : quotes().doc());

/**
 * Every quote still open for an answer. Only sent quotes, which are few at any time, so the expiry job filters
 * them by `validUntil` itself and needs no composite index.
 */
export const sentQuotesQuery = () => quotes().where('status', '==', 'sent');
