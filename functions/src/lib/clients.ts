import { CLIENT_PRIVATE, COLLECTIONS } from '@agency/common';

import { db } from './admin';

/**
 * `clients/{uid}`: the profile of the account with that Auth uid. Functions never change its `updatedAt` on an
 * update: that field marks a person's own edit (firestore.rules require it on every SDK write), which is how
 * `onClientProfileUpdated` tells those from the functions' writes, which log their own, more precise entries.
 */
export const clientRef = (uid: string) => db.collection(COLLECTIONS.clients).doc(uid);

/** `clients/{uid}/private/agency`: admin notes and the like, which only administrators read (firestore.rules). */
export const clientPrivateRef = (uid: string) =>
  clientRef(uid).collection(CLIENT_PRIVATE.collection).doc(CLIENT_PRIVATE.agencyDoc);
