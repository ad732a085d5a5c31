import { onRequest } from 'firebase-functions/v2/https';

import { isDemoEmulator } from '../lib/emulator';

import { answerJobRequest } from './job-request';

/**
 * Runs any scheduled job of SCHEDULED_JOBS now, as of a given time (`npm run job`, scripts/job.ts): on the emulators
 * no scheduled function ever fires, since neither Cloud Scheduler nor Pub/Sub runs there.
 *
 * Emulator only, twice over. It exists only when the code is loaded by the emulator for a demo project; `firebase
 * deploy` loads it for a real project (whose id never starts `demo-`) without FUNCTIONS_EMULATOR, finds no function
 * here and so never creates one. Should it ever be served some other way, its handler refuses every request outside
 * the emulators.
 */
export const runJob = isDemoEmulator() ? onRequest({ invoker: 'public' }, answerJobRequest) : undefined;
