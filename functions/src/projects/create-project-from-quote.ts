import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  combinedMilestones,
  combinedMilestonesProblem,
  createProjectFromQuoteSchema,
  DEFAULT_PROJECT_TEMPLATES,
  projectFromTemplate,
  projectStartedMessage,
  type SaveProjectResult,
  type ServiceInterest,
  serviceLabel,
  serviceOfQuote,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import { adminActor, recordActivity } from '../lib/activity';
import { db } from '../lib/admin';
import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';
import { clientNamesFor } from '../lib/client-names';
import { quoteActivityQuery } from '../lib/firestore/activity';
import { projectTemplateRef } from '../lib/firestore/project-templates';
import { projectRef } from '../lib/firestore/projects';
import { quoteRef } from '../lib/firestore/quotes';
import { messageRef, threadRef } from '../lib/firestore/threads';
import { projectListFields } from '../lib/project-list-fields';
import { ensureThread } from '../messages/ensure-thread';

import { createdEntry, storedFields } from './project-changes';

/** More entries than a quote's life makes (sent, accepted, issued, a few payments, a correction). */
const QUOTE_HISTORY_LIMIT = 100;

/**
 * An administrator makes the project of an accepted quote that has none: from the template of the quote's service
 * (common's default where the agency never saved one), joined by the milestones of the other services' templates
 * the admin chose (`alsoServices`: the web ticks those the quote's lines come from), dated from the start day given.
 * The quote is linked to it, and so are the log's entries about the quote and its invoices, so the project's
 * timeline has what came before it; asked to tell the client, the project's conversation starts with a note that
 * it has begun. One transaction reads the quote and writes them all, so a second call (a double click) finds the
 * quote linked and is refused: one quote, one project, one note.
 */
export const createProjectFromQuote = onCall({ cors: true }, async (request): Promise<SaveProjectResult> => {
  const admin = await adminCaller(request);
  const { quoteId, startDate, tellClient, alsoServices } = await parseCallableData(
    createProjectFromQuoteSchema,
    request.data,
  );
  const ref = projectRef();

  await db.runTransaction(async (transaction) => {
    const quote = (await transaction.get(quoteRef(quoteId))).data();
    if (!quote) throw new HttpsError('not-found', 'No quote has that id.');
    if (quote.status !== 'accepted') {
      throw new HttpsError(
        'failed-precondition',
        'Only an accepted quote becomes a project; this one is not accepted.',
      );
    }
    if (quote.projectId) {
      throw new HttpsError('already-exists', 'This quote already has its project.', { projectId: quote.projectId });
    }
    // A quote saved before quotes named their service: its lines say, or the agency is asked to set one.
    const service = serviceOfQuote(quote);
    if (!service) {
      throw new HttpsError('failed-precondition', 'This quote names no service, so no template fits it.');
    }
    if (alsoServices.some((added) => added.service === service)) {
      throw new HttpsError('invalid-argument', `The ${serviceLabel(service)} template is the project's own already.`);
    }
    const templateOf = async (each: ServiceInterest) =>
      (await transaction.get(projectTemplateRef(each))).data() ?? DEFAULT_PROJECT_TEMPLATES[each];
    const template = await templateOf(service);
    const also = await Promise.all(
      alsoServices.map(async ({ service: other, startDay }) => ({ template: await templateOf(other), startDay })),
    );
    const milestones = combinedMilestones(template, also);
    const tooMany = combinedMilestonesProblem(milestones.length);
    if (tooMany) throw new HttpsError('failed-precondition', tooMany);
    const names = await clientNamesFor(quote.clientId, transaction);
    // What already happened to the quote (sent, accepted, its invoice issued or paid) joins the project's timeline.
    const history = await transaction.get(quoteActivityQuery(quote.clientId, quoteId, QUOTE_HISTORY_LIMIT));

    const input = projectFromTemplate({ ...template, milestones }, startDate, quote.title);
    // Its reads come first (a new project's conversation cannot exist yet), then every write.
    const conversation = tellClient
      ? await ensureThread(transaction, { clientId: quote.clientId, projectId: ref.id, projectName: input.name }, names)
      : null;
    const fields = storedFields(input, undefined, Timestamp.now());
    const now = FieldValue.serverTimestamp();
    transaction.create(ref, {
      clientId: quote.clientId,
      ...names,
      ...fields,
      ...projectListFields(fields, names),
      archived: false,
      createdAt: now,
      updatedAt: now,
    });
    transaction.update(quoteRef(quoteId), { projectId: ref.id, updatedAt: now });
    for (const entry of history.docs) {
      if (!entry.data().projectId) transaction.update(entry.ref, { projectId: ref.id, projectName: input.name });
    }
    const context = { ...adminActor(admin), clientId: quote.clientId, clientName: names.clientName, projectId: ref.id };
    recordActivity(transaction, createdEntry(context, input.name));
    if (conversation) {
      // Sent as the administrator who made it: onMessageCreated counts it unread for the client and mails them.
      const messages = threadRef(conversation.threadId).collection(THREAD_SUBCOLLECTIONS.messages);
      transaction.create(messageRef(conversation.threadId, messages.doc().id), {
        senderId: admin.uid,
        senderRole: 'admin',
        body: projectStartedMessage(input.name, quote.number),
        createdAt: now,
        fileIds: [],
        removed: false,
      });
    }
  });
  return { projectId: ref.id };
});
