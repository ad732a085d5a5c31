import { createHash } from 'node:crypto';

import { type Request, type Response, Router } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';

import {
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  isDocumentId,
  LEAD_ENQUIRIES_MAX,
  leadEnquiries,
  type LeadEnquiry,
  type LeadPage,
  leadSearchTerms,
  type LeadStatus,
  type LeadSummary,
} from '@agency/common';

import {
  agencyNotifyEmail,
  contactEmailLimitMax,
  contactEmailLimitWindowSeconds,
  contactGlobalLimitMax,
  contactGlobalLimitWindowSeconds,
  contactRateLimitMax,
  contactRateLimitWindowSeconds,
  ipHashSalt,
} from '../config';
import { db } from '../lib/admin';
import { clientAddress, saltedHash } from '../lib/client-ip';
import { leadRef, newestLeadsQuery, openLeadsByEmailQuery, type StoredLead } from '../lib/firestore/leads';
import { mailRef } from '../lib/firestore/mail';
import { HttpError } from '../lib/http-error';
import { requireAdmin } from '../lib/require-admin';

import { leadNotification } from './lead-notification';
import { parseContact } from './parse-contact';
import { takeFromBuckets } from './rate-limit';

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
 * Stores an enquiry and the agency's notification email, answering 201 { id } (the enquiry's id: for a new lead,
 * the lead's too). Order matters: free checks first, so bad requests cost no Firestore work (the body size was
 * checked before any route, in api/app.ts). Then one transaction: a replayed idempotency key answers with the first
 * answer before any limit (a retry is never refused or stored twice); otherwise the address, email and global
 * limits are checked and counted together, and the enquiry and its mail are stored with them, so a refused request
 * stores and consumes nothing. An enquiry from the address of an open lead joins it (its enquiries, newest last,
 * and its `updatedAt`); otherwise, or when that address's lead is won or lost, it makes a new lead. Reading the open
 * lead in the transaction means two enquiries at once from one address still make one lead.
 */
async function createLead(req: Request, res: Response): Promise<void> {
  // The runtime has already inflated a compressed body (bounded only by its own limit, decision 009); refusing one
  // still keeps compression from ever being a way in, whatever size it inflated to.
  const encoding = req.get('content-encoding');
  if (encoding !== undefined && encoding.trim().toLowerCase() !== 'identity') {
    throw new HttpError(415, 'Send the message uncompressed (without Content-Encoding).', undefined, {
      'Accept-Encoding': 'identity',
    });
  }
  if (!req.is('application/json'))
    throw new HttpError(415, 'Send the message as JSON (Content-Type: application/json).');
  const idempotencyKey = req.get(IDEMPOTENCY_HEADER);
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
    throw new HttpError(400, `${IDEMPOTENCY_HEADER} must be 8 to 128 letters, digits, - or _.`);
  }
  const parsed = await parseContact(req.body);

  const salt = ipHashSalt.value();
  if (!salt) throw new Error('IP_HASH_SALT is not set: set it with `firebase functions:secrets:set IP_HASH_SALT`.');
  const ipHash = saltedHash(clientAddress(req), salt);
  const leadDoc = idempotencyKey ? leadRef(sha256(`${ipHash}:${idempotencyKey}`).slice(0, 40)) : leadRef();
  if (parsed.kind === 'honeypot') {
    // Looks accepted to the bot, with the id a real lead would get for the same request; nothing is stored.
    res.status(201).json({ id: leadDoc.id });
    return;
  }

  const { lead } = parsed;
  const buckets = [
    { name: 'address', id: `contact_${ipHash}`, rule: rule(contactRateLimitMax, contactRateLimitWindowSeconds) },
    {
      name: 'email',
      id: `contact_email_${saltedHash(`email:${lead.email.toLowerCase()}`, salt)}`,
      rule: rule(contactEmailLimitMax, contactEmailLimitWindowSeconds),
    },
    { name: 'global', id: 'contact_global', rule: rule(contactGlobalLimitMax, contactGlobalLimitWindowSeconds) },
  ] as const;
  const page = sourcePage(req);
  const refusal = await db.runTransaction(async (transaction) => {
    // A retry: the key's lead exists, or its notification does (an enquiry that joined a lead makes no lead of its
    // own but mails under the same id), so a replay with another address is answered alike and stores nothing.
    if (idempotencyKey) {
      const [own, mailed] = await Promise.all([
        transaction.get(leadDoc),
        transaction.get(mailRef(`lead-${leadDoc.id}`)),
      ]);
      if (own.exists || mailed.exists) return null;
    }
    // Only the same person joins: someone who knows an address but writes another name makes a lead of their own
    // rather than put words in the open lead's history, and the person's next enquiry still finds theirs.
    const openLeads = (await transaction.get(openLeadsByEmailQuery(lead.email))).docs;
    const same = openLeads.find((each) => sameName(each.data().name, lead.name));
    const enquiries = same ? leadEnquiries(same.data(), same.id) : [];
    // A retry of an enquiry that joined a lead: its id is the key's, stored in that lead's list.
    if (idempotencyKey && enquiries.some((enquiry) => enquiry.id === leadDoc.id)) return null;
    // A full lead takes no more: the enquiry starts a lead of its own, which the next ones join (the newest open lead
    // in the sender's name is the one found), so no enquiry is ever dropped, however many someone who knows the
    // address sends.
    const open = enquiries.length < LEAD_ENQUIRIES_MAX ? same : undefined;
    const full = await takeFromBuckets(transaction, buckets);
    if (full) return full;
    // A server time cannot go inside a list (FieldValue.serverTimestamp()), so the enquiry holds the server's clock.
    const enquiry: LeadEnquiry<Timestamp> = { id: leadDoc.id, at: Timestamp.now(), message: lead.message, page };
    const notify = agencyNotifyEmail.value();
    if (open) {
      const stored = open.data();
      const joined = [...enquiries, { ...enquiry, otherAddress: stored.source?.ipHash !== ipHash }];
      transaction.update(open.ref, {
        enquiries: joined,
        updatedAt: FieldValue.serverTimestamp(),
        // The dashboard lists it until the agency opens the lead: no new lead says someone wrote again.
        enquiryUnreadAt: FieldValue.serverTimestamp(),
        // Found by what they wrote since, too: the newest words first, as the terms are capped.
        searchTerms: leadSearchTerms({
          name: stored.name,
          email: stored.email,
          message: joined
            .map((each) => each.message)
            .reverse()
            .join('\n'),
        }),
      });
      transaction.create(mailRef(`lead-${leadDoc.id}`), leadNotification(lead, open.id, notify, { joined: true }));
      return null;
    }
    transaction.create(leadDoc, {
      ...lead,
      status: 'new' satisfies LeadStatus,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      enquiries: [enquiry],
      // What the leads screen's search looks up (Firestore has no full-text search; docs/decisions/019).
      searchTerms: leadSearchTerms(lead),
      source: { page, userAgent: (req.get('user-agent') ?? '').slice(0, 300), ipHash },
    });
    transaction.create(mailRef(`lead-${leadDoc.id}`), leadNotification(lead, leadDoc.id, notify));
    return null;
  });
  if (refusal) {
    const wait = waitText(refusal.retryAfterSeconds);
    throw new HttpError(429, REFUSALS[refusal.bucket](wait), undefined, {
      'Retry-After': String(refusal.retryAfterSeconds),
    });
  }
  res.status(201).json({ id: leadDoc.id });
}

/** Names as a person retypes them: case, spacing and accents aside. */
const sameName = (stored: unknown, typed: string) => {
  const plain = (name: string) =>
    name.normalize('NFKD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
  return typeof stored === 'string' && plain(stored) === plain(typed);
};

/**
 * What each full bucket tells the visitor. Every one names the agency's email: a visitor can be refused because of
 * someone else (a neighbour behind the same address, a flood filling the global cap), and must never be stuck.
 */
const REFUSALS: Record<'address' | 'email' | 'global', (wait: string) => string> = {
  address: (wait) => `Too many messages. ${orEmailUs(wait)}`,
  email: (wait) => `Too many messages from this email address. ${orEmailUs(wait)}`,
  global: (wait) => `We are receiving an unusual number of messages. ${orEmailUs(wait)}`,
};

const orEmailUs = (wait: string) => `Please try again in ${wait}, or email us at ${agencyNotifyEmail.value()}.`;

const rule = (max: { value(): number }, windowSeconds: { value(): number }) => ({
  max: max.value(),
  windowSeconds: windowSeconds.value(),
});

/** "10 minutes", "1 minute", "24 hours": the wait in words, rounded up. */
function waitText(seconds: number): string {
  const [amount, unit] = seconds > 90 * 60 ? [Math.ceil(seconds / 3600), 'hour'] : [Math.ceil(seconds / 60), 'minute'];
  return `${amount} ${unit}${amount === 1 ? '' : 's'}`;
}

/** Newest first, `limit` at a time (at most 100); `after` is the previous page's `nextCursor`. */
async function listLeads(req: Request, res: Response): Promise<void> {
  const limit = Math.min(
    Math.max(Number.parseInt(String(req.query.limit ?? DEFAULT_PAGE_SIZE), 10) || 0, 1),
    MAX_PAGE_SIZE,
  );
  let query = newestLeadsQuery(limit + 1);
  const after = req.query.after;
  if (after !== undefined) {
    if (!isDocumentId(after)) throw new HttpError(400, 'That page cursor is not valid; start from the first page.');
    const cursor = await leadRef(after).get();
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

function toSummary(id: string, data: StoredLead): LeadSummary {
  return {
    id,
    name: data.name,
    email: data.email,
    industry: data.industry,
    message: data.message,
    status: data.status,
    // Leads stored before these fields existed have none.
    createdAt: data.createdAt?.toDate().toISOString() ?? new Date(0).toISOString(),
    sourcePage: data.source?.page ?? null,
  };
}

/** The page the form was sent from, from the Referer the browser sends; only its path is kept. */
function sourcePage(req: Request): string | null {
  const referer = req.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    // Only a web page's own path: another scheme's "path" can be anything (`foo:javascript:…`), and `//host/…`
    // would name another site if it ever became a link.
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    if (!url.pathname.startsWith('/') || url.pathname.startsWith('//')) return null;
    return `${url.pathname}${url.hash}`.slice(0, 200);
  } catch {
    return null;
  }
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
