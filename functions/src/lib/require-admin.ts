import type { NextFunction, Request, Response } from 'express';

import { roleOf } from '@agency/common';

import { adminAuth } from './admin';
import { HttpError } from './http-error';

/** Lets the request through only with a valid Firebase ID token (Authorization: Bearer) carrying the admin role. */
export async function requireAdmin(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in as an administrator to see leads.');
  const decoded = await adminAuth.verifyIdToken(token).catch(() => {
    throw new HttpError(401, 'Your sign-in has expired or is not valid; sign in again.');
  });
  if (roleOf(decoded) !== 'admin') throw new HttpError(403, 'Only administrators can see leads.');
  next();
}
