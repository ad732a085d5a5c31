import { type ActivityDocument, clientNamesOf, type NewActivity, withSummary } from '@agency/common';

import { clientProfile } from '../../tests/support/factories';

import { DEMO_ACCOUNTS } from './demo-accounts';

/**
 * Who acts in the demo's activity, and about whom, as functions name them in the entries they write: the agency's
 * administrator, the client (a person of their business) and automatic events.
 */
export function demoPeople(uids: { admin: string; client: string }) {
  return {
    admin: { actor: uids.admin, actorName: DEMO_ACCOUNTS.admin.displayName, actorRole: 'admin' },
    client: { actor: uids.client, actorName: DEMO_ACCOUNTS.client.displayName, actorRole: 'client' },
    system: { actor: 'system', actorName: 'System', actorRole: 'system' },
    /** What every entry about the demo client says of them (their business name, as the profile has it). */
    about: {
      subjectUid: uids.client,
      clientId: uids.client,
      clientName: clientProfile().businessName,
      clientVisible: true,
    },
  } as const;
}

/**
 * What the demo client's projects, threads, quotes and invoices copy of their names, as the functions that create
 * them write it (docs/decisions/032-names-copied-onto-documents.md): the profile seed.ts stores.
 */
export const DEMO_CLIENT_NAMES = clientNamesOf(clientProfile({ name: DEMO_ACCOUNTS.client.displayName }));

/** A demo entry as a function would have stored it at `createdAt`: its facts, and the agency's sentence. */
export const demoEntry = (entry: NewActivity, createdAt: Date): ActivityDocument<Date> => ({
  ...withSummary(entry),
  createdAt,
});
