import { array, type InferType, mixed, object, string } from 'yup';

import { SERVICE_INTEREST_VALUES, type ServiceInterest } from '../onboarding';
import {
  MILESTONE_STATUSES,
  type MilestoneStatus,
  PROJECT_LIMITS,
  PROJECT_STATUSES,
  type ProjectStatus,
} from '../projects';

import { dayField, documentId } from './fields';

/**
 * What the agency types about a project, checked by the admin form and again by the `saveProject` function. Dates
 * are Queensland days (`dayField`).
 */

const milestoneSchema = object({
  id: string()
    .matches(/^[A-Za-z0-9_-]+$/, 'A milestone id may hold only letters, digits, - and _')
    .max(PROJECT_LIMITS.milestoneId, `A milestone id must be at most ${PROJECT_LIMITS.milestoneId} characters`)
    .required('Every milestone needs an id'),
  title: string()
    .trim()
    .max(PROJECT_LIMITS.milestoneTitle, `Milestone titles must be at most ${PROJECT_LIMITS.milestoneTitle} characters`)
    .required('Give the milestone a title'),
  status: string<MilestoneStatus>().oneOf(MILESTONE_STATUSES, 'Choose the milestone’s status').required(),
  dueDate: dayField('The milestone’s due date'),
});

export const projectSchema = object({
  name: string()
    .trim()
    .min(PROJECT_LIMITS.nameMin, `Name must be at least ${PROJECT_LIMITS.nameMin} characters`)
    .max(PROJECT_LIMITS.name, `Name must be at most ${PROJECT_LIMITS.name} characters`)
    .required(`Name must be at least ${PROJECT_LIMITS.nameMin} characters`),
  service: string<ServiceInterest>().oneOf(SERVICE_INTEREST_VALUES, 'Choose a service').required('Choose a service'),
  status: string<ProjectStatus>().oneOf(PROJECT_STATUSES, 'Choose a status').required('Choose a status'),
  summary: string()
    .trim()
    .max(PROJECT_LIMITS.summary, `Summary must be at most ${PROJECT_LIMITS.summary} characters`)
    .default(''),
  startDate: dayField('The start date'),
  dueDate: dayField('The due date').test(
    'after-start',
    'The due date cannot be before the start date',
    // Days compare as text: YYYY-MM-DD sorts in date order.
    function (dueDate) {
      const { startDate } = this.parent as { startDate: string | null };
      return !dueDate || !startDate || dueDate >= startDate;
    },
  ),
  milestones: array(milestoneSchema)
    .max(PROJECT_LIMITS.milestones, `A project can have at most ${PROJECT_LIMITS.milestones} milestones`)
    .test('unique-ids', 'Two milestones have the same id', (milestones) => {
      const ids = (milestones ?? []).map((milestone) => milestone.id);
      return new Set(ids).size === ids.length;
    })
    .default([])
    .required(),
});

export type ProjectInput = InferType<typeof projectSchema>;
export type MilestoneInput = InferType<typeof milestoneSchema>;

/** `saveProject`'s request: a new project for a client, or the whole of an existing one's editable fields. */
export const saveProjectSchema = object({
  // Exactly one of the two: which client a new project is for, or which project to change.
  clientId: documentId().optional(),
  projectId: documentId().optional(),
  project: projectSchema.required(),
}).test('target', 'Say which client the new project is for, or which project to change', (value) =>
  value ? Boolean(value.clientId) !== Boolean(value.projectId) : false,
);

export type SaveProjectRequest = InferType<typeof saveProjectSchema>;

/** What `saveProject` and `archiveProject` answer: the project's id (a new one's, for a create). */
export interface SaveProjectResult {
  projectId: string;
}

/** `archiveProject`'s request: archive a project, or bring it back. */
export const archiveProjectSchema = object({
  projectId: documentId().required('Say which project'),
  archived: mixed<boolean>()
    .oneOf([true, false], 'Say whether to archive the project')
    .required('Say whether to archive the project'),
});

export const emptyProject = (): ProjectInput => ({
  name: '',
  service: '' as ServiceInterest,
  status: 'planning',
  summary: '',
  startDate: null,
  dueDate: null,
  milestones: [],
});
