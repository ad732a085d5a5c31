import type { Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS, type ProjectDocument } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredProject = ProjectDocument<Timestamp>;

const projects = () => db.collection(COLLECTIONS.projects).withConverter(typed<StoredProject>());

/** `projects/{id}`: `id` names it, or a new project gets a fresh id. */
export const projectRef = (id?: string) => (id ? projects().doc(id) : projects().doc());
