import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  calendarDayOf,
  COLLECTIONS,
  type NotificationPreference,
  PROJECT_STATUS_LABELS,
  type ProjectInput,
  type ProjectStatus,
  type SaveProjectResult,
  startOfCalendarDay,
} from '@agency/common';

import { db } from '../../support/firestore-admin';
import { newAccount, removeTestAccounts, type TestAccount } from '../support/accounts';
import { callCallable } from '../support/callables';
import { newClient } from '../support/cast';
import { idTokenFor } from '../support/sign-in';

// The digest's work is a plain function the scheduled job calls: the tests call it too, as the emulator would run
// it (PORTAL_URL as the emulator's functions/.env has it).
process.env.FUNCTIONS_EMULATOR = 'true';
process.env.PORTAL_URL = 'http://127.0.0.1:5000';
const { sendDailyDigests } = await import('../../../functions/src/notifications/client-notifications');

afterAll(removeTestAccounts);

const save = (data: unknown, idToken: string) => callCallable<SaveProjectResult>('saveProject', data, idToken);
const mail = async (id: string) => (await db.collection(COLLECTIONS.mail).doc(id).get()).data();

async function clientPreferring(notificationPreference: NotificationPreference, name = 'Nina Notify') {
  return newClient({ name, notificationPreference });
}

const input: ProjectInput = {
  name: 'Site <b>rebuild</b>',
  service: 'web-design',
  status: 'planning',
  summary: '',
  startDate: null,
  dueDate: null,
  milestones: [{ id: 'design', title: 'Design & copy', status: 'todo', dueDate: null }],
};
const changed: ProjectInput = {
  ...input,
  status: 'in-progress',
  milestones: [{ id: 'design', title: 'Design & copy', status: 'done', dueDate: null }],
};

/** An admin creates the project, then moves it along: a status change and a milestone completed. */
async function projectMovedFor(client: TestAccount) {
  const admin = await newAccount({ role: 'admin' });
  const token = await idTokenFor(admin);
  const { projectId } = (await save({ clientId: client.uid, project: input }, token)).result!;
  expect((await save({ projectId, project: changed }, token)).status).toBe(200);
  const entries = await db.collection(COLLECTIONS.activity).where('projectId', '==', projectId).get();
  return { admin, projectId, entries: entries.docs };
}

let tomorrowMorning: Date;
beforeAll(() => {
  // 7 am Brisbane tomorrow: the digest then covers today, when the tests write.
  tomorrowMorning = new Date(startOfCalendarDay(calendarDayOf(new Date())).getTime() + 31 * 60 * 60 * 1000);
});

describe('client notifications', () => {
  it('email an instant client once per update that concerns them, escaped, and not the project’s creation', async () => {
    const client = await clientPreferring('instant');
    const { admin, projectId, entries } = await projectMovedFor(client);

    const byType = Object.fromEntries(entries.map((entry) => [entry.get('type') as string, entry.id]));
    const completed = await mail(`notify-${byType.milestone_completed}`);
    expect(completed).toMatchObject({ to: [client.email] });
    // Worded for the client: their project is "your project", the agency's person by name.
    expect(completed!.message.subject).toBe(
      `${admin.email} completed the milestone “Design & copy” of your project “Site <b>rebuild</b>”.`,
    );
    expect(completed!.message.html).toContain('Design &amp; copy');
    expect(completed!.message.html).toContain(`http://127.0.0.1:5000/client/projects/${projectId}`);
    const status = await mail(`notify-${byType.project_status_changed}`);
    expect(status!.message.html).toContain('“Site &lt;b&gt;rebuild&lt;/b&gt;”');
    expect(status!.message.html).not.toContain('<b>rebuild');
    expect(await mail(`notify-${byType.project_created}`)).toBeUndefined();
  });

  it('keep a daily client’s updates for one digest, sent once however often the job runs', async () => {
    const client = await clientPreferring('daily');
    const { admin, entries } = await projectMovedFor(client);
    for (const entry of entries) expect(await mail(`notify-${entry.id}`)).toBeUndefined();

    await sendDailyDigests(tomorrowMorning);
    await sendDailyDigests(tomorrowMorning);

    const digests = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', client.email).get();
    expect(digests.docs.map((doc) => doc.id)).toEqual([`digest-${client.uid}-${calendarDayOf(new Date())}`]);
    const { text } = digests.docs[0]!.get('message') as { text: string };
    expect(text).toContain(
      `- ${admin.email} completed the milestone “Design & copy” of your project “Site <b>rebuild</b>”.`,
    );
    expect(text).toContain(`- ${admin.email} changed the status of your project “Site <b>rebuild</b>” to In progress.`);
  });

  it('send nothing to a daily client with nothing new', async () => {
    const quiet = await clientPreferring('daily', 'Quinn Quiet');
    await sendDailyDigests(tomorrowMorning);
    const mails = await db.collection(COLLECTIONS.mail).where('to', 'array-contains', quiet.email).get();
    expect(mails.empty).toBe(true);
  });
});

describe('client notifications when the client switches between instant mail and the digest', () => {
  /** What the client does on their profile page: a new preference, with the time of their edit. */
  const prefer = (client: TestAccount, notificationPreference: NotificationPreference) =>
    db
      .collection(COLLECTIONS.clients)
      .doc(client.uid)
      .update({ notificationPreference, updatedAt: FieldValue.serverTimestamp() });
  const mailsTo = async (client: TestAccount) =>
    (await db.collection(COLLECTIONS.mail).where('to', 'array-contains', client.email).get()).docs.map((doc) => ({
      id: doc.id,
      text: (doc.get('message') as { text: string }).text,
    }));

  it('mail each update exactly once: instant, then daily, instant again and back to daily within a day', async () => {
    const client = await clientPreferring('instant', 'Sasha Switch');
    const token = await idTokenFor(await newAccount({ role: 'admin' }));
    const { projectId } = (await save({ clientId: client.uid, project: input }, token)).result!;
    /** One update the client is told of: the project moves to `status`. */
    const moveTo = async (status: ProjectStatus) =>
      expect((await save({ projectId, project: { ...input, status } }, token)).status).toBe(200);

    await moveTo('in-progress'); // instant: mailed at once
    expect((await mailsTo(client)).map((mail) => mail.id)).toEqual([expect.stringMatching(/^notify-/)]);

    await prefer(client, 'daily');
    await moveTo('review'); // daily: kept for the digest
    expect(await mailsTo(client)).toHaveLength(1);

    // Back to instant before any digest: what the digest would have told them comes at once, in one mail.
    await prefer(client, 'instant');
    await expect
      .poll(async () => (await mailsTo(client)).map((mail) => mail.id.replace(/-.*/, '')), { timeout: 15_000 })
      .toEqual(['notify', 'pending']);

    await moveTo('on-hold'); // instant again: mailed at once
    await prefer(client, 'daily');
    await moveTo('planning'); // daily again: for the digest, which leaves out everything mailed before
    await sendDailyDigests(tomorrowMorning);
    await sendDailyDigests(tomorrowMorning);

    const mails = await mailsTo(client);
    expect(mails).toHaveLength(4);
    expect(mails.find((mail) => mail.id.startsWith('digest-'))).toBeDefined();
    // Each update in exactly one mail.
    for (const status of ['in-progress', 'review', 'on-hold', 'planning'] as const) {
      const told = mails.filter((mail) => mail.text.includes(`to ${PROJECT_STATUS_LABELS[status]}.`));
      expect(told, PROJECT_STATUS_LABELS[status]).toHaveLength(1);
    }
  });
});
