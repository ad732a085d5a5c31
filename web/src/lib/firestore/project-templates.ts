import { collection, type Firestore, limit, query } from 'firebase/firestore';
import { useFirestore } from 'reactfire';

import {
  COLLECTIONS,
  DEFAULT_PROJECT_TEMPLATES,
  PROJECT_TEMPLATE_SERVICES,
  type ProjectTemplateDocument,
  type ServiceInterest,
  type TemplateStep,
} from '@agency/common';

import { type FailurePolicy, useLiveRows } from './live';
import { list, readConverter, type Shape, text, time } from './read';

/** A template as the web reads it: its id (its service), its last save as a Date (null: never saved). */
export interface ProjectTemplate extends Omit<ProjectTemplateDocument<Date>, 'updatedAt'> {
  id: string;
  updatedAt: Date | null;
}

const step: Shape<TemplateStep> = { fields: {} };

const TEMPLATE_SHAPE: Shape<ProjectTemplate> = {
  id: 'id',
  fields: { name: text(), milestones: list(step), clientTasks: list(step), updatedAt: time() },
};

const templateConverter = readConverter(
  TEMPLATE_SHAPE,
  'Project templates are written by the saveProjectTemplate function only.',
);

/** Every template: one per service, so never more than the services (docs/decisions/043-project-templates.md). */
export const projectTemplatesQuery = (db: Firestore) =>
  query(collection(db, COLLECTIONS.projectTemplates), limit(PROJECT_TEMPLATE_SERVICES.length)).withConverter(
    templateConverter,
  );

/** The default of a service whose template was never saved. */
const defaultTemplate = (service: ServiceInterest): ProjectTemplate => ({
  ...DEFAULT_PROJECT_TEMPLATES[service],
  id: service,
  updatedAt: null,
});

/** The eight services' templates, live, in the services' order: the stored one, else the agency's default. */
export function useProjectTemplates<P extends FailurePolicy>(policy: P) {
  const db = useFirestore();
  const live = useLiveRows(projectTemplatesQuery(db), policy);
  if (live.status !== 'ready') return live;
  const stored = new Map(live.data.map((template) => [template.id, template]));
  return {
    ...live,
    data: PROJECT_TEMPLATE_SERVICES.map((service) => stored.get(service) ?? defaultTemplate(service)),
  };
}
