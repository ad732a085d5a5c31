import { doc, type Firestore, type FirestoreDataConverter, type Timestamp } from 'firebase/firestore';

import { COLLECTIONS, type SessionRevocation } from '@agency/common';

export type Revocation = SessionRevocation<Timestamp>;

const converter: FirestoreDataConverter<Revocation> = {
  toFirestore: () => {
    throw new Error('Revocations are written by functions only.');
  },
  fromFirestore: (snapshot) => snapshot.data() as Revocation,
};

/** `revocations/{uid}`: the signed-in account may read its own (firestore.rules), to notice its session ending. */
export const revocationRef = (db: Firestore, uid: string) =>
  doc(db, COLLECTIONS.revocations, uid).withConverter(converter);
