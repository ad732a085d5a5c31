import { collection, doc, type Firestore, limit, orderBy, query, where } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import { COLLECTIONS, type Milestone, type ProjectDocument } from '@agency/common';

import { activityConverter, type ActivityRow } from './activity';
import { type FailurePolicy, useLiveDocument, useLiveRows } from './live';
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

/** One project, live. */
export const useProject = <P extends FailurePolicy>(id: string, policy: P) =>
  useLiveDocument(projectRef(useFirestore(), id), policy);

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
