import { onRequest } from 'firebase-functions/v2/https';

import { createApiApp } from './app';

import '../config';

/** The `api` HTTPS function: Hosting rewrites `/api/**` to it (firebase.json). */
export const api = onRequest({ invoker: 'public' }, createApiApp());
