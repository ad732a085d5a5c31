import { AGENCY_NAME } from '../config';
import { clientNameOf, clientPersonName, personName } from '../lib/activity';
import { adminAuth } from '../lib/admin';
import { clientRef, type StoredClientProfile } from '../lib/firestore/clients';

/**
 * A client as the files' activity and mails name them: the person (their profile's name, else their address) and
 * the client (their business name where they have one).
 */
export async function clientOf(
  clientId: string,
): Promise<{ name: string; clientName: string; businessName: string; email: string }> {
  const profile: StoredClientProfile | undefined = (await clientRef(clientId).get()).data();
  return {
    name: clientPersonName(profile),
    clientName: clientNameOf(profile),
    businessName: profile?.businessName ?? '',
    email: profile?.email ?? '',
  };
}

/** An administrator as activity names them (their Auth display name, else their address), else the agency. */
export async function adminNameOf(uid: string): Promise<string> {
  const user = await adminAuth.getUser(uid).catch(() => undefined);
  return user ? personName(user) : AGENCY_NAME;
}
