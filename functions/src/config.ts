import { defineBoolean, defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';

import { FUNCTIONS_REGION } from '@agency/common';

// Every function runs in FUNCTIONS_REGION (Sydney), which the web app calls and Hosting's rewrites name too.
setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

/**
 * Contact form limits (docs/decisions/009-contact-abuse-limits.md). Each is a fixed window: at most MAX leads per
 * WINDOW_SECONDS per client address (the hash of its IPv4 address or IPv6 /64), per submitted email address, and
 * for all callers together, which no header can dodge. Deployed values come from functions/.env; the load bench
 * raises them locally through functions/.env.local and says so.
 */
export const contactRateLimitMax = defineInt('CONTACT_RATE_LIMIT_MAX', { default: 5 });
export const contactRateLimitWindowSeconds = defineInt('CONTACT_RATE_LIMIT_WINDOW_SECONDS', { default: 600 });
export const contactEmailLimitMax = defineInt('CONTACT_EMAIL_LIMIT_MAX', { default: 3 });
export const contactEmailLimitWindowSeconds = defineInt('CONTACT_EMAIL_LIMIT_WINDOW_SECONDS', { default: 86_400 });
export const contactGlobalLimitMax = defineInt('CONTACT_GLOBAL_LIMIT_MAX', { default: 50 });
export const contactGlobalLimitWindowSeconds = defineInt('CONTACT_GLOBAL_LIMIT_WINDOW_SECONDS', { default: 3600 });

/** Where new-lead notifications go (a `mail` document for the Trigger Email extension). */
export const agencyNotifyEmail = defineString('AGENCY_NOTIFY_EMAIL', { default: 'hello@consciouswebstudio.com.au' });

/**
 * The web app's address, for links in mails (the invitation's sign-in link lands on `${PORTAL_URL}/client/login`).
 * Set it to the site's real origin in functions/.env before deploying; it must be an authorised domain in Auth.
 */
export const portalUrl = defineString('PORTAL_URL', { default: 'http://127.0.0.1:5000' });

/** The agency's name as mails sign it (the web app prints the same name from web/src/config/site.ts). */
export const AGENCY_NAME = 'Conscious Web Studio';

/**
 * Salt for hashing client IPs: leads and rate limits keep only the hash, never the address. A secret in
 * production (Secret Manager); the emulators read functions/.secret.local.
 */
export const ipHashSalt = defineSecret('IP_HASH_SALT');

/**
 * The agency's details as its invoices state them (docs/decisions/017-quotes-and-invoices.md). Each invoice keeps a
 * copy taken when it is issued, so changing these later never changes an issued invoice. No defaults: `firebase
 * deploy` asks for each one and keeps the answers in functions/.env.<project-id> (README, deploy); the emulators
 * read the demo values in functions/.env.demo-agency.
 */
export const agencyLegalName = defineString('AGENCY_LEGAL_NAME', { description: 'Legal name on invoices' });
export const agencyAbn = defineString('AGENCY_ABN', { description: 'ABN on invoices (11 digits)' });
export const agencyAddress = defineString('AGENCY_ADDRESS', { description: 'Business address on invoices' });
export const agencyInvoiceEmail = defineString('AGENCY_INVOICE_EMAIL', { description: 'Accounts email on invoices' });
export const agencyBankAccountName = defineString('AGENCY_BANK_ACCOUNT_NAME', { description: 'Bank account name' });
export const agencyBsb = defineString('AGENCY_BSB', { description: 'Bank BSB (6 digits)' });
export const agencyAccountNumber = defineString('AGENCY_ACCOUNT_NUMBER', { description: 'Bank account number' });
export const agencyPayId = defineString('AGENCY_PAYID', { description: 'PayID (an email, phone or ABN)' });
/** Whether the agency is registered for GST: without it, invoices are "Invoice" with no GST. */
export const gstRegistered = defineBoolean('GST_REGISTERED', { default: true });

/**
 * Card payments by Stripe Checkout. Secrets (Secret Manager; the emulators read functions/.secret.local). A secret
 * key that is not a Stripe key (`none`) means card payment is not set up: the payment page offers bank transfer only.
 */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
