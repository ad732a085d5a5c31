import { collection, doc, type Firestore, query, serverTimestamp, updateDoc } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  CLIENT_STATUSES,
  type ClientProfile,
  COLLECTIONS,
  INDUSTRY_VALUES,
  NOTIFICATION_PREFERENCES,
  type OnboardingAnswers,
  type ProfileInput,
  ROLES,
} from '@agency/common';

import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
import { oneOf, readConverter, type Shape, text, time } from './read';

/**
 * A profile as the web reads it: the document plus its uid, timestamps as Dates (null while a write the server
 * will stamp is still pending).
 */
export interface Client extends ClientProfile<Date | null> {
  uid: string;
}

/** How a stored profile reads: every field, so a profile from before a field existed reads it empty. */
export const CLIENT_SHAPE: Shape<Client> = {
  id: 'uid',
  fields: {
    name: text(),
    email: text(),
    businessName: text(),
    phone: text(),
    website: text(),
    location: text(),
    industry: oneOf(INDUSTRY_VALUES, ''),
    notificationPreference: oneOf(NOTIFICATION_PREFERENCES, 'instant'),
    status: oneOf(CLIENT_STATUSES, 'active'),
    role: oneOf(ROLES, 'client'),
    onboarding: (stored) => (stored && typeof stored === 'object' ? (stored as OnboardingAnswers) : null),
    createdAt: time(),
    updatedAt: time(),
    onboardedAt: time(),
  },
};

const converter = readConverter(
  CLIENT_SHAPE,
  'Profiles are written field by field (updateOwnProfile) or by functions.',
);

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

/** Every profile, live (administrators only). */
export const useAllClients = <P extends FailurePolicy>(policy: P) =>
  useLiveRows(allClientsQuery(useFirestore()), policy);

/** One profile, live (none to read while `uid` is null). */
export function useClient<P extends FailurePolicy>(uid: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(uid ? clientRef(db, uid) : null, policy);
}

/** Every profile, live, for the dashboard's names: its card's failure and Try again (`attempt`) are the card's. */
export const useDashboardClients = (attempt: number) =>
  useLiveRows(allClientsQuery(useFirestore()), 'card', 'dashboard', attempt);
