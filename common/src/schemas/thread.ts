import { type InferType, object } from 'yup';

import { documentId } from './fields';

/**
 * `openThread`'s request: nothing for a client's own general conversation, `projectId` for one of their projects'.
 * An administrator names the client, and the project if the conversation is about one (docs/decisions/015).
 */
export const openThreadSchema = object({
  clientId: documentId().optional(),
  projectId: documentId().nullable().optional(),
});

export type OpenThreadInput = InferType<typeof openThreadSchema>;
