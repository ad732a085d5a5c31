import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type RateLimitDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

/** `rateLimits/{bucket}`: one window of one limit. */
export const rateLimitRef = (bucket: string) =>
  db.collection(COLLECTIONS.rateLimits).doc(bucket).withConverter(typed<RateLimitDocument<Timestamp>>());
