import type { Timestamp } from 'firebase-admin/firestore';

import { type ActivityDocument, COLLECTIONS } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

const activity = () => db.collection(COLLECTIONS.activity).withConverter(typed<ActivityDocument<Timestamp>>());

/** One entry of the `activity` log: `id` names it, or it gets a fresh id. */
export const activityRef = (id?: string) => (id ? activity().doc(id) : activity().doc());
