/** Contact-form leads (spec §3 "Contact message") as stored in Firestore `leads`, and the API's limits. */
import type { Industry } from './industries';
import { FIELD_LIMITS } from './schemas/fields';
import { searchTerms } from './search-terms';

export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'won', 'lost'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * A lead still being worked: another enquiry from its email address joins it. A `won` or `lost` lead is closed and
 * is never reopened by an enquiry: the next one makes a new lead.
 */
export const OPEN_LEAD_STATUSES = ['new', 'contacted', 'qualified'] as const satisfies readonly LeadStatus[];

/**
 * A lead holds at most this many enquiries; the next from its address starts a lead of its own, which later ones
 * join, so none is ever dropped. Fifty enquiries of at most 5,000 characters keep the document far under
 * Firestore's 1 MiB.
 */
export const LEAD_ENQUIRIES_MAX = 50;

/** One message the visitor sent: the first one that made the lead, or a later one that joined it. */
export interface LeadEnquiry<Time> {
  /** The enquiry's own id (a retried request carries the same one, so it is stored once). */
  id: string;
  at: Time;
  message: string;
  /** The path of the page it was sent from (`pageTitle` names it), or null when the browser did not say. */
  page: string | null;
  /**
   * On an enquiry that joined the lead: sent from another network address than the lead's first (its `source`). A
   * person writes from home and from work alike; but anyone who knows a name and an address can join their lead,
   * so the agency is told which enquiries did not come from where the first one did. Absent on the first.
   */
  otherAddress?: boolean;
}

/** A lead's status as the agency reads it, on the leads screen and the dashboard's figures alike. */
export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

/** Server-side limits on the contact form; the form also caps its inputs at these lengths. */
export const CONTACT_LIMITS = {
  name: FIELD_LIMITS.name,
  email: FIELD_LIMITS.email,
  message: 5000,
} as const;

/**
 * The largest request body any `/api` route accepts, in bytes (the contact form is the only route that takes a
 * body). The API refuses anything bigger before any route runs (docs/decisions/009-contact-abuse-limits.md).
 */
export const API_BODY_LIMIT_BYTES = 10 * 1024;

/** A field people never see or fill in; bots that fill every field give themselves away (spec: spam protection). */
export const HONEYPOT_FIELD = 'fax';

/** Send the same key again and the API answers with the first lead's id instead of storing another. */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

/**
 * `leads/{id}`, written only by the `api` function: what the visitor sent, and the agency's follow-up. `source`
 * says where it came from; `ipHash` is the caller's address, salted and hashed, never the address itself.
 */
export interface LeadDocument<Time> {
  name: string;
  /** Lower-cased. */
  email: string;
  industry: Industry;
  message: string;
  status: LeadStatus;
  createdAt: Time;
  source: { page: string | null; userAgent: string; ipHash: string };
  /** The client the agency invited from this lead (`inviteClient` sets it with status `won`); absent before. */
  convertedClientId?: string | null;
  /**
   * The words an administrator can search the lead by (`leadSearchTerms`), written by the `api` function; leads
   * stored before search existed have none and are never found by a search (docs/decisions/019).
   */
  searchTerms?: string[];
  /**
   * Every enquiry, oldest first, at most LEAD_ENQUIRIES_MAX. Leads stored before enquiries were kept
   * have none: their one enquiry is the lead's own message, time and source page (`leadEnquiries`).
   */
  enquiries?: LeadEnquiry<Time>[];
  /** When the lead last changed by an enquiry: its first, or one that joined it. Absent on older leads. */
  updatedAt?: Time;
  /** The Queensland day (`YYYY-MM-DD`) the agency means to follow the lead up, or null (absent: never set). */
  followUpDate?: string | null;
  /** What the agency estimates the lead is worth, in cents of whole dollars (0 to LEAD_VALUE_MAX_DOLLARS), or null. */
  estimatedValueCents?: number | null;
  /**
   * When an enquiry last joined the lead that the agency has not opened the lead since (the `api` function sets it;
   * an administrator opening the lead clears it to null): the dashboard lists these, since a joined enquiry makes no
   * new lead. Absent or null: nothing unread.
   */
  enquiryUnreadAt?: Time | null;
}

/** The largest estimated value a lead may have, in dollars. */
export const LEAD_VALUE_MAX_DOLLARS = 10_000_000;

/**
 * A lead's enquiries, oldest first: the stored list, or for a lead stored before enquiries were kept, its own
 * message as the one enquiry.
 */
export function leadEnquiries<Time>(
  lead: Pick<LeadDocument<Time>, 'enquiries' | 'message' | 'createdAt' | 'source'>,
  id: string,
): LeadEnquiry<Time>[] {
  if (lead.enquiries && lead.enquiries.length > 0) return lead.enquiries;
  return [{ id, at: lead.createdAt, message: lead.message, page: lead.source?.page ?? null }];
}

/** At most this many distinct search terms per lead: a long message keeps its first words. */
export const LEAD_SEARCH_TERMS_MAX = 300;

/**
 * The terms a lead is found by (`searchTerms`): the words of the name, email and message; the email whole, its
 * local part and its domain; and prefixes of at least two letters of the name's words and the email, so a name or
 * address is found while it is still being typed. Capped at LEAD_SEARCH_TERMS_MAX, the name and email first.
 */
export function leadSearchTerms(lead: { name: string; email: string; message: string }): string[] {
  return searchTerms({ names: [lead.name], email: lead.email, text: lead.message }, LEAD_SEARCH_TERMS_MAX);
}

/** A lead as the API lists it to administrators. */
export interface LeadSummary {
  id: string;
  name: string;
  email: string;
  industry: string;
  message: string;
  status: LeadStatus;
  /** ISO 8601. */
  createdAt: string;
  sourcePage: string | null;
}

export interface LeadPage {
  leads: LeadSummary[];
  /** Pass as `after` to get the next page; null on the last page. */
  nextCursor: string | null;
}

/** Every JSON error the API answers with. `fields` names each invalid field with its message. */
export interface ApiErrorBody {
  error: string;
  fields?: Record<string, string>;
}
