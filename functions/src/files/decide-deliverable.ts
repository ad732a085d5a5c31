import { FieldValue } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';
import { type InferType, mixed, object, string } from 'yup';

import {
  DELIVERABLE_DECISIONS,
  type DeliverableDecision,
  documentId,
  FILE_LIMITS,
  type FileApproval,
  roleOf,
} from '@agency/common';

import { agencyNotifyEmail } from '../config';
import { projectNameOf, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { signedInCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { fileRef, laterVersionsQuery } from '../lib/firestore/files';
import { mailRef } from '../lib/firestore/mail';

import { agencyDecisionMail } from './file-mail';
import { clientOf } from './file-people';

/**
 * DecideDeliverableRequest, checked: a decision, and a comment of 1 to FILE_LIMITS.commentMax characters (trimmed)
 * when asking for changes; optional with an approval.
 */
const decideDeliverableSchema = object({
  fileId: documentId().required('Say which file'),
  decision: mixed<DeliverableDecision>()
    .oneOf(DELIVERABLE_DECISIONS, 'Choose approve or ask for changes')
    .required('Choose approve or ask for changes'),
  comment: string()
    .trim()
    .max(FILE_LIMITS.commentMax, `Keep the comment to ${FILE_LIMITS.commentMax} characters`)
    .when('decision', {
      is: 'changes-requested',
      then: (comment) => comment.required('Say what should change'),
    }),
});
type DecideDeliverableInput = InferType<typeof decideDeliverableSchema>;

/**
 * The client who owns a deliverable approves the version they were sent, or asks for changes saying what
 * (docs/decisions/016-files.md). Only the newest ready version of a file can be decided, once: the approval is
 * stamped with who and when in one transaction with its timeline entry and the agency's email, so two tabs or a
 * double click decide it once and the second hears why not.
 */
export const decideDeliverable = onCall({ cors: true }, async (request): Promise<{ ok: true }> => {
  const caller = await signedInCaller(request);
  // Both the token and the Auth record as it is now must say client: a role changed since sign-in counts for nothing.
  if (roleOf(request.auth?.token) !== 'client' || roleOf(caller.user.customClaims) !== 'client') {
    throw new HttpsError('permission-denied', 'Only the client a deliverable was sent to can approve it.');
  }
  const input: DecideDeliverableInput = await parseCallableData(decideDeliverableSchema, request.data);
  const comment = input.comment || null;
  const client = await clientOf(caller.uid);
  const ref = fileRef(input.fileId);

  await db.runTransaction(async (transaction) => {
    const file = (await transaction.get(ref)).data();
    if (!file) throw new HttpsError('not-found', 'No file has that id.');
    if (file.clientId !== caller.uid) {
      throw new HttpsError('permission-denied', 'You can only decide on deliverables sent to you.');
    }
    if (!file.deliverable || !file.approval) {
      throw new HttpsError('failed-precondition', 'That file was not sent to you for approval.');
    }
    if (!file.ready) throw new HttpsError('failed-precondition', 'That file has not finished uploading yet.');
    if (file.approval.status !== 'pending') {
      throw new HttpsError(
        'failed-precondition',
        file.approval.status === 'approved'
          ? 'You have already approved this version.'
          : 'You have already asked for changes to this version.',
      );
    }
    const [later, projectName] = await Promise.all([
      transaction.get(laterVersionsQuery(file.versionGroup, file.version)),
      projectNameOf(file.projectId, transaction),
    ]);
    if (later.docs.some((version) => version.data().ready && version.data().clientId === caller.uid)) {
      throw new HttpsError('failed-precondition', 'A newer version of this file is waiting for you.');
    }

    const approval: FileApproval<FieldValue> = {
      status: input.decision,
      comment,
      by: caller.uid,
      at: FieldValue.serverTimestamp(),
    };
    transaction.update(ref, { approval });
    const about = {
      actor: caller.uid,
      actorName: client.name,
      actorRole: 'client',
      subjectUid: caller.uid,
      clientId: caller.uid,
      clientName: client.clientName,
      projectId: file.projectId,
      projectName,
      clientVisible: true,
    } as const;
    const named = { fileId: input.fileId, name: file.name, version: file.version };
    recordActivity(
      transaction,
      input.decision === 'approved'
        ? { ...about, type: 'deliverable_approved', details: { ...named, decision: 'approved' } }
        : { ...about, type: 'deliverable_changes_requested', details: { ...named, decision: 'changes-requested' } },
      `deliverable-decided-${input.fileId}`,
    );
    transaction.set(
      mailRef(`deliverable-decided-${input.fileId}`),
      agencyDecisionMail(agencyNotifyEmail.value(), client, file, input.decision, comment),
    );
  });
  return { ok: true };
});
