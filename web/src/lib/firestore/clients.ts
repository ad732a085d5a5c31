import {
  collection,
  doc,
  type DocumentSnapshot,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  serverTimestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';

import {
  CLIENT_STATUSES,
  type ClientProfile,
  type ClientStatus,
  COLLECTIONS,
  INDUSTRY_VALUES,
  namesDiffer,
  NOTIFICATION_PREFERENCES,
  type OnboardingAnswers,
  type ProfileInput,
  ROLES,
  typedSearch,
} from '@agency/common';

import type { ClientSearch } from '@/components/forms/client-picker';
import type { PickerOption } from '@/components/forms/search-picker';

import { type FailurePolicy, useLiveDocument } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
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
    namesChangedAt: time(),
    searchTerms: list<string>(),
  },
};

const converter = readConverter(
  CLIENT_SHAPE,
  'Profiles are written field by field (updateOwnProfile) or by functions.',
);

export const clientRef = (db: Firestore, uid: string) => doc(db, COLLECTIONS.clients, uid).withConverter(converter);

/**
 * A client's own edit: only their editable fields, stamped with the server's time, and a change of their names
 * (from `stored`, the profile as they see it) stamped as a rename too (firestore.rules checks all three).
 */
export async function updateOwnProfile(
  db: Firestore,
  uid: string,
  changes: ProfileInput,
  stored: Pick<Client, 'name' | 'businessName'>,
): Promise<void> {
  await updateDoc(doc(db, COLLECTIONS.clients, uid), {
    ...changes,
    updatedAt: serverTimestamp(),
    ...(namesDiffer(stored, changes) ? { namesChangedAt: serverTimestamp() } : {}),
  });
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

/** One profile, live (none to read while `uid` is null). */
export function useClient<P extends FailurePolicy>(uid: string | null | undefined, policy: P) {
  const db = useFirestore();
  return useLiveDocument(uid ? clientRef(db, uid) : null, policy);
}

/** The columns the clients screen sorts by. */
export type ClientSortKey = 'name' | 'business' | 'joined';

export interface ClientSort {
  by: ClientSortKey;
  direction: 'asc' | 'desc';
}

/** The stored field each sort orders on (code-point order: the server's, not a collator's). */
const SORT_FIELDS: Record<ClientSortKey, 'name' | 'businessName' | 'createdAt'> = {
  name: 'name',
  business: 'businessName',
  joined: 'createdAt',
};

/** What the clients screen lists: every profile (administrators too), or those of one status or search term. */
export interface ClientListView {
  sort: ClientSort;
  status: ClientStatus | null;
  /** One search term the profiles must hold among their `searchTerms` (typedSearch's first), or null. */
  term: string | null;
}

/** Rows on one page of the clients screen. */
export const CLIENT_PAGE_SIZE = 25;

const narrowedBy = ({ status, term }: Pick<ClientListView, 'status' | 'term'>): QueryConstraint[] => [
  ...(status ? [where('status', '==', status)] : []),
  ...(term ? [where('searchTerms', 'array-contains', term)] : []),
];

/**
 * At most `max` profiles of `view`, in its order, from `cursor` on (or up to it, for the page before). Sorted on
 * the server: the single-field indexes serve the whole list; firestore.indexes.json has (status, field) and
 * (searchTerms, field) in both directions for each sort, and Firestore merges the two for a status and a term.
 * Administrators only (firestore.rules).
 */
export function clientListQuery(db: Firestore, view: ClientListView, cursor: PageCursor | null, max: number) {
  return query(
    collection(db, COLLECTIONS.clients).withConverter(converter),
    ...narrowedBy(view),
    orderBy(SORT_FIELDS[view.sort.by], view.sort.direction),
    ...pageConstraints(cursor, max),
  );
}

/**
 * The window a page of clients is one of (useLive): its status and order, not its search. The screen checks every
 * row it shows against what was typed, so the rows of the search before, narrowed to those that match the new one,
 * are true while its own page is on its way; a row that still matches stays where it is rather than going under a
 * spinner as it is clicked.
 */
export const clientPageWindow = (view: ClientListView) => JSON.stringify({ sort: view.sort, status: view.status });

/**
 * One page of `view` from `cursor`, live (CLIENT_PAGE_SIZE rows, one more read to know whether a next page exists).
 * While another page or search of the same window is on its way, the rows shown stay (`moving`).
 */
export const useClientPage = <P extends FailurePolicy>(view: ClientListView, cursor: PageCursor | null, policy: P) =>
  useLivePage(
    clientListQuery(useFirestore(), view, cursor, CLIENT_PAGE_SIZE + 1),
    cursor,
    CLIENT_PAGE_SIZE,
    policy,
    clientPageWindow(view),
  );

export type ClientCounts = Record<ClientStatus | 'all', number>;

/**
 * How many profiles there are, in all and of each status, holding `term` when one is given: counted by the server
 * (aggregation queries: no profile is read into the browser). Administrators only.
 */
export async function clientCounts(db: Firestore, term: string | null): Promise<ClientCounts> {
  const count = (status: ClientStatus | null) => countClients(db, { status, term });
  const [all, ...each] = await Promise.all([count(null), ...CLIENT_STATUSES.map(count)]);
  return { all, ...Object.fromEntries(CLIENT_STATUSES.map((status, i) => [status, each[i]])) } as ClientCounts;
}

/** The profiles of one status or term (or all of them), to be counted by the server, never read. */
export const clientCountQuery = (db: Firestore, of: Pick<ClientListView, 'status' | 'term'>) =>
  query(collection(db, COLLECTIONS.clients), ...narrowedBy(of));

/** How many profiles of one status or term (or all of them), counted by the server. Administrators only. */
export async function countClients(db: Firestore, of: Pick<ClientListView, 'status' | 'term'>): Promise<number> {
  return (await getCountFromServer(clientCountQuery(db, of))).data().count;
}

/**
 * Every profile of `view`, in its order, `pageSize` at a time (each page starts after the last): an export's
 * read, which never holds more than one page of documents it has not handed on.
 */
export async function* clientsInPages(db: Firestore, view: ClientListView, pageSize: number): AsyncGenerator<Client[]> {
  let after: DocumentSnapshot | undefined;
  for (;;) {
    const page = await getDocs(clientListQuery(db, view, after ? { after } : null, pageSize));
    if (page.docs.length) yield page.docs.map((row) => row.data());
    after = page.docs.at(-1);
    if (page.size < pageSize) return;
  }
}
