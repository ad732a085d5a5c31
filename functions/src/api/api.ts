import { onRequest } from 'firebase-functions/v2/https';

import { ipHashSalt } from '../config';

import { createApiApp } from './app';

/**
 * The `api` HTTPS function: Hosting rewrites `/api/**` to it (firebase.json). The runtime reads and parses a body
 * of up to 32 MB before our code can refuse it, so one request at a time per instance: a hostile body can only
 * exhaust the instance parsing it, never one serving someone else. The arithmetic is in
 * docs/decisions/009-contact-abuse-limits.md.
 */
export const api = onRequest(
  {
    invoker: 'public',
    secrets: [ipHashSalt],
    memory: '1GiB',
    cpu: 1,
    concurrency: 1,
    maxInstances: 10,
    timeoutSeconds: 30,
  },
  createApiApp(),
);
