import type { ClientProfile } from './client-profile';

/**
 * The names a document copies from its client's profile, so the admin lists that show it name the client without
 * reading every profile (PORTAL.md, "Scale rule"; docs/decisions/032-names-copied-onto-documents.md). Projects,
 * threads, files, quotes and invoices carry them; functions write them with the document and keep them in step
 * when the client or the agency renames the client. Documents stored before the copy existed lack them until the
 * `backfillClientNames` job has run, so readers treat them as optional.
 */
export interface ClientNames {
  /** The client as the agency names them: their business name where they have one, else their name (activity's). */
  clientName: string;
  /** The person behind the profile: their name, else their sign-in address. */
  clientPersonName: string;
}

/** The fields of a profile the copies are made from. */
export type NamedProfile = Partial<Pick<ClientProfile<unknown>, 'name' | 'businessName' | 'email'>> | undefined;

/** How a document names the person of a client's business: their profile's name, else their address. */
export const personOfProfile = (profile: NamedProfile): string =>
  profile?.name?.trim() || profile?.email?.trim() || 'A client';

/** What a document copies from its client's profile (a profile that is gone names 'A client'). */
export function clientNamesOf(profile: NamedProfile): ClientNames {
  const clientPersonName = personOfProfile(profile);
  return { clientName: profile?.businessName?.trim() || clientPersonName, clientPersonName };
}

/** Whether a stored document's copies are what `names` say (a document stored before them never is). */
export const clientNamesInStep = (stored: Partial<Record<keyof ClientNames, unknown>>, names: ClientNames) =>
  stored.clientName === names.clientName && stored.clientPersonName === names.clientPersonName;

/**
 * How the admin lists show whom a document is for: the business, then the person ("Green Roots · Alice Green"), or
 * the one name when they are the same.
 */
export const clientLabel = ({ clientName, clientPersonName }: ClientNames): string =>
  clientName === clientPersonName ? clientName : `${clientName} · ${clientPersonName}`;
