import {
  collection,
  doc,
  documentId,
  type Firestore,
  getCountFromServer,
  limit,
  orderBy,
  query,
  type QueryConstraint,
  where,
} from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  type Milestone,
  NOTHING_DUE,
  type ProjectDocument,
  type ProjectStatus,
  type ServiceInterest,
} from '@agency/common';

import { activityConverter, type ActivityRow } from './activity';
import { IDS_PER_QUERY, type LookUpChunk, useLookedUp } from './by-ids';
import { type FailurePolicy, fromQuery, LATER, useLiveDocument, useLiveRows } from './live';
import { pageConstraints, type PageCursor, useLivePage } from './paging';
import { count, flag, list, readConverter, type Shape, text, time } from './read';

/** A project as the web reads it: its id, times as Dates. Functions write projects; the web only reads them. */
export interface Project extends ProjectDocument<Date> {
  id: string;
}

/** One entry of a project's timeline, as the client reads it (read as tolerantly as the log). */
export type TimelineEntry = ActivityRow;

const EPOCH = new Date(0);

/** How a stored project reads: its times, and what a project from before a field existed lacks. */
export const PROJECT_SHAPE: Shape<Project> = {
  id: 'id',
  fields: {
    summary: text(),
    startDate: time(),
    dueDate: time(),
    milestones: list<Milestone<Date>>({ fields: { dueDate: time(), completedAt: time() } }),
    progress: count(),
    archived: flag,
    createdAt: time(EPOCH),
    updatedAt: time(EPOCH),
    searchTerms: list<string>(),
    // A project stored before the field reads as having nothing due (the backfill job gives it the real one).
    dueNext: time(NOTHING_DUE),
  },
};

const projectConverter = readConverter(PROJECT_SHAPE, 'Projects and their timelines are written by functions only.');

export const projectsCollection = (db: Firestore) =>
  collection(db, COLLECTIONS.projects).withConverter(projectConverter);
export const projectRef = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.projects, id).withConverter(projectConverter);

/** How many entries of a project's timeline are read at a time. */
export const TIMELINE_PAGE = 20;

/**
 * A project's timeline as its client sees it, newest first, `max` entries: the entries about it that are meant for
 * them (the rules let a client list only entries with their `clientId` and `clientVisible`, so the query says both).
 */
export const projectTimelineQuery = (db: Firestore, clientId: string, projectId: string, max: number) =>
  query(
    collection(db, COLLECTIONS.activity),
    where('clientId', '==', clientId),
    where('clientVisible', '==', true),
    where('projectId', '==', projectId),
    orderBy('createdAt', 'desc'),
    limit(max),
  ).withConverter(activityConverter);

/**
 * A client's newest timeline entries across all their business, newest first, `max` of them (the rules' two
 * filters said, as for a project's timeline).
 */
export const clientTimelineQuery = (db: Firestore, clientId: string, max: number) =>
  query(
    collection(db, COLLECTIONS.activity),
    where('clientId', '==', clientId),
    where('clientVisible', '==', true),
    orderBy('createdAt', 'desc'),
    limit(max),
  ).withConverter(activityConverter);

/** The order a client's projects are listed in: the ones still going first, then the most recently changed. */
export function byActivity(a: Project, b: Project): number {
  const finished = (project: Project) => Number(project.archived || project.status === 'completed');
  return finished(a) - finished(b) || b.updatedAt.getTime() - a.updatedAt.getTime();
}

/**
 * A client's `max` most recently changed projects: their own Projects screen and pickers, or what an
 * administrator's filter or form offers once a client is chosen, never every project (firestore.rules let a client
 * list only a query that asks for their own).
 */
export const clientProjectsQuery = (db: Firestore, clientId: string, max: number) =>
  query(
    collection(db, COLLECTIONS.projects),
    where('clientId', '==', clientId),
    orderBy('updatedAt', 'desc'),
    limit(max),
  ).withConverter(projectConverter);

/** Up to IDS_PER_QUERY projects by id (administrators only, by firestore.rules). */
export const projectsByIdQuery = (db: Firestore, ids: readonly string[]) =>
  query(collection(db, COLLECTIONS.projects), where(documentId(), 'in', ids.slice(0, IDS_PER_QUERY))).withConverter(
    projectConverter,
  );

/**
 * The most projects a chosen client's filter or form offers, and a client's Projects screen shows before Show more:
 * far more than one business runs at once.
 */
export const CLIENT_PROJECTS_SHOWN = 50;

/** A client's most recently changed projects, live (none to read while `clientId` is empty). */
export function useClientProjects<P extends FailurePolicy>(clientId: string | null, policy: P) {
  const db = useFirestore();
  return useLiveRows(clientId ? clientProjectsQuery(db, clientId, CLIENT_PROJECTS_SHOWN) : null, policy);
}

/** One `in` query's worth of projects' names, live. */
const projectNamesOfChunk =
  (db: Firestore): LookUpChunk<string> =>
  (ids) =>
    fromQuery(projectsByIdQuery(db, ids), (snapshot) =>
      snapshot.docs.map((project): [string, string] => [project.id, project.data().name]),
    );

/**
 * The names of the projects of the rows on screen, looked up by id (at most MOST_LOOKED_UP, live; a project not
 * yet known is absent). Quiet: a failed look-up leaves rows without their project's name.
 */
export function useProjectNames(ids: readonly (string | null | undefined)[]): ReadonlyMap<string, string> {
  const db = useFirestore();
  const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
  return useLookedUp('projects', wanted, projectNamesOfChunk(db));
}

/**
 * A client's own `max` most recently changed projects, live; while more are asked for (Show more), those shown
 * stay.
 */
export const useOwnProjects = <P extends FailurePolicy>(clientId: string, policy: P, max = CLIENT_PROJECTS_SHOWN) =>
  useLiveRows(clientProjectsQuery(useFirestore(), clientId, max), policy, `own ${clientId}`);

/** The admin Projects screen's orders: what is due soonest first (nothing due last), or the last changed first. */
export type ProjectSort = 'due' | 'updated';

/** What narrows the admin Projects screen's list (null: not narrowed by it). */
export interface ProjectNarrowing {
  status: ProjectStatus | null;
  service: ServiceInterest | null;
  clientId: string | null;
  /** Archived projects too; without it only the working ones. */
  archived: boolean;
  /** One search term the projects must hold among their `searchTerms` (searchPlan's), or null. */
  term: string | null;
}

/** What the admin Projects screen lists: its narrowing, in one of its orders. */
export interface ProjectListView extends ProjectNarrowing {
  sort: ProjectSort;
}

/** Rows on one page of the admin Projects screen. */
export const PROJECT_PAGE_SIZE = 25;

const narrowedBy = ({ status, service, clientId, archived, term }: ProjectNarrowing): QueryConstraint[] => [
  ...(archived ? [] : [where('archived', '==', false)]),
  ...(status ? [where('status', '==', status)] : []),
  ...(service ? [where('service', '==', service)] : []),
  ...(clientId ? [where('clientId', '==', clientId)] : []),
  ...(term ? [where('searchTerms', 'array-contains', term)] : []),
];

/**
 * At most `max` projects of `view`, in its order (`dueNext` ascending, or `updatedAt` newest first; ties by id),
 * from `cursor` on (or up to it, for the page before). firestore.indexes.json has each narrowing field with each
 * order, and Firestore merges them for several (docs/decisions/036-projects-listed-by-server.md). A project stored
 * before `dueNext` existed is missing from the due order until the backfillProjectLists job has run.
 * Administrators only (firestore.rules).
 */
export function projectListQuery(db: Firestore, view: ProjectListView, cursor: PageCursor | null, max: number) {
  return query(
    collection(db, COLLECTIONS.projects).withConverter(projectConverter),
    ...narrowedBy(view),
    view.sort === 'due' ? orderBy('dueNext') : orderBy('updatedAt', 'desc'),
    ...pageConstraints(cursor, max),
  );
}

/**
 * One page of `view` from `cursor`, live (PROJECT_PAGE_SIZE rows, one more read to know whether a next page exists).
 * While the next or previous page of the same view is on its way, the rows shown stay (`moving`).
 */
export const useProjectPage = <P extends FailurePolicy>(view: ProjectListView, cursor: PageCursor | null, policy: P) =>
  useLivePage(
    projectListQuery(useFirestore(), view, cursor, PROJECT_PAGE_SIZE + 1),
    cursor,
    PROJECT_PAGE_SIZE,
    policy,
    JSON.stringify(view),
  );

/** The projects of one narrowing (or all of them), to be counted by the server, never read. */
export const projectCountQuery = (db: Firestore, of: ProjectNarrowing) =>
  query(collection(db, COLLECTIONS.projects), ...narrowedBy(of));

/** How many projects of one narrowing (or all of them), counted by the server. Administrators only. */
export async function countProjects(db: Firestore, of: ProjectNarrowing): Promise<number> {
  return (await getCountFromServer(projectCountQuery(db, of))).data().count;
}

/** One project, live (none to read while `id` is null). */
export function useProject<P extends FailurePolicy>(id: string | null, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? projectRef(db, id) : null, policy);
}

/** A project's newest `max` timeline entries as its client sees them, live; those shown stay while more come. */
export const useProjectTimeline = <P extends FailurePolicy>(
  clientId: string,
  projectId: string,
  max: number,
  policy: P,
) => useLiveRows(projectTimelineQuery(useFirestore(), clientId, projectId, max), policy, projectId);

/** A client's newest `max` timeline entries, live; loading and not yet asked while `later`. */
export function useClientTimeline<P extends FailurePolicy>(clientId: string, max: number, policy: P, later = false) {
  const db = useFirestore();
  return useLiveRows(later ? LATER : clientTimelineQuery(db, clientId, max), policy);
}
