import { storagePathOf } from '@agency/common';

/** The file a stored object's path names. */
export interface FileOfObject {
  clientId: string;
  fileId: string;
  name: string;
}

/**
 * The client, file id and name in a path of the form storagePathOf makes (`clients/{clientId}/files/{fileId}/{name}`),
 * or null for any other object in the bucket: only those are shared files.
 */
export function fileOfObject(path: string): FileOfObject | null {
  const parts = path.split('/');
  if (parts.length !== 5 || parts[0] !== 'clients' || parts[2] !== 'files') return null;
  const [, clientId, , fileId, name] = parts as [string, string, string, string, string];
  if (!clientId || !fileId || !name || storagePathOf(clientId, fileId, name) !== path) return null;
  return { clientId, fileId, name };
}
