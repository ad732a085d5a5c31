import type { Firestore } from 'firebase-admin/firestore';

import {
  calendarDayOf,
  clientNamesOf,
  clientSearchTerms,
  COLLECTIONS,
  generalThreadId,
  INVOICE_STATUSES,
  LEAD_STATUSES,
  leadSearchTerms,
  previewOf,
  PROJECT_STATUSES,
  THREAD_SUBCOLLECTIONS,
} from '@agency/common';

import {
  activityEntry,
  clientProfile,
  file,
  invoice,
  lead,
  message,
  project,
  quote,
  thread,
} from '../../tests/support/factories';

/**
 * The documents `npm run bench:scale` adds (scripts/bench-scale-run.ts), at the sizes issue 30 asks the admin area to
 * bear, shaped by the factories functions' documents are tested with (tests/support/factories.ts). Background
 * triggers are paused while it writes (the Emulator Hub drops their events, it does not queue them), so each
 * document carries what a trigger would have added: search terms, a thread's counters and preview, a file's
 * ready state, the quote and invoice counters.
 */

/** The full scale. `--scale` multiplies every figure. */
export const FULL_SCALE = {
  clients: 10_000,
  leads: 20_000,
  projects: 10_000,
  activity: 100_000,
  threads: 10_000,
  files: 20_000,
  quotes: 10_000,
  invoices: 10_000,
} as const;

export type SeedCounts = Record<keyof typeof FULL_SCALE, number>;

export const countsAt = (scale: number): SeedCounts =>
  Object.fromEntries(Object.entries(FULL_SCALE).map(([kind, full]) => [kind, Math.round(full * scale)])) as SeedCounts;

/**
 * The portal's demo client owns the first 30 documents of each kind at every scale (fewer only below 30 of a kind):
 * what one client has does not grow with the number of clients, so the client screens' ratios measure what the
 * agency's size costs them, not a client with ten times the files. Their lists' page sizes are checked all the same.
 */
const DEMO_OWNS = 30;
/** Quote and invoice numbers start past the demo seed's (scripts/seed/demo-quotes.ts). */
const SEQUENCE_START = 100;
const MINUTE_MS = 60_000;
const YEAR_MINUTES = 365 * 24 * 60;

export interface Owner {
  uid: string;
  name: string;
  email: string;
  businessName: string;
}

/** The seeded client `index`. */
const seededClient = (index: number): Owner => {
  const n = String(index + 1).padStart(5, '0');
  return {
    uid: `scale-client-${n}`,
    name: `Scale Client ${n}`,
    email: `scale-client-${n}@example.com`,
    businessName: `Scale Business ${n}`,
  };
};

const padded = (index: number) => String(index + 1).padStart(6, '0');

/**
 * `to` documents of each kind. `now` anchors every time (spread over the year before it); `demo` is the portal's
 * demo client. Resolves with the number of documents written.
 */
export async function seedScale(db: Firestore, to: SeedCounts, demo: Owner, now: Date) {
  const writer = batchedWriter(db);
  const set = writer.set;
  // Spread over the year before `now`, scattered so that each scale's newest documents are a mix of kinds.
  const timeOf = (index: number, salt: number) =>
    new Date(now.getTime() - ((index * 7919 + salt * 104_729) % YEAR_MINUTES) * MINUTE_MS - MINUTE_MS);
  // The owner of document `index`: the demo client, then every client in turn.
  const ownerOf = (index: number) => (index < DEMO_OWNS ? demo : seededClient(index % Math.max(1, to.clients)));
  const range = function* (kind: keyof SeedCounts) {
    for (let index = 0; index < to[kind]; index += 1) yield index;
  };
  const year = Number(calendarDayOf(now).slice(0, 4));

  for (const index of range('clients')) {
    const owner = seededClient(index);
    const createdAt = timeOf(index, 1);
    const profile = clientProfile({
      name: owner.name,
      email: owner.email,
      businessName: owner.businessName,
      website: '',
      createdAt,
      updatedAt: createdAt,
      onboardedAt: createdAt,
    });
    // keepClientSearchTerms's part.
    await set(`${COLLECTIONS.clients}/${owner.uid}`, { ...profile, searchTerms: clientSearchTerms(profile) });
  }

  for (const index of range('leads')) {
    const name = `Scale Lead ${padded(index)}`;
    const email = `scale-lead-${padded(index)}@example.com`;
    const body = lead({
      name,
      email,
      status: LEAD_STATUSES[index % LEAD_STATUSES.length],
      message: `Scale enquiry ${padded(index)}: we would like a faster website.`,
      createdAt: timeOf(index, 2),
    });
    // The api function writes the terms with the lead.
    await set(`${COLLECTIONS.leads}/scale-lead-${padded(index)}`, { ...body, searchTerms: leadSearchTerms(body) });
  }

  for (const index of range('projects')) {
    const owner = ownerOf(index);
    const at = timeOf(index, 3);
    await set(
      `${COLLECTIONS.projects}/scale-project-${padded(index)}`,
      project({
        clientId: owner.uid,
        ...clientNamesOf(owner),
        name: `Scale project ${padded(index)}`,
        status: PROJECT_STATUSES[index % PROJECT_STATUSES.length],
        createdAt: at,
        updatedAt: at,
      }),
    );
  }

  for (const index of range('activity')) {
    const owner = ownerOf(index);
    await set(
      `${COLLECTIONS.activity}/scale-activity-${padded(index)}`,
      activityEntry({
        actor: owner.uid,
        actorName: owner.name,
        subjectUid: owner.uid,
        clientId: owner.uid,
        ...clientNamesOf(owner),
        clientName: owner.businessName,
        clientVisible: index % 2 === 0,
        summary: `${owner.name} (${owner.businessName}) joined the portal (scale entry ${padded(index)}).`,
        createdAt: timeOf(index, 4),
      }),
    );
  }

  // One general thread per seeded client (then project threads), each with its last message: the thread's counters
  // and preview are onMessageCreated's part, and `countedAt` tells it the message is counted.
  for (const index of range('threads')) {
    const owner = index < to.clients ? seededClient(index) : ownerOf(index);
    const id = index < to.clients ? generalThreadId(owner.uid) : `project-scale-project-${padded(index)}`;
    const fromClient = index % 2 === 0;
    const at = timeOf(index, 5);
    const body = `Scale message ${padded(index)}: could we move the launch to next week?`;
    const messageId = `scale-message-${padded(index)}`;
    await set(`${COLLECTIONS.threads}/${id}`, {
      ...thread({ clientId: owner.uid, ...clientNamesOf(owner), createdAt: at }),
      ...(index < to.clients ? {} : { projectId: `scale-project-${padded(index)}`, subject: 'Scale project' }),
      lastMessageAt: at,
      lastMessageId: messageId,
      lastMessagePreview: previewOf(body),
      lastSenderRole: fromClient ? 'client' : 'admin',
      unreadForAgency: fromClient ? 1 : 0,
      unreadForClient: fromClient ? 0 : 1,
      countedMessageIds: [messageId],
    });
    await set(
      `${COLLECTIONS.threads}/${id}/${THREAD_SUBCOLLECTIONS.messages}/${messageId}`,
      message({
        senderId: fromClient ? owner.uid : 'scale-admin',
        senderRole: fromClient ? 'client' : 'admin',
        body,
        createdAt: at,
        countedAt: at,
      }),
    );
  }

  // Ready and latest (each the only version of its file), as onFileFinalized leaves a checked upload (the bytes
  // themselves are not stored: no screen measured here opens one). Every tenth is a deliverable, a third of those with changes asked for.
  for (const index of range('files')) {
    const owner = ownerOf(index);
    const id = `scale-file-${padded(index)}`;
    const name = `scale-file-${padded(index)}.pdf`;
    const deliverable = index % 10 === 0;
    const at = timeOf(index, 6);
    const decided = deliverable && index % 30 === 0;
    await set(
      `${COLLECTIONS.files}/${id}`,
      file(id, {
        clientId: owner.uid,
        ...clientNamesOf(owner),
        name,
        title: name,
        deliverable,
        uploaderName: deliverable ? 'Scale Admin' : owner.name,
        approval: deliverable
          ? decided
            ? { status: 'changes-requested', comment: 'A little more contrast, please.', by: owner.uid, at }
            : { status: 'pending', comment: null, by: null, at: null }
          : null,
        createdAt: at,
        readyAt: at,
        latest: true,
      }),
    );
  }

  // Quotes sent, accepted, declined and drafts, in turn; each invoice is for the accepted quote of its index.
  const QUOTE_CYCLE = ['sent', 'accepted', 'declined', 'draft'] as const;
  for (const index of range('quotes')) {
    const owner = ownerOf(index);
    const status = QUOTE_CYCLE[index % QUOTE_CYCLE.length]!;
    const at = timeOf(index, 7);
    await set(
      `${COLLECTIONS.quotes}/scale-quote-${padded(index)}`,
      quote({
        clientId: owner.uid,
        ...clientNamesOf(owner),
        status,
        sequence: SEQUENCE_START + index,
        title: `Scale quote ${padded(index)}`,
        sentAt: at,
        createdAt: at,
        updatedAt: at,
      }),
    );
  }
  for (const index of range('invoices')) {
    const owner = ownerOf(index);
    await set(
      `${COLLECTIONS.invoices}/scale-invoice-${padded(index)}`,
      invoice(`scale-quote-${padded(index)}`, {
        clientId: owner.uid,
        ...clientNamesOf(owner),
        sequence: SEQUENCE_START + index,
        status: INVOICE_STATUSES[index % 2]!,
        title: `Scale quote ${padded(index)}`,
        buyer: { name: owner.name, businessName: owner.businessName, email: owner.email },
        issuedAt: timeOf(index, 8),
      }),
    );
  }
  // The numbering functions' part: the next quote or invoice sent gets a number no seeded one has.
  await set(`${COLLECTIONS.counters}/quote-${year}`, { last: SEQUENCE_START + to.quotes });
  await set(`${COLLECTIONS.counters}/invoice-${year}`, { last: SEQUENCE_START + to.invoices });

  return writer.close();
}

/** Documents per commit (Firestore's most) and commits on their way at once. */
const BATCH_SIZE = 500;
const COMMITS_IN_FLIGHT = 3;

/**
 * Sets documents in batches of 500, a few commits at a time. The Admin SDK's BulkWriter (batches of 20, as many at
 * once as it likes) wrote about 6 documents/s into the emulator on this loaded two-core machine; whole batches, a
 * few at a time, about 130/s under the same load.
 */
function batchedWriter(db: Firestore) {
  let batch = db.batch();
  let inBatch = 0;
  let written = 0;
  const inFlight = new Set<Promise<unknown>>();
  let failed: unknown;
  const commit = () => {
    if (!inBatch) return;
    const committing: Promise<void> = batch.commit().then(
      () => {
        inFlight.delete(committing);
      },
      (error: unknown) => {
        failed ??= error;
        inFlight.delete(committing);
      },
    );
    inFlight.add(committing);
    [batch, inBatch] = [db.batch(), 0];
  };
  return {
    set: async (path: string, data: object) => {
      if (failed) throw failed;
      batch.set(db.doc(path), data);
      [inBatch, written] = [inBatch + 1, written + 1];
      if (inBatch < BATCH_SIZE) return;
      commit();
      while (inFlight.size >= COMMITS_IN_FLIGHT) await Promise.race(inFlight);
    },
    /** Commits what is left; resolves with the number of documents written. */
    close: async () => {
      commit();
      await Promise.all(inFlight);
      if (failed) throw failed;
      return written;
    },
  };
}
