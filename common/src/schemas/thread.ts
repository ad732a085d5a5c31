import { type InferType, object, string } from 'yup';

/** A document id as Firestore and Auth make them: never a path (the same rule as the project schemas'). */
const documentId = () =>
  string()
    .matches(/^[A-Za-z0-9_-]+$/, 'Not a valid id')
    .max(128, 'Not a valid id');

/**
 * `openThread`'s request: nothing for a client's own general conversation, `projectId` for one of their projects'.
 * An administrator names the client, and the project if the conversation is about one (docs/decisions/015).
 */
export const openThreadSchema = object({
  clientId: documentId().optional(),
  projectId: documentId().nullable().optional(),
});

export type OpenThreadInput = InferType<typeof openThreadSchema>;
