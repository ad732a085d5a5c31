import { doc, type Firestore, type Timestamp } from 'firebase/firestore';

import { COLLECTIONS, ROLES, type SessionRevocation } from '@agency/common';

import { flag, oneOf, readConverter, type Shape } from './read';

/** `validAfter` stays a Timestamp: it is compared with a token's times to the second. */
export type Revocation = SessionRevocation<Timestamp>;

export const REVOCATION_SHAPE: Shape<Revocation> = {
  fields: { role: oneOf(ROLES, null), disabled: flag },
};

const converter = readConverter(REVOCATION_SHAPE, 'Revocations are written by functions only.');

/** `revocations/{uid}`: the signed-in account may read its own (firestore.rules), to notice its session ending. */
export const revocationRef = (db: Firestore, uid: string) =>
  doc(db, COLLECTIONS.revocations, uid).withConverter(converter);
