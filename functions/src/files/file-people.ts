import { AGENCY_NAME } from '../config';
import { personName } from '../lib/activity';
import { adminAuth } from '../lib/admin';
import { clientRef, type StoredClientProfile } from '../lib/firestore/clients';

/** A client as the files' activity and mails name them (their profile's name, else their address). */
export async function clientOf(clientId: string): Promise<{ name: string; businessName: string; email: string }> {
  const profile: StoredClientProfile | undefined = (await clientRef(clientId).get()).data();
  return {
    name: profile?.name || profile?.email || 'A client',
    businessName: profile?.businessName ?? '',
    email: profile?.email ?? '',
  };
}

/** An administrator as activity names them (their Auth display name, else their address), else the agency. */
export async function adminNameOf(uid: string): Promise<string> {
  const user = await adminAuth.getUser(uid).catch(() => undefined);
  return user ? personName(user) : AGENCY_NAME;
}
