import {
  collection,
  doc,
  type DocumentSnapshot,
  endBefore,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  limit,
  limitToLast,
  orderBy,
  query,
  type QueryConstraint,
  type QuerySnapshot,
  serverTimestamp,
  startAfter,
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
  NOTIFICATION_PREFERENCES,
  type OnboardingAnswers,
  type ProfileInput,
  ROLES,
  typedSearch,
} from '@agency/common';

import type { ClientSearch } from '@/components/forms/client-picker';
import type { PickerOption } from '@/components/forms/search-picker';

import { type FailurePolicy, fromQuery, type Live, type LiveSource, useLive, useLiveDocument } from './live';
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

/** Where a page starts: after one profile (the next page) or before one (the page before), by the view's order. */
export type ClientCursor = { after: DocumentSnapshot } | { before: DocumentSnapshot };

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
export function clientListQuery(db: Firestore, view: ClientListView, cursor: ClientCursor | null, max: number) {
  const constraints = [...narrowedBy(view), orderBy(SORT_FIELDS[view.sort.by], view.sort.direction)];
  if (cursor && 'before' in cursor) constraints.push(endBefore(cursor.before), limitToLast(max));
  else constraints.push(...(cursor ? [startAfter(cursor.after)] : []), limit(max));
  return query(collection(db, COLLECTIONS.clients).withConverter(converter), ...constraints);
}

/** One page of the clients screen, with the cursors of its neighbours. */
export interface ClientPage {
  rows: Client[];
  /** The first and last rows' snapshots: where the pages before and after start. */
  first: DocumentSnapshot | undefined;
  last: DocumentSnapshot | undefined;
  hasBefore: boolean;
  hasAfter: boolean;
}

const NO_PAGE: ClientPage = { rows: [], first: undefined, last: undefined, hasBefore: false, hasAfter: false };

/**
 * A page from a query asking one row more than the page holds: the extra row (first going back, last going on)
 * only says that another page lies that way, and is not shown.
 */
export function readClientPage(snapshot: QuerySnapshot<Client>, cursor: ClientCursor | null, size: number): ClientPage {
  const backwards = Boolean(cursor && 'before' in cursor);
  const extra = snapshot.docs.length > size;
  const docs = extra ? (backwards ? snapshot.docs.slice(1) : snapshot.docs.slice(0, size)) : snapshot.docs;
  return {
    rows: docs.map((row) => row.data()),
    first: docs[0],
    last: docs.at(-1),
    hasBefore: backwards ? extra : cursor !== null,
    hasAfter: backwards || extra,
  };
}

/**
 * A page's live source, answering only with what the server has confirmed: the local cache holds only the
 * profiles earlier pages brought (the row read past the last one, say), so its first answer for a new page is a
 * page with rows missing, and would flash before the real one. The listener hears metadata changes so that the
 * server's word still arrives when it matches the cache's.
 */
function confirmedPage(db: Firestore, view: ClientListView, cursor: ClientCursor | null): LiveSource<ClientPage> {
  const source = fromQuery(
    clientListQuery(db, view, cursor, CLIENT_PAGE_SIZE + 1),
    (snapshot) => (snapshot.metadata.fromCache ? null : readClientPage(snapshot, cursor, CLIENT_PAGE_SIZE)),
    true,
  );
  const listen: LiveSource<ClientPage>['listen'] = (next, fail) => source.listen((page) => page && next(page), fail);
  // Kept whole (its query too), so a source of the same query is known as the same and not listened to again.
  return { ...source, listen } as unknown as LiveSource<ClientPage>;
}

/**
 * One page of `view` from `cursor`, live (CLIENT_PAGE_SIZE rows, one more read to know whether a next page exists).
 * While the next or previous page of the same view is on its way, the rows shown stay (`moving`).
 */
export const useClientPage = <P extends FailurePolicy>(view: ClientListView, cursor: ClientCursor | null, policy: P) =>
  useLive(confirmedPage(useFirestore(), view, cursor), {
    policy,
    window: JSON.stringify(view),
    empty: NO_PAGE,
  }) as Live<ClientPage, P>;

/** A profile's snapshot, for a page named by the address as starting at it (null when it no longer exists). */
export async function clientCursorSnapshot(db: Firestore, uid: string): Promise<DocumentSnapshot | null> {
  const snapshot = await getDoc(clientRef(db, uid));
  return snapshot.exists() ? snapshot : null;
}

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
