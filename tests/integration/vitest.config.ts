import { defineConfig } from 'vitest/config';

/**
 * The integration files that touch nothing another file reads whole: accounts by their own uids, quotes and
 * invoices by their own ids (the quote sweep with them), each document made by the file that reads it. `npm test`
 * runs them (INTEGRATION_GROUP=apart) beside the rest (INTEGRATION_GROUP=together): the sweeps, backfills and
 * digests that read whole collections, the contact API's limits per address, and everything files, messages,
 * projects and leads, which those sweeps read. Each group runs its files one at a time, as the whole tier did.
 */
const APART = [
  'accounts/complete-onboarding.test.ts',
  'accounts/confirm-link-sign-in.test.ts',
  'accounts/invite-client.test.ts',
  'accounts/profile-activity.test.ts',
  'accounts/revoked-sessions.test.ts',
  'accounts/set-account-disabled.test.ts',
  'accounts/set-admin-role.test.ts',
  'activity/**/*.test.ts',
  'admin-grant.test.ts',
  'demo-accounts.test.ts',
  'invoices/**/*.test.ts',
  'quotes/**/*.test.ts',
];

const group = process.env.INTEGRATION_GROUP;
if (group && group !== 'apart' && group !== 'together') {
  throw new Error(`INTEGRATION_GROUP is "apart", "together" or unset (every file), not "${group}"`);
}

/** Functions and data integration tests, against the running emulators and through the Hosting rewrite. */
export default defineConfig({
  test: {
    name: 'integration',
    root: import.meta.dirname,
    include: group === 'apart' ? APART : ['**/*.test.ts'],
    exclude: ['**/node_modules/**', ...(group === 'together' ? APART : [])],
    environment: 'node',
    fileParallelism: false,
    // An upper bound, not a wait: long enough for a function's cold start and a queued trigger on a busy machine
    // (Firestore's rules and the unit tests run beside this tier).
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
});
