import { execFile } from 'node:child_process';
import { randomInt } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

import express from 'express';
import { afterAll, describe, expect, it, vi } from 'vitest';

import { COLLECTIONS, startOfCalendarDay } from '@agency/common';

import { activityEntry } from '../../support/factories';
import { db } from '../../support/firestore-admin';
import { removeTestAccounts } from '../support/accounts';
import { newClient } from '../support/cast';

// After the test support has started the Admin SDK for the emulators' project (beside `npm start` too), so the
// functions' code finds it rather than starting one of its own with no project.
const { SCHEDULED_JOBS } = await import('../../../functions/src/jobs/scheduled-jobs');
const { runScheduledJob } = await import('../../../scripts/job');

const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..', '..');

/** `npm run job -- <args>`, as a person types it beside `npm start`: its exit code and what it printed. */
async function npmRunJob(args: string[], env: NodeJS.ProcessEnv = {}) {
  try {
    const { stdout, stderr } = await run('node', ['--import', 'tsx', 'scripts/job.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

const mailsTo = async (email: string) =>
  (await db.collection(COLLECTIONS.mail).where('to', 'array-contains', email).get()).docs;

/** A client on the daily digest with one update on `day` (a day of a far-off year no other test writes in). */
async function dailyClientWithNewsOn(day: string) {
  const client = await newClient({ name: 'Dana Daily', notificationPreference: 'daily' });
  await db
    .collection(COLLECTIONS.activity)
    .doc()
    .set(
      activityEntry({
        type: 'milestone_completed',
        subjectUid: client.uid,
        clientId: client.uid,
        clientVisible: true,
        summary: 'Avery Admin completed the milestone “Launch”.',
        createdAt: new Date(startOfCalendarDay(day).getTime() + 10 * 60 * 60 * 1000),
      }),
    );
  return client;
}

const day = `${2200 + randomInt(700)}-03-04`;
const morningAfter = `${day.slice(0, 4)}-03-05T07:00+10:00`;

afterAll(removeTestAccounts);

describe('npm run job', () => {
  it('runs a scheduled job as of the time given and prints what it did', async () => {
    const client = await dailyClientWithNewsOn(day);

    const { code, output } = await npmRunJob(['dailyDigest', `--now=${morningAfter}`]);

    expect(output).toContain(`Daily digest: 1 mail(s) queued (as of ${new Date(morningAfter).toISOString()})`);
    expect(code).toBe(0);
    const mails = await mailsTo(client.email);
    expect(mails.map((mail) => mail.id)).toEqual([`digest-${client.uid}-${day}`]);
    expect(mails[0]!.get('message.text')).toContain('completed the milestone “Launch”.');
    await mails[0]!.ref.delete();
  });

  it('refuses a name that is no job, and lists every job of the table', async () => {
    const { code, output } = await npmRunJob(['dailyDigestt']);

    expect(code).toBe(1);
    expect(output).toContain('No scheduled job is called "dailyDigestt".');
    for (const [name, job] of Object.entries(SCHEDULED_JOBS)) {
      expect(output).toContain(`${name.padEnd(16)} ${job.schedule}`);
    }
  });

  it('refuses a time that is not a date and time with its offset, running nothing', async () => {
    const client = await dailyClientWithNewsOn(day);
    for (const now of ['tomorrow', `${day}`, `${day}T07:00`]) {
      await expect(runScheduledJob('dailyDigest', now)).rejects.toThrow(
        '"now" must be a date and time with its offset',
      );
    }
    expect(await mailsTo(client.email)).toEqual([]);
  });

  it('refuses to run against any project but the emulators', async () => {
    const client = await dailyClientWithNewsOn(day);
    const { code, output } = await npmRunJob(['dailyDigest', `--now=${morningAfter}`], {
      GCLOUD_PROJECT: 'agency-production',
    });
    expect(code).toBe(1);
    expect(output).toContain('npm run job runs jobs on the emulators only');
    expect(await mailsTo(client.email)).toEqual([]);
  });
});

describe('the runJob function', () => {
  /** The functions as a deploy (or the emulator) sees them: the manifest firebase-functions makes from the build. */
  async function endpointsLoadedWith(env: Record<string, string>): Promise<string[]> {
    const dir = await mkdtemp(join(tmpdir(), 'manifest-'));
    try {
      const manifest = join(dir, 'functions.json');
      await run('node', [join(ROOT, 'node_modules/firebase-functions/lib/bin/firebase-functions.js')], {
        cwd: join(ROOT, 'functions'),
        // What `firebase deploy` gives the code it loads: the project, the control API, nothing of this shell.
        env: {
          PATH: process.env.PATH,
          FUNCTIONS_CONTROL_API: 'true',
          FUNCTIONS_MANIFEST_OUTPUT_PATH: manifest,
          ...env,
        },
      });
      return Object.keys((JSON.parse(await readFile(manifest, 'utf8')) as { endpoints: object }).endpoints);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }
  const project = (projectId: string) => ({
    GCLOUD_PROJECT: projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId, storageBucket: `${projectId}.appspot.com` }),
  });

  it('is never deployed: a real project’s functions have the scheduled jobs but no runJob', async () => {
    const deployed = await endpointsLoadedWith(project('agency-production'));
    expect(deployed).toEqual(expect.arrayContaining(Object.keys(SCHEDULED_JOBS)));
    expect(deployed).not.toContain('runJob');
    // Not even with FUNCTIONS_EMULATOR set by a .env file: a real project's id never starts `demo-`.
    expect(await endpointsLoadedWith({ ...project('agency-production'), FUNCTIONS_EMULATOR: 'true' })).not.toContain(
      'runJob',
    );
  });

  it('refuses every request outside the emulators, however it is served', async () => {
    const client = await dailyClientWithNewsOn(day);
    vi.stubEnv('FUNCTIONS_EMULATOR', '');
    const { answerJobRequest } = await import('../../../functions/src/jobs/job-request');
    // Served by plain Express, as it would be anywhere but the Functions emulator (its types are another copy's).
    const app = express()
      .use(express.json())
      .all('/', (req, res) => void answerJobRequest(req as never, res as never));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ job: 'dailyDigest', now: morningAfter }),
      });
      expect(response.status).toBe(404);
      expect((await fetch(url)).status).toBe(404);
    } finally {
      server.close();
      vi.unstubAllEnvs();
    }
    expect(await mailsTo(client.email)).toEqual([]);
  });
});
