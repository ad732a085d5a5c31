import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type InvoiceDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredInvoice = InvoiceDocument<Timestamp>;

const invoices = () => db.collection(COLLECTIONS.invoices).withConverter(typed<StoredInvoice>());

/** `invoices/{id}`: `id` names it, or a new invoice gets a fresh id. */
export const invoiceRef = (id?: string) => (id ? invoices().doc(id) : invoices().doc());
