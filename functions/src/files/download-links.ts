import { logger } from 'firebase-functions';

import { filesBucket } from '../lib/admin';

/** An object in the files bucket, as the Admin SDK hands it out. */
type File = ReturnType<ReturnType<typeof filesBucket>['file']>;

/**
 * Download links (docs/decisions/016-files.md). Firebase Storage answers `…?alt=media&token=<token>` to anyone,
 * signed in or not, for as long as the object carries that token, and any reader the rules let in can have one made
 * (getDownloadURL). The web never asks for one, but nothing stops a reader who does, so the functions take them
 * away: from every upload as it is confirmed, from all of a client's files when their account is disabled, and
 * from one file when the agency asks.
 *
 * Production keeps an object's tokens in its custom metadata (`firebaseStorageDownloadTokens`, comma-separated),
 * which the Admin SDK clears. The Storage emulator keeps them apart, shows them in the same field, and removes
 * one only through the Firebase API's `delete_token` with admin credentials (after which it makes a fresh one
 * nobody holds). Each way is checked by reading the tokens back: none of the old ones may remain.
 */

const TOKENS_FIELD = 'firebaseStorageDownloadTokens';

/** The Storage emulator's host, when the functions run against one. */
const emulatorHost = () => process.env.FIREBASE_STORAGE_EMULATOR_HOST;

/** The stored object at `path`, or null on emulators started without Storage (no bytes anywhere, no bucket to ask). */
export function storedObject(path: string): File | null {
  const noStorage = process.env.FUNCTIONS_EMULATOR === 'true' && !emulatorHost();
  return noStorage ? null : filesBucket().file(path);
}

/** The download tokens an object carries (none for an object that is gone). */
async function tokensOf(file: File): Promise<string[]> {
  const [exists] = await file.exists();
  if (!exists) return [];
  const [metadata] = await file.getMetadata();
  const tokens = metadata.metadata?.[TOKENS_FIELD];
  return typeof tokens === 'string' ? tokens.split(',').filter(Boolean) : [];
}

/** The emulator's own way to take a token away (it has no other). */
async function deleteTokenOnEmulator(host: string, file: File, token: string): Promise<void> {
  const url = `http://${host}/v0/b/${file.bucket.name}/o/${encodeURIComponent(file.name)}?delete_token=${encodeURIComponent(token)}`;
  const answer = await fetch(url, { method: 'POST', headers: { Authorization: 'Bearer owner' } });
  if (!answer.ok && answer.status !== 404) throw new Error(`The Storage emulator kept a token (${answer.status})`);
}

/**
 * Takes every download link of one object away; says how many there were. Throws when one is still there after.
 * An object that does not exist has none.
 */
export async function revokeDownloadLinks(file: File): Promise<number> {
  const tokens = await tokensOf(file);
  if (!tokens.length) return 0;
  const host = emulatorHost();
  if (host) {
    for (const token of tokens) await deleteTokenOnEmulator(host, file, token);
  } else {
    await file.setMetadata({ metadata: { [TOKENS_FIELD]: null } });
  }
  const left = await tokensOf(file);
  if (tokens.some((token) => left.includes(token))) {
    throw new Error(`A download link of ${file.name} could not be revoked`);
  }
  return tokens.length;
}

/**
 * Takes away the download links of every file a client has (`clients/{clientId}/files/…`); says how many there
 * were. One object's failure does not stop the others; the first is thrown at the end.
 */
export const revokeClientLinks = (clientId: string): Promise<number> => revokeLinksUnder(`clients/${clientId}/files/`);

/**
 * Takes away the download links of every client's files: an administrator leaving (disabled, or no longer an
 * administrator) could have made a link to any of them while they could read it, and such a link outlives their
 * access like a client's own (docs/decisions/016-files.md).
 */
export const revokeEveryClientLink = (): Promise<number> => revokeLinksUnder('clients/');

/** Revokes the links of every object under `prefix`, a page at a time. */
async function revokeLinksUnder(prefix: string): Promise<number> {
  if (!storedObject(prefix)) return 0;
  let revoked = 0;
  let failure: unknown;
  let pageToken: string | undefined;
  do {
    const [files, next] = await filesBucket().getFiles({ prefix, maxResults: 200, autoPaginate: false, pageToken });
    const results = await Promise.allSettled(files.map((file) => revokeDownloadLinks(file)));
    for (const result of results) {
      if (result.status === 'fulfilled') revoked += result.value;
      else failure ??= result.reason;
    }
    pageToken = (next as { pageToken?: string } | null)?.pageToken;
  } while (pageToken);
  if (failure) {
    logger.error('Some download links were not revoked', { prefix, error: failure });
    throw failure;
  }
  return revoked;
}
