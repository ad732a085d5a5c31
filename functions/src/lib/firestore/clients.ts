import type { Timestamp } from 'firebase-admin/firestore';

import { CLIENT_PRIVATE, type ClientPrivate, type ClientProfile, COLLECTIONS } from '@agency/common';

import { db } from '../admin';

import { typed } from './typed';

export type StoredClientProfile = ClientProfile<Timestamp>;
export type StoredClientPrivate = ClientPrivate<Timestamp>;

/** Where `onClientProfileUpdated` listens: every profile. */
export const CLIENT_DOCUMENT_PATH = `${COLLECTIONS.clients}/{uid}` as const;

/**
 * `clients/{uid}`: the profile of the account with that Auth uid. Functions never change its `updatedAt` on an
 * update: that field marks a person's own edit (firestore.rules require it on every SDK write), which is how
 * `onClientProfileUpdated` tells those from the functions' writes, which log their own, more precise entries.
 */
export const clientRef = (uid: string) =>
  db.collection(COLLECTIONS.clients).doc(uid).withConverter(typed<StoredClientProfile>());

/** `clients/{uid}/private/agency`: admin notes and the like, which only administrators read (firestore.rules). */
export const clientPrivateRef = (uid: string) =>
  db
    .collection(COLLECTIONS.clients)
    .doc(uid)
    .collection(CLIENT_PRIVATE.collection)
    .doc(CLIENT_PRIVATE.agencyDoc)
    .withConverter(typed<StoredClientPrivate>());

/** The clients who asked for one email a day (the daily digest) rather than one per update. */
export const dailyDigestClientsQuery = () =>
  db
    .collection(COLLECTIONS.clients)
    .withConverter(typed<StoredClientProfile>())
    .where('notificationPreference', '==', 'daily');
