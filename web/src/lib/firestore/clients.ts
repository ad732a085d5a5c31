import {
  collection,
  doc,
  type Firestore,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { useMemo } from 'react';
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
  typedSearch,
} from '@agency/common';

import type { ClientSearch } from '@/components/forms/client-picker';
import type { PickerOption } from '@/components/forms/search-picker';

import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
import { list, oneOf, readConverter, type Shape, text, time } from './read';

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
    searchTerms: list<string>(),
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

/** A client as a choice reads: the name (or address), the business, and the address, as two may share a name. */
export const clientChoiceLabel = (client: Pick<Client, 'name' | 'businessName' | 'email'>) =>
  `${client.name || client.email}${client.businessName ? ` (${client.businessName})` : ''} · ${client.email}`;

/** How many clients a picker offers for what is typed: enough to choose from, never the whole list. */
export const CLIENT_SEARCH_LIMIT = 10;

/**
 * The clients (never administrators) holding `term` among their search terms, by name, a picker's page at most
 * (firestore.indexes.json has its index; admins only, by firestore.rules).
 */
export const clientSearchQuery = (db: Firestore, term: string) =>
  query(
    collection(db, COLLECTIONS.clients).withConverter(converter),
    where('role', '==', 'client'),
    where('searchTerms', 'array-contains', term),
    orderBy('name'),
    limit(CLIENT_SEARCH_LIMIT),
  );

/**
 * The clients matching what an administrator typed, by name, a picker's page at most (typedSearch: each typed word
 * asked of the server, every word checked here), or null while too little is typed to search.
 */
export async function searchClients(db: Firestore, typed: string): Promise<Client[] | null> {
  const { terms, matches } = typedSearch(typed);
  if (!terms.length) return null;
  const pages = await Promise.all(terms.map((term) => getDocs(clientSearchQuery(db, term))));
  const found = new Map<string, Client>();
  for (const { docs } of pages) {
    for (const client of docs.map((snapshot) => snapshot.data())) {
      if (matches(client.searchTerms ?? [])) found.set(client.uid, client);
    }
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name)).slice(0, CLIENT_SEARCH_LIMIT);
}

/** One client's profile, read once (a picker showing who is chosen), or null if there is none. */
export async function clientById(db: Firestore, uid: string): Promise<Client | null> {
  return (await getDoc(clientRef(db, uid))).data() ?? null;
}

/** The client picker's search, bound to this app's Firestore (the admin area provides it to every picker). */
export function useClientSearch(): ClientSearch {
  const db = useFirestore();
  return useMemo(() => {
    const asOption = (client: Client): PickerOption => ({ id: client.uid, label: clientChoiceLabel(client) });
    return {
      search: async (text) => (await searchClients(db, text))?.map(asOption) ?? null,
      // A link may name any account: the picker shows only a client as chosen, as its search offers only clients.
      lookup: async (uid) => {
        const client = await clientById(db, uid);
        return client?.role === 'client' ? asOption(client) : null;
      },
    };
  }, [db]);
}

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
