import { defineInt, defineSecret, defineString } from 'firebase-functions/params';
import { setGlobalOptions } from 'firebase-functions/v2';

/** Queensland agency, Australian data: every function runs in Sydney. Hosting rewrites name the same region. */
export const REGION = 'australia-southeast1';

setGlobalOptions({ region: REGION, maxInstances: 10 });

/**
 * Contact form rate limit: at most this many leads per client (IP hash) per window. Deployed values come from
 * functions/.env; the load bench raises them locally through functions/.env.local and says so.
 */
export const contactRateLimitMax = defineInt('CONTACT_RATE_LIMIT_MAX', { default: 5 });
export const contactRateLimitWindowSeconds = defineInt('CONTACT_RATE_LIMIT_WINDOW_SECONDS', { default: 600 });

/** Where new-lead notifications go (a `mail` document for the Trigger Email extension). */
export const agencyNotifyEmail = defineString('AGENCY_NOTIFY_EMAIL', { default: 'hello@consciouswebstudio.com.au' });

/**
 * Salt for hashing client IPs: leads and rate limits keep only the hash, never the address. A secret in
 * production (Secret Manager); the emulators read functions/.secret.local.
 */
export const ipHashSalt = defineSecret('IP_HASH_SALT');
