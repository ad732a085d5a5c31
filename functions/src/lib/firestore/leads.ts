import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type LeadDocument, OPEN_LEAD_STATUSES } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredLead = LeadDocument<Timestamp>;

/** Every lead, for listing. */
export const leadsCollection = () => db.collection(COLLECTIONS.leads).withConverter(typed<StoredLead>());

/** `leads/{id}`, or a new lead's ref when no id is given. */
export const leadRef = (id?: string) => (id ? leadsCollection().doc(id) : leadsCollection().doc());

/** The newest `max` leads, newest first (the contacts API's pages). */
export const newestLeadsQuery = (max: number) => leadsCollection().orderBy('createdAt', 'desc').limit(max);

/** How many of an address's newest open leads a new enquiry from it looks through for its sender's own. */
export const OPEN_LEADS_READ = 10;

/**
 * The newest open leads (OPEN_LEAD_STATUSES) from `email` (stored lower-cased and trimmed, as the contact schema
 * leaves it), at most OPEN_LEADS_READ: a new enquiry from that address joins the newest of them in its sender's
 * name, so a stranger's one enquiry under another name cannot come between a person and their lead. Index:
 * (email, status, createdAt desc).
 */
export const openLeadsByEmailQuery = (email: string) =>
  leadsCollection()
    .where('email', '==', email)
    .where('status', 'in', [...OPEN_LEAD_STATUSES])
    .orderBy('createdAt', 'desc')
    .limit(OPEN_LEADS_READ);
