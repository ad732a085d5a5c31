import {
  collection,
  doc,
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
import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
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

export const projectRef = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.projects, id).withConverter(projectConverter);

/** A client's own projects (firestore.rules let a client list only a query that asks for their own). */
export const ownProjectsQuery = (db: Firestore, clientId: string) =>
  query(collection(db, COLLECTIONS.projects), where('clientId', '==', clientId)).withConverter(projectConverter);

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

/** Every project (administrators only: firestore.rules refuse the list to anyone else). */
export const allProjectsQuery = (db: Firestore) =>
  query(collection(db, COLLECTIONS.projects)).withConverter(projectConverter);

/** A client's own projects, live. */
export const useOwnProjects = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(ownProjectsQuery(useFirestore(), clientId), policy);

/** Every project, live (administrators only). */
export const useAllProjects = <P extends FailurePolicy>(policy: P) =>
  useLiveRows(allProjectsQuery(useFirestore()), policy);

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

/** A client's newest `max` timeline entries, live. */
export const useClientTimeline = <P extends FailurePolicy>(clientId: string, max: number, policy: P) =>
  useLiveRows(clientTimelineQuery(useFirestore(), clientId, max), policy);
