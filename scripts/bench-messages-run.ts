/**
 * The measuring half of `npm run bench:messages` (scripts/bench-messages.ts), run against the emulators: a client
 * sends messages through the Firestore web SDK, as the portal's composer does, while an administrator's listener
 * (the agency's open conversation) receives them, and it prints how long each took from send to delivery: count,
 * p50, p95 and max. Exits non-zero when p95 misses the target (docs/decisions/015-messages.md: one write and one
 * listener, no function in the path). Its accounts, thread, activity and mail are removed at the end.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';

import {
  collection,
  doc,
  increment,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

import {
  COLLECTIONS,
  generalThreadId,
  type MessageDocument,
  ROLE_CLAIM,
  THREAD_SUBCOLLECTIONS,
  USAGE_LIMITS,
} from '@agency/common';

import { clientProfile, thread as threadDocument } from '../tests/support/factories';

import { type Reader, signedInReader } from './lib/bench-reads';
import { PROJECT_ID } from './lib/emulators';
import { log } from './lib/log';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 200);
/**
 * Optionally, at least this long between one send's start and the next (BENCH_PACE_MS), for a conversation's
 * pace rather than a burst: onMessageCreated's transaction on the thread then has finished before the next write.
 */
const PACE_MS = Number(process.env.BENCH_PACE_MS ?? 0);
/** Sent first and left out of the figures: the first writes pay for the connections and the rules' first run. */
const WARM_UP = 5;
const TARGET_P95_MS = 300;
/** A message not delivered within this long counts as lost and ends the run. */
const DELIVERY_TIMEOUT_MS = 10_000;

const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
if (!firestoreHost || !authHost) {
  throw new Error('Refusing to run: the emulator hosts are not set, so this could reach a real project.');
}

const adminApp = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
const adminAuth = getAuth(adminApp);
const db = getFirestore(adminApp);

type Party = Reader;

/** A fresh account with `role`, signed in through the web SDKs as the portal would be, with its own Firestore. */
async function signedInParty(role: 'admin' | 'client', tag: string): Promise<Party> {
  const email = `bench-messages-${role}-${tag}@example.com`;
  const password = `Bench#${randomUUID()}`;
  const { uid } = await adminAuth.createUser({
    email,
    password,
    displayName: `Bench ${role} ${tag}`,
    emailVerified: true,
  });
  await adminAuth.setCustomUserClaims(uid, { [ROLE_CLAIM]: role });
  return signedInReader(`messages-${role}-${tag}`, { email, password });
}

/** The value at `fraction` of the sorted sample (nearest rank). */
const percentile = (sorted: number[], fraction: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;

async function main() {
  const tag = randomUUID().slice(0, 8);
  let threadId = '';
  const parties: Party[] = [];
  try {
    const client = await signedInParty('client', tag);
    parties.push(client);
    const admin = await signedInParty('admin', tag);
    parties.push(admin);

    // What onboarding and openThread would have made: the client's profile and their general thread.
    threadId = generalThreadId(client.uid);
    const now = new Date();
    const thread = threadDocument({ clientId: client.uid, createdAt: now });
    await db
      .collection(COLLECTIONS.clients)
      .doc(client.uid)
      .set(
        clientProfile({
          name: `Bench Client ${tag}`,
          email: `bench-messages-client-${tag}@example.com`,
          businessName: `Bench ${tag}`,
          createdAt: now,
          updatedAt: now,
          onboardedAt: now,
        }),
      );
    await db.collection(COLLECTIONS.threads).doc(threadId).set(thread);

    // Send start (performance.now() in this process) by message id, and the delivery time once the admin has it.
    const sentAt = new Map<string, number>();
    const deliveredIn = new Map<string, number>();
    // How long the server took to acknowledge each write, printed beside the delivery times: it tells a slow
    // write (the rules, a lock on the thread) from a slow listener.
    const acknowledgedIn = new Map<string, number>();
    const waiting = new Map<string, () => void>();

    // The agency's open conversation: the admin listens to the thread's messages in order. Its snapshots come
    // from the server (the admin wrote none of these messages, so none is a pending local write); a message
    // counts as delivered in the first snapshot that holds it.
    const messages = collection(admin.db, COLLECTIONS.threads, threadId, THREAD_SUBCOLLECTIONS.messages);
    let listening!: () => void;
    let listenFailed!: (error: Error) => void;
    const listenerReady = new Promise<void>((resolve, reject) => {
      listening = resolve;
      listenFailed = reject;
    });
    const unsubscribe = onSnapshot(
      query(messages, orderBy('createdAt')),
      (snapshot) => {
        const receivedAt = performance.now();
        for (const change of snapshot.docChanges()) {
          const { id } = change.doc;
          if (change.type !== 'added' || change.doc.metadata.hasPendingWrites || deliveredIn.has(id)) continue;
          const start = sentAt.get(id);
          if (start === undefined) continue;
          deliveredIn.set(id, receivedAt - start);
          waiting.get(id)?.();
        }
        listening();
      },
      (error) => listenFailed(error),
    );
    await listenerReady;

    // One message at a time, each sent once the server has acknowledged the one before (and, with BENCH_PACE_MS,
    // not sooner than that after the one before started): the web SDK sends one client's writes in order on one
    // stream, so firing all of them at once would measure the queue behind the first write rather than the
    // delivery of each. Unpaced, this is a burst far faster than anyone types: the onMessageCreated trigger for
    // one message is still running (a transaction on the thread, which the next write's rules read) while the
    // next is written, and that write is then slower (measured: acknowledgements p50 ~100 ms unpaced, ~30 ms at
    // one per 400 ms, on the same loaded machine).
    const clientMessages = collection(client.db, COLLECTIONS.threads, threadId, THREAD_SUBCOLLECTIONS.messages);
    const measured: string[] = [];
    const deliveries: Promise<void>[] = [];
    for (let index = 0; index < WARM_UP + MESSAGES; index += 1) {
      const ref = doc(clientMessages);
      const delivered = new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`message ${index + 1} was not delivered within ${DELIVERY_TIMEOUT_MS} ms`)),
          DELIVERY_TIMEOUT_MS,
        );
        waiting.set(ref.id, () => {
          clearTimeout(timer);
          resolve();
        });
      });
      // Awaited all together below; handled here too, so a send that fails first ends the run with its own error.
      delivered.catch(() => undefined);
      deliveries.push(delivered);
      const message: MessageDocument<ReturnType<typeof serverTimestamp>> = {
        senderId: client.uid,
        senderRole: 'client',
        body: `Bench message ${index + 1}: checking that the agency sees this straight away.`,
        createdAt: serverTimestamp(),
        fileIds: [],
        removed: false,
      };
      // The bench's client stands for many days of messages: its day starts again (the midnight job's work) before
      // it would meet the day's limit (docs/decisions/024-usage-limits.md).
      if (index > 0 && index % (USAGE_LIMITS.messagesPerDay - 1) === 0) {
        await db.collection(COLLECTIONS.usage).doc(client.uid).update({ messagesToday: 0 });
      }
      const start = performance.now();
      sentAt.set(ref.id, start);
      // As the composer sends it: one batch with the client's count (sendMessage in web/src/lib/firestore/threads.ts).
      const batch = writeBatch(client.db);
      batch.set(ref, message);
      batch.set(
        doc(client.db, COLLECTIONS.usage, client.uid),
        { messagesToday: increment(1), lastMessage: `${threadId}/${ref.id}` },
        { merge: true },
      );
      await batch.commit();
      acknowledgedIn.set(ref.id, performance.now() - start);
      const rest = PACE_MS - (performance.now() - start);
      if (rest > 0) await new Promise((resolve) => setTimeout(resolve, rest));
      if (index >= WARM_UP) measured.push(ref.id);
    }
    await Promise.all(deliveries);
    unsubscribe();

    const times = measured.map((id) => deliveredIn.get(id)!).sort((a, b) => a - b);
    const p50 = percentile(times, 0.5);
    const p95 = percentile(times, 0.95);
    const max = times.at(-1)!;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    // The emulators share this machine with everything else running: the figures mean little without its load.
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    console.log(
      `\nMessages from a client's SDK to an admin's listener (${WARM_UP} warm-up messages not counted), sent one after another${PACE_MS ? `, at most one per ${PACE_MS} ms` : ''} (${availableParallelism()} CPUs, load average ${load}):`,
    );
    console.log(`  ${times.length} delivered   p50 ${ms(p50)}   p95 ${ms(p95)}   max ${ms(max)}`);
    const acks = measured.map((id) => acknowledgedIn.get(id)!).sort((a, b) => a - b);
    console.log(
      `  (the write's acknowledgement alone: p50 ${ms(percentile(acks, 0.5))}   p95 ${ms(percentile(acks, 0.95))}   max ${ms(acks.at(-1)!)})`,
    );
    if (p95 < TARGET_P95_MS) {
      log.ok(`p95 ${ms(p95)} is under the ${TARGET_P95_MS} ms target: PASS`);
    } else {
      log.error(`p95 ${ms(p95)} is not under the ${TARGET_P95_MS} ms target: FAIL`);
      process.exitCode = 1;
    }
    await triggersSettled(threadId, measured.at(-1)!);
  } finally {
    await cleanUp(
      tag,
      parties.map((party) => party.uid),
      threadId,
      parties,
    );
  }
}

/**
 * Waits until onMessageCreated has counted every message and the thread names the last one, so that no trigger
 * still running writes to the thread, the activity log or the mail after the clean-up. Gives up once 5 s pass
 * with no message newly counted (the functions are not running, or not built with the trigger yet).
 */
async function triggersSettled(threadId: string, lastId: string) {
  const ref = db.collection(COLLECTIONS.threads).doc(threadId);
  const total = WARM_UP + MESSAGES;
  let counted = -1;
  let progressAt = Date.now();
  while (Date.now() - progressAt < 5000) {
    // The client's messages, as the trigger counts them for the agency.
    const thread = await ref.get();
    const now = Number(thread.get('unreadForAgency') ?? 0);
    if (now === total && thread.get('lastMessageId') === lastId) return;
    if (now !== counted) [counted, progressAt] = [now, Date.now()];
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  log.warn(
    `onMessageCreated counted ${counted} of ${total} messages, then nothing for 5 s: are the functions built and running?`,
  );
}

/** Removes everything the bench made: its accounts, the client's profile, the thread and what triggers wrote. */
async function cleanUp(tag: string, uids: string[], threadId: string, parties: Party[]) {
  for (const party of parties) await party.close();
  if (threadId) await db.recursiveDelete(db.collection(COLLECTIONS.threads).doc(threadId));
  const [clientUid] = uids;
  if (clientUid) {
    await db.recursiveDelete(db.collection(COLLECTIONS.clients).doc(clientUid));
    await db.collection(COLLECTIONS.usage).doc(clientUid).delete();
    const entries = await db.collection(COLLECTIONS.activity).where('clientId', '==', clientUid).get();
    await Promise.all(entries.docs.map((entry) => entry.ref.delete()));
    // The trigger's email to the agency about the bench client: it names the client, their uid or the thread.
    const mail = await db.collection(COLLECTIONS.mail).get();
    const ours = mail.docs.filter((entry) =>
      [tag, clientUid, threadId].some((mark) => entry.id.includes(mark) || JSON.stringify(entry.data()).includes(mark)),
    );
    await Promise.all(ours.map((entry) => entry.ref.delete()));
  }
  if (uids.length) await adminAuth.deleteUsers(uids);
}

main().catch((error: unknown) => {
  log.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
