import { onRequest } from 'firebase-functions/v2/https';

import { ipHashSalt } from '../config';

import { createApiApp } from './app';

/** The `api` HTTPS function: Hosting rewrites `/api/**` to it (firebase.json). */
export const api = onRequest({ invoker: 'public', secrets: [ipHashSalt] }, createApiApp());
