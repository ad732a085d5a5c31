import type { NextFunction, Request, Response } from 'express';

import { roleOf } from '@agency/common';

import { adminAuth } from './admin';
import { HttpError } from './http-error';
import { AccountsUnavailable, liveAccount, StaleSession } from './sessions';

/**
 * Lets the request through only for a current administrator: a valid Firebase ID token (Authorization: Bearer)
 * that Auth has not revoked, whose account is still enabled and still has the admin role in its live claims; one
 * read of the Auth record answers all three (lib/sessions.ts `liveAccount`, the callables' check too). The
 * token's own claims are up to an hour old, so they are not enough (docs/decisions/011-sessions-and-private-fields.md).
 */
export async function requireAdmin(req: Request, _res: Response, next: NextFunction): Promise<void> {
  const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
  if (!token) throw new HttpError(401, 'Sign in as an administrator to see leads.');
  // The signature and expiry: liveAccount below makes the revocation check and gives the live role, from one read
  // of the Auth record (`checkRevoked` here would read it a second time). The Admin SDK checks revocation on every
  // call against the Auth emulator, whose tokens are unsigned, hence the same answers for its refusals.
  const decoded = await adminAuth.verifyIdToken(token).catch((error: { code?: string }) => {
    if (error.code === 'auth/user-disabled') throw new HttpError(403, 'This account is disabled.');
    if (error.code === 'auth/id-token-revoked') throw sessionEnded();
    throw new HttpError(401, 'Your sign-in has expired or is not valid; sign in again.');
  });
  if (roleOf(decoded) !== 'admin') throw new HttpError(403, 'Only administrators can see leads.');
  const { role } = await liveAccount(decoded).catch((error: unknown) => {
    if (error instanceof AccountsUnavailable) {
      throw new HttpError(503, 'Accounts cannot be checked right now. Please try again in a moment.');
    }
    if (error instanceof StaleSession) {
      throw error.reason === 'disabled' ? new HttpError(403, 'This account is disabled.') : sessionEnded();
    }
    throw error;
  });
  if (role !== 'admin') throw new HttpError(403, 'Only administrators can see leads.');
  next();
}

const sessionEnded = () => new HttpError(401, 'Your session has ended; sign in again.');
