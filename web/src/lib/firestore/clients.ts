import {
  collection,
  doc,
  type Firestore,
  type FirestoreDataConverter,
  query,
  serverTimestamp,
  type Timestamp,
  updateDoc,
} from 'firebase/firestore';

import { type ClientProfile, COLLECTIONS, type ProfileInput } from '@agency/common';

import { toDate } from './timestamps';

/**
 * A profile as the web reads it: the document plus its uid, timestamps as Dates (null while a write the server
 * will stamp is still pending).
 */
export interface Client extends ClientProfile<Date | null> {
  uid: string;
}

const converter: FirestoreDataConverter<Client> = {
  toFirestore: () => {
    throw new Error('Profiles are written field by field (updateOwnProfile) or by functions.');
  },
  fromFirestore: (snapshot) => {
    const data = snapshot.data() as Partial<ClientProfile<Timestamp>>;
    return {
      name: data.name ?? '',
      email: data.email ?? '',
      businessName: data.businessName ?? '',
      phone: data.phone ?? '',
      website: data.website ?? '',
      location: data.location ?? '',
      industry: data.industry ?? '',
      notificationPreference: data.notificationPreference ?? 'instant',
      status: data.status ?? 'active',
      role: data.role ?? 'client',
      onboarding: data.onboarding ?? null,
      uid: snapshot.id,
      createdAt: toDate(data.createdAt),
      updatedAt: toDate(data.updatedAt),
      onboardedAt: toDate(data.onboardedAt),
    };
  },
};

export const clientRef = (db: Firestore, uid: string) => doc(db, COLLECTIONS.clients, uid).withConverter(converter);

/** Every profile (admins only; firestore.rules refuses the list to anyone else). */
export const allClientsQuery = (db: Firestore) => query(collection(db, COLLECTIONS.clients).withConverter(converter));

/** A client's own edit: only their editable fields, stamped with the server's time (firestore.rules checks both). */
export async function updateOwnProfile(db: Firestore, uid: string, changes: ProfileInput): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.clients, uid), { ...changes, updatedAt: serverTimestamp() });
}

/** Brings the profile's copy of the sign-in email in line with the account's, after an email change. */
export async function syncProfileEmail(db: Firestore, uid: string, email: string): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.clients, uid), { email, updatedAt: serverTimestamp() });
}

/**
 * Clients as choices for a select, sorted: the name (or address), the business, and the address, because two
 * clients may share a name. Administrators' own profiles are left out.
 */
export const clientChoices = (clients: readonly Client[]) =>
  clients
    .filter((client) => client.role === 'client')
    .map((client) => ({
      value: client.uid,
      label: `${client.name || client.email}${client.businessName ? ` (${client.businessName})` : ''} · ${client.email}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
