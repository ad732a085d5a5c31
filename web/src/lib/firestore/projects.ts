import { collection, doc, documentId, type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { COLLECTIONS, type Milestone, type ProjectDocument } from '@agency/common';

import { activityConverter, type ActivityRow } from './activity';
import { IDS_PER_QUERY, type LookUpChunk, useLookedUp } from './by-ids';
import { type FailurePolicy, fromQuery, useLiveDocument, useLiveRows } from './live';
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
  },
};

const projectConverter = readConverter(PROJECT_SHAPE, 'Projects and their timelines are written by functions only.');

export const projectRef = (db: Firestore, id: string) =>
  doc(db, COLLECTIONS.projects, id).withConverter(projectConverter);

/** A client's own projects (firestore.rules let a client list only a query that asks for their own). */
export const ownProjectsQuery = (db: Firestore, clientId: string) =>
  query(collection(db, COLLECTIONS.projects), where('clientId', '==', clientId)).withConverter(projectConverter);

/**
 * A project's timeline as its client sees it, newest first: the entries about it that are meant for them (the
 * rules let a client list only entries with their `clientId` and `clientVisible`, so the query says both).
 */
export const projectTimelineQuery = (db: Firestore, clientId: string, projectId: string) =>
  query(
    collection(db, COLLECTIONS.activity),
    where('clientId', '==', clientId),
    where('clientVisible', '==', true),
    where('projectId', '==', projectId),
    orderBy('createdAt', 'desc'),
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

/**
 * A client's `max` most recently changed projects (administrators only: a client lists theirs with
 * ownProjectsQuery): what a filter or a form offers once a client is chosen, never every project.
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

/** The most projects a chosen client's filter or form offers: far more than one business runs at once. */
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

/** A client's own projects, live. */
export const useOwnProjects = <P extends FailurePolicy>(clientId: string, policy: P) =>
  useLiveRows(ownProjectsQuery(useFirestore(), clientId), policy);

/** Every project, live (administrators only). */
export const useAllProjects = <P extends FailurePolicy>(policy: P) =>
  useLiveRows(allProjectsQuery(useFirestore()), policy);

/** One project, live (none to read while `id` is null). */
export function useProject<P extends FailurePolicy>(id: string | null, policy: P) {
  const db = useFirestore();
  return useLiveDocument(id ? projectRef(db, id) : null, policy);
}

/** A project's timeline as its client sees it, live. */
export const useProjectTimeline = <P extends FailurePolicy>(clientId: string, projectId: string, policy: P) =>
  useLiveRows(projectTimelineQuery(useFirestore(), clientId, projectId), policy);

/** A client's newest `max` timeline entries, live. */
export const useClientTimeline = <P extends FailurePolicy>(clientId: string, max: number, policy: P) =>
  useLiveRows(clientTimelineQuery(useFirestore(), clientId, max), policy);
