import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';

import { clientNamesInStep, clientNamesOf } from '@agency/common';

import { keepClientNamesInStep } from '../lib/client-names';
import { CLIENT_DOCUMENT_PATH } from '../lib/firestore/clients';

/**
 * When a client's name or business name changes (the client on their profile, an administrator, a function or a
 * script), every project, thread, file, quote and invoice of theirs gets the new names the admin lists show
 * (docs/decisions/032-names-copied-onto-documents.md). Any other change of the profile reads nothing more.
 *
 * Retried on failure (deployed; the emulator runs each event once): the work is in pages of at most 500 writes,
 * each rewriting only documents still out of step, so a run cut short by a crash or a timeout is finished by the
 * retry without writing anything twice. A run whose names a newer rename replaced stops and leaves the rest to
 * that rename's run. The weekly backfillClientNames job mends whatever a lost event left.
 */
export const keepClientNames = onDocumentUpdated(
  // The longest a Firestore trigger may run: a client with many documents is walked in one go where it can be.
  { document: CLIENT_DOCUMENT_PATH, retry: true, timeoutSeconds: 540 },
  async (event) => {
    const before = event.data?.before.data();
    const after = event.data?.after.data();
    if (!before || !after || clientNamesInStep(clientNamesOf(before), clientNamesOf(after))) return;
    const written = await keepClientNamesInStep(event.params.uid, clientNamesOf(after));
    logger.info(`Renamed client ${event.params.uid}: ${written} document(s) given the new names`);
  },
);
