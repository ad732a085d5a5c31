import type { Locator, Page } from '@playwright/test';

import { emulatorAddress } from '../../support/emulator-hosts';

import { expect } from './test';

/** A 1×1 PNG, a one-page PDF and a text file: small, real, and previewable where the kind allows. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const upload = (name: string, buffer: Buffer, mimeType = 'application/octet-stream') => ({
  name,
  mimeType,
  buffer,
});

/** Chooses files with the upload button in `scope` (its hidden input, as the button's click would). */
export async function chooseFiles(scope: Page | Locator, files: ReturnType<typeof upload>[]) {
  await scope.getByTestId('file-input').setInputFiles(files);
}

/** Waits for each named upload to say "Uploaded" (the function has checked its bytes). */
export async function expectUploaded(page: Page, names: string[]) {
  const uploads = page.getByRole('list', { name: 'Uploads' });
  for (const name of names) {
    await expect(uploads.getByRole('listitem', { name })).toContainText('Uploaded', { timeout: 20_000 });
  }
}

/** An ID token for `account` from the Auth emulator, to call Storage's REST API as them. */
export async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  const url = `${emulatorAddress('auth').origin}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password, returnSecureToken: true }),
  });
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Fetches a stored object's bytes through Storage's REST API, as `token` (or nobody); gives the HTTP status. */
export async function storageStatus(storagePath: string, token: string | null): Promise<number> {
  const base = `${emulatorAddress('storage').origin}/v0/b/demo-agency.appspot.com/o`;
  const response = await fetch(`${base}/${encodeURIComponent(storagePath)}?alt=media`, {
    headers: token ? { authorization: `Firebase ${token}` } : {},
  });
  return response.status;
}
