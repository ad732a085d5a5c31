import type { DocumentData, FirestoreDataConverter } from 'firebase-admin/firestore';

/**
 * A converter that gives a collection its document type from `common`. Functions are the only writers of most
 * collections and firestore.rules validate the rest, so reads are taken as stored; the point is that every write
 * and read through these refs is checked against one declared shape (docs/decisions/013-document-layer.md).
 */
export function typed<T extends DocumentData>(): FirestoreDataConverter<T> {
  return {
    toFirestore: (data) => data as DocumentData,
    fromFirestore: (snapshot) => snapshot.data() as T,
  };
}
