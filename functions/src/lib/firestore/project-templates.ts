import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type ProjectTemplateDocument, projectTemplateId, type ServiceInterest } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredProjectTemplate = ProjectTemplateDocument<Timestamp>;

/** `projectTemplates/{service}`: the template of one service. */
export const projectTemplateRef = (service: ServiceInterest) =>
  db
    .collection(COLLECTIONS.projectTemplates)
    .withConverter(typed<StoredProjectTemplate>())
    .doc(projectTemplateId(service));
