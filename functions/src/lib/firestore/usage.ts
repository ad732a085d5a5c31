import { COLLECTIONS, type UsageDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

const usage = () => db.collection(COLLECTIONS.usage).withConverter(typed<UsageDocument>());

/** `usage/{clientId}`: what a client business has used of its limits (common's USAGE_LIMITS). */
export const usageRef = (clientId: string) => usage().doc(clientId);

/** The usage documents with something counted today in `field`, for the midnight reset. */
export const countedTodayQuery = (field: 'messagesToday' | 'filesToday', limit: number) =>
  usage().where(field, '>', 0).limit(limit);
