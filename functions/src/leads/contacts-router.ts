import { createHash } from 'node:crypto';

import { type Request, type Response, Router } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import {
  COLLECTIONS,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  type LeadPage,
  type LeadStatus,
  type LeadSummary,
} from '@agency/common';

import { agencyNotifyEmail, contactRateLimitMax, contactRateLimitWindowSeconds, ipHashSalt } from '../config';
import { db } from '../lib/admin';
import { clientIp, hashIp } from '../lib/client-ip';
import { HttpError } from '../lib/http-error';
import { mailRef } from '../lib/mail';
import { requireAdmin } from '../lib/require-admin';

import { leadNotification } from './lead-notification';
import { parseContact } from './parse-contact';
import { consumeRateLimit } from './rate-limit';

const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 20;

/** `/api/contacts`: visitors POST the contact form; administrators GET the leads. */
export const contactsRouter = Router();

contactsRouter
  .route('/')
  .post(createLead)
  .get(requireAdmin, listLeads)
  .all((_req, res) => {
    res.set('Allow', 'GET, POST').status(405).json({ error: 'Use POST to send a message, or GET to list leads.' });
  });

/**
 * Stores a lead and the agency's notification email in one batch (both or neither), answering 201 { id }.
 * Order matters: free checks first, so bad requests cost no Firestore work; a replayed idempotency key
 * answers before the rate limit, so a retry is never refused or stored twice.
 */
async function createLead(req: Request, res: Response): Promise<void> {
  if (!req.is('application/json'))
    throw new HttpError(415, 'Send the message as JSON (Content-Type: application/json).');
  const parsed = await parseContact(req.rawBody, req.body);
  if (parsed.kind === 'honeypot') {
    // Looks accepted to the bot; nothing is stored.
    res.status(201).json({ id: randomId() });
    return;
  }

  const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 8 to 128 letters, digits, - or _.`);
  }

  const salt = ipHashSalt.value();
  if (!salt) throw new Error('IP_HASH_SALT is not set: set it with `firebase functions:secrets:set IP_HASH_SALT`.');
  const ipHash = hashIp(clientIp(req), salt);
  const leadRef = idempotencyKey
    ? db.collection(COLLECTIONS.leads).doc(sha256(`${ipHash}:${idempotencyKey}`).slice(0, 40))
    : db.collection(COLLECTIONS.leads).doc();
  if (idempotencyKey && (await leadRef.get()).exists) {
    res.status(201).json({ id: leadRef.id });
    return;
  }

  const limit = await consumeRateLimit(db, ipHash, {
    max: contactRateLimitMax.value(),
    windowSeconds: contactRateLimitWindowSeconds.value(),
  });
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    throw new HttpError(
      429,
      `Too many messages. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      undefined,
      {
        'Retry-After': String(limit.retryAfterSeconds),
      },
    );
  }

  const { lead } = parsed;
  const batch = db.batch();
  batch.create(leadRef, {
    ...lead,
    status: 'new' satisfies LeadStatus,
    notes: '',
    createdAt: FieldValue.serverTimestamp(),
    source: { page: sourcePage(req), userAgent: (req.get('user-agent') ?? '').slice(0, 300), ipHash },
  });
  batch.create(mailRef(`lead-${leadRef.id}`), leadNotification(lead, leadRef.id, agencyNotifyEmail.value()));
  try {
    await batch.commit();
  } catch (error) {
    // The same idempotency key raced in twice: the other request stored it.
    if ((error as { code?: number }).code === ALREADY_EXISTS) {
      res.status(201).json({ id: leadRef.id });
      return;
    }
    throw error;
  }
  res.status(201).json({ id: leadRef.id });
}

/** Newest first, `limit` at a time (at most 100); `after` is the previous page's `nextCursor`. */
async function listLeads(req: Request, res: Response): Promise<void> {
  const limit = Math.min(
    Math.max(Number.parseInt(String(req.query.limit ?? DEFAULT_PAGE_SIZE), 10) || 0, 1),
    MAX_PAGE_SIZE,
  );
  let query = db
    .collection(COLLECTIONS.leads)
    .orderBy('createdAt', 'desc')
    .limit(limit + 1);
  const after = typeof req.query.after === 'string' ? req.query.after : undefined;
  if (after) {
    const cursor = await db.collection(COLLECTIONS.leads).doc(after).get();
    if (!cursor.exists) throw new HttpError(400, 'That page cursor does not exist; start from the first page.');
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const docs = snapshot.docs.slice(0, limit);
  const body: LeadPage = {
    leads: docs.map((doc) => toSummary(doc.id, doc.data())),
    nextCursor: snapshot.docs.length > limit ? docs[docs.length - 1]!.id : null,
  };
  res.json(body);
}

function toSummary(id: string, data: FirebaseFirestore.DocumentData): LeadSummary {
  return {
    id,
    name: data.name,
    email: data.email,
    industry: data.industry,
    message: data.message,
    status: data.status,
    notes: data.notes ?? '',
    createdAt: (data.createdAt as Timestamp | undefined)?.toDate().toISOString() ?? new Date(0).toISOString(),
    sourcePage: data.source?.page ?? null,
  };
}

/** The page the form was sent from, from the Referer the browser sends; only its path is kept. */
function sourcePage(req: Request): string | null {
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    return `${url.pathname}${url.hash}`.slice(0, 200);
  } catch {
    return null;
  }
}

const ALREADY_EXISTS = 6;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const randomId = () => db.collection(COLLECTIONS.leads).doc().id;
