import {
  collection,
  doc,
  type Firestore,
  type FirestoreDataConverter,
  getCountFromServer,
  query,
  where,
} from 'firebase/firestore';

import { COLLECTIONS, LEAD_STATUSES, type LeadDocument, type LeadStatus } from '@agency/common';

import { toDate } from './timestamps';

/**
 * A lead as the web reads it. The `api` function creates leads; administrators change only `status` and `notes`
 * (firestore.rules), and `inviteClient` marks a converted lead `won` with its `convertedClientId`.
 */
export interface Lead extends Omit<LeadDocument<Date>, 'convertedClientId'> {
  id: string;
  convertedClientId: string | null;
}

const leadConverter: FirestoreDataConverter<Lead> = {
  toFirestore: () => {
    throw new Error('Change a lead with updateDoc on its status or notes; functions write the rest.');
  },
  fromFirestore: (snapshot) => {
    const data = snapshot.data({ serverTimestamps: 'estimate' }) as LeadDocument<unknown>;
    return {
      ...data,
      id: snapshot.id,
      // Leads stored before notes existed have none.
      notes: data.notes ?? '',
      createdAt: toDate(data.createdAt) ?? new Date(0),
      convertedClientId: data.convertedClientId ?? null,
    };
  },
};

export const leadsCollection = (db: Firestore) => collection(db, COLLECTIONS.leads).withConverter(leadConverter);
export const leadRef = (db: Firestore, id: string) => doc(leadsCollection(db), id);

/**
 * How many leads have each status, counted by the server (one aggregation query per status: no lead is read into
 * the browser; docs/decisions/018-dashboards-and-figures.md). Administrators only.
 */
export async function leadStatusCounts(db: Firestore): Promise<Record<LeadStatus, number>> {
  const counts = await Promise.all(
    LEAD_STATUSES.map(async (status) => {
      const snapshot = await getCountFromServer(query(leadsCollection(db), where('status', '==', status)));
      return [status, snapshot.data().count] as const;
    }),
  );
  return Object.fromEntries(counts) as Record<LeadStatus, number>;
}
