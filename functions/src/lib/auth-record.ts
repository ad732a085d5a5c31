import { applicationDefault, getApp } from 'firebase-admin/app';

/**
 * What Auth's own account record says that the Admin SDK's UserRecord leaves out: whether an emailed sign-in link
 * has ever signed in to the account, and when its password was set. Read from Identity Toolkit's `accounts:lookup`
 * (the call `getUser` makes), against the Auth emulator when one is configured.
 */
export interface AuthRecord {
  emailLinkSignin?: boolean;
  passwordUpdatedAt?: number;
  /** Set when the account's sessions were cut: a password or address change, a revocation. */
  validSince?: string;
  providerUserInfo?: { providerId: string }[];
}

async function lookupEndpoint(): Promise<{ url: string; authorization: string }> {
  const projectId = getApp().options.projectId ?? process.env.GCLOUD_PROJECT;
  const path = `identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:lookup`;
  const emulator = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  // The emulator takes 'owner' as an administrator's credential, as the Admin SDK sends it.
  if (emulator) return { url: `http://${emulator}/${path}`, authorization: 'Bearer owner' };
  const credential = getApp().options.credential ?? applicationDefault();
  return { url: `https://${path}`, authorization: `Bearer ${(await credential.getAccessToken()).access_token}` };
}

export async function authRecordOf(uid: string): Promise<AuthRecord> {
  const { url, authorization } = await lookupEndpoint();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: authorization },
    body: JSON.stringify({ localId: [uid] }),
  });
  if (!response.ok) throw new Error(`accounts:lookup answered ${response.status}`);
  const { users } = (await response.json()) as { users?: AuthRecord[] };
  return users?.[0] ?? {};
}

/**
 * An account someone held before an emailed link proved the inbox: it has a password, another way in, or a change
 * of address or password behind it (an anonymous account given the owner's address, unconfirmed, say). Whoever
 * set those may not be the link's owner. An account a link made has none of them, however often links sign in to
 * it. Only an account with no role is judged so: a client sets a password from their profile, legitimately.
 */
export const heldBeforeLinkSignIn = (record: AuthRecord) =>
  record.emailLinkSignin === true &&
  (record.passwordUpdatedAt !== undefined ||
    record.validSince !== undefined ||
    (record.providerUserInfo ?? []).some((provider) => provider.providerId !== 'password'));
