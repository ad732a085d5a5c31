import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, setDoc } from 'firebase/firestore';
import { deleteObject, getBytes, listAll, ref, type StorageReference, uploadBytes } from 'firebase/storage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { COLLECTIONS, FILE_LIMITS, type FileDocument, storagePathOf } from '@agency/common';

import {
  ADMIN_UID,
  appFirestoreEnv,
  CALLER_NAMES,
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DEMOTED_ADMIN_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  revocation,
  SESSIONS_ENDED_AT,
  storageRulesEnv,
} from '../rules/support/rules-env';
import { file } from '../support/factories';

/**
 * clients/{clientId}/files/{fileId}/{name}: each test seeds the metadata storage.rules read (in the app's Firestore,
 * where the Storage emulator looks; see appFirestoreEnv) under fresh ids, and the bytes in the rules project's bucket.
 */

const BYTES = new TextEncoder().encode('%PDF-1.7 the brief, in short');
const PDF = { contentType: 'application/pdf' };

let storageEnv: RulesTestEnvironment;
let firestoreEnv: RulesTestEnvironment;
/** Every document this module wrote in the app's Firestore, removed after each test. */
const written: string[] = [];

beforeAll(async () => {
  storageEnv = await storageRulesEnv();
  firestoreEnv = await appFirestoreEnv();
});
afterAll(async () => {
  await storageEnv.cleanup();
  await firestoreEnv.cleanup();
});

/** Writes a document in the app's Firestore with rules off, remembering it for removal. */
function seedDoc(path: string, data: object) {
  written.push(path);
  return firestoreEnv.withSecurityRulesDisabled((context) => setDoc(doc(context.firestore(), path), data));
}

afterEach(async () => {
  const paths = written.splice(0);
  await firestoreEnv.withSecurityRulesDisabled(async (context) => {
    for (const path of paths) await deleteDoc(doc(context.firestore(), path));
  });
});

interface Seeded {
  id: string;
  path: string;
  metadata: FileDocument<Date>;
}

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A fresh id of the form the SDK makes (20 letters and digits), as the browser's metadata has. */
const newId = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => ID_LETTERS[byte % ID_LETTERS.length]).join('');

/**
 * `files/{id}` as given (by default Alice's PDF of BYTES, ready), and its bytes in Storage unless `bytes` is false.
 * Metadata nobody could create through firestore.rules (over 25 MB, a refused type) is written here with rules off,
 * to see storage.rules refuse it on their own.
 */
async function seedFile(overrides: Partial<FileDocument<Date>> = {}, bytes = true): Promise<Seeded> {
  const id = newId();
  const metadata = file(id, { size: BYTES.length, ...overrides });
  await seedDoc(`${COLLECTIONS.files}/${id}`, metadata);
  if (bytes) {
    await storageEnv.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), metadata.storagePath), BYTES, { contentType: metadata.contentType });
    });
  }
  return { id, path: metadata.storagePath, metadata };
}

/** Metadata the browser has just created for an upload, not ready, its bytes not sent yet. */
const awaitingBytes = (overrides: Partial<FileDocument<Date>> = {}) => seedFile({ ready: false, ...overrides }, false);

/** An upload by the agency for Alice: the admin's own metadata. */
const agencyAwaitingBytes = (overrides: Partial<FileDocument<Date>> = {}) =>
  awaitingBytes({ uploaderRole: 'agency', uploadedBy: ADMIN_UID, deliverable: true, ...overrides });

/** Deletes everything under a folder (clearStorage deletes only the bucket's top-level files). */
async function deleteAll(folder: StorageReference): Promise<void> {
  const { items, prefixes } = await listAll(folder);
  await Promise.all(items.map((item) => deleteObject(item)));
  for (const prefix of prefixes) await deleteAll(prefix);
}

beforeEach(async () => {
  await storageEnv.withSecurityRulesDisabled((context) => deleteAll(ref(context.storage(), 'clients')));
  await seedDoc(
    `${COLLECTIONS.revocations}/${DISABLED_CLIENT_UID}`,
    revocation(SESSIONS_ENDED_AT, { role: 'client', disabled: true }),
  );
  await seedDoc(
    `${COLLECTIONS.revocations}/${DEMOTED_ADMIN_UID}`,
    revocation(SESSIONS_ENDED_AT, { role: null, disabled: false }),
  );
});

const storage = (caller: CallerName) => callers(storageEnv)[caller].storage();
const at = (caller: CallerName, path: string) => ref(storage(caller), path);

/** Sends bytes as the browser does, with the content type set. */
const send = (caller: CallerName, path: string, bytes: Uint8Array = BYTES, metadata: object = PDF) =>
  uploadBytes(at(caller, path), bytes, metadata);

// ---- reading ---------------------------------------------------------------------------------------------------

describe.each(['client', 'another client'] as const)('shared files, downloaded by a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow downloading their own file once it is ready', async () => {
    const mine = await seedFile({ clientId: uid });
    const bytes = await assertSucceeds(getBytes(at(caller, mine.path)));
    expect(new Uint8Array(bytes)).toEqual(BYTES);
  });

  it('should allow downloading a file the agency shared with them', async () => {
    const shared = await seedFile({ clientId: uid, deliverable: true });
    await assertSucceeds(getBytes(at(caller, shared.path)));
  });

  it('should not allow downloading their own file before it is ready (its bytes are not checked yet)', async () => {
    const uploading = await seedFile({ clientId: uid, ready: false });
    await assertFails(getBytes(at(caller, uploading.path)));
  });

  it('should not allow downloading bytes whose metadata is gone, or says another name or client', async () => {
    const deleted = await seedFile({ clientId: uid });
    await firestoreEnv.withSecurityRulesDisabled((context) =>
      deleteDoc(doc(context.firestore(), COLLECTIONS.files, deleted.id)),
    );
    await assertFails(getBytes(at(caller, deleted.path)));

    const renamed = await seedFile({ clientId: uid });
    const stray = storagePathOf(uid, renamed.id, 'other.pdf');
    await storageEnv.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), stray), BYTES, PDF);
    });
    await assertFails(getBytes(at(caller, stray)));

    const othersMetadata = await seedFile({ clientId: other });
    const underMine = storagePathOf(uid, othersMetadata.id, othersMetadata.metadata.name);
    await storageEnv.withSecurityRulesDisabled(async (context) => {
      await uploadBytes(ref(context.storage(), underMine), BYTES, PDF);
    });
    await assertFails(getBytes(at(caller, underMine)));
  });

  it('should not allow downloading another client’s file', async () => {
    const theirs = await seedFile({ clientId: other });
    await assertFails(getBytes(at(caller, theirs.path)));
  });

  it('should not allow listing files, their own included', async () => {
    const mine = await seedFile({ clientId: uid });
    await assertFails(listAll(at(caller, `clients/${uid}/files`)));
    await assertFails(listAll(at(caller, `clients/${uid}/files/${mine.id}`)));
    await assertFails(listAll(at(caller, `clients/${other}/files`)));
  });
});

describe('shared files, downloaded and listed by an admin', () => {
  it('should allow downloading any client’s file, ready or not', async () => {
    const alices = await seedFile();
    const bobs = await seedFile({ clientId: OTHER_CLIENT_UID });
    const uploading = await seedFile({ ready: false });
    await assertSucceeds(getBytes(at('admin', alices.path)));
    await assertSucceeds(getBytes(at('admin', bobs.path)));
    await assertSucceeds(getBytes(at('admin', uploading.path)));
  });

  it('should allow listing a client’s files and one file’s folder', async () => {
    const alices = await seedFile();
    const logo = await seedFile({ name: 'logo.png' });
    const all = await assertSucceeds(listAll(at('admin', `clients/${CLIENT_UID}/files`)));
    expect(all.prefixes.map((folder) => folder.name).sort()).toEqual([alices.id, logo.id].sort());
    const one = await assertSucceeds(listAll(at('admin', `clients/${CLIENT_UID}/files/${alices.id}`)));
    expect(one.items.map((item) => item.name)).toEqual([alices.metadata.name]);
  });

  it('should not allow listing the clients folder or the whole bucket', async () => {
    await seedFile();
    await assertFails(listAll(at('admin', 'clients')));
    await assertFails(listAll(at('admin', '')));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'shared files, downloaded by a caller who is %s',
  (caller) => {
    it('should not allow downloading or listing any file, theirs included', async () => {
      const alices = await seedFile();
      const doras = await seedFile({ clientId: DISABLED_CLIENT_UID });
      await assertFails(getBytes(at(caller, alices.path)));
      await assertFails(getBytes(at(caller, doras.path)));
      await assertFails(listAll(at(caller, `clients/${CLIENT_UID}/files`)));
      await assertFails(listAll(at(caller, `clients/${CLIENT_UID}/files/${alices.id}`)));
    });
  },
);

// ---- uploading -------------------------------------------------------------------------------------------------

describe.each(['client', 'another client'] as const)('shared files, uploaded by a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;
  const mine = (overrides: Partial<FileDocument<Date>> = {}) => awaitingBytes({ clientId: uid, ...overrides });

  it('should allow uploading the bytes their metadata describes', async () => {
    const upload = await mine();
    await assertSucceeds(send(caller, upload.path));
  });

  it('should allow an image, and a file of exactly 25 MB', async () => {
    const image = await mine({ name: 'logo.png' });
    await assertSucceeds(send(caller, image.path, BYTES, { contentType: 'image/png' }));
    const largest = await mine({ size: FILE_LIMITS.maxBytes });
    await assertSucceeds(send(caller, largest.path, new Uint8Array(FILE_LIMITS.maxBytes)));
  });

  it('should not allow bytes over 25 MB, even with metadata that says so', async () => {
    const tooLarge = await mine({ size: FILE_LIMITS.maxBytes + 1 });
    await assertFails(send(caller, tooLarge.path, new Uint8Array(FILE_LIMITS.maxBytes + 1)));
  });

  it('should not allow a type we do not accept, even with metadata that says so', async () => {
    const page = await mine({ name: 'page.html', contentType: 'text/html' });
    await assertFails(send(caller, page.path, BYTES, { contentType: 'text/html' }));
    const drawing = await mine({ name: 'logo.svg', contentType: 'image/svg+xml' });
    await assertFails(send(caller, drawing.path, BYTES, { contentType: 'image/svg+xml' }));
  });

  it('should not allow bytes of another size than the metadata says', async () => {
    const upload = await mine();
    await assertFails(send(caller, upload.path, new Uint8Array(BYTES.length + 1)));
    await assertFails(send(caller, upload.path, BYTES.slice(1)));
  });

  it('should not allow bytes of another type than the metadata says, or of no type', async () => {
    const upload = await mine();
    await assertFails(send(caller, upload.path, BYTES, { contentType: 'image/png' }));
    await assertFails(send(caller, upload.path, BYTES, {}));
  });

  it('should not allow bytes under another name than the metadata’s', async () => {
    const upload = await mine();
    await assertFails(send(caller, storagePathOf(uid, upload.id, 'other.pdf')));
  });

  it('should not allow gzip-encoded bytes (served decompressed, they would pass the size limit)', async () => {
    const upload = await mine();
    await assertFails(send(caller, upload.path, BYTES, { ...PDF, contentEncoding: 'gzip' }));
  });

  // A download token of the uploader's choosing would be a public link around these rules. The emulator takes a
  // token out of the custom metadata before the rules see it (production may not), so onFileFinalized removes
  // every token once it has checked a file (tests/integration/files).
  it('should not allow custom metadata', async () => {
    const upload = await mine();
    await assertFails(send(caller, upload.path, BYTES, { ...PDF, customMetadata: { note: 'hello' } }));
    await assertSucceeds(send(caller, upload.path, BYTES, PDF));
  });

  it('should not allow bytes for metadata that is ready already (its file is stored and checked)', async () => {
    const ready = await seedFile({ clientId: uid }, false);
    await assertFails(send(caller, ready.path));
  });

  it('should not allow bytes with no metadata', async () => {
    await assertFails(send(caller, storagePathOf(uid, newId(), 'notes.pdf')));
  });

  it('should not allow bytes for metadata someone else created in their files (the agency’s)', async () => {
    const agencys = await agencyAwaitingBytes({ clientId: uid });
    await assertFails(send(caller, agencys.path));
  });

  it('should not allow bytes into another client’s files, with their metadata or their own', async () => {
    const theirs = await awaitingBytes({ clientId: other });
    await assertFails(send(caller, theirs.path));
    const ownMetadata = await mine();
    await assertFails(send(caller, storagePathOf(other, ownMetadata.id, ownMetadata.metadata.name)));
  });

  it('should not allow bytes for another client’s metadata under their own folder', async () => {
    const theirs = await awaitingBytes({ clientId: other, uploadedBy: uid });
    await assertFails(send(caller, storagePathOf(uid, theirs.id, theirs.metadata.name)));
  });

  it('should not allow bytes outside a file’s folder', async () => {
    const upload = await mine();
    await assertFails(send(caller, `clients/${uid}/files/${upload.metadata.name}`));
    await assertFails(send(caller, `clients/${uid}/files/${upload.id}/deeper/${upload.metadata.name}`));
  });
});

describe('shared files, uploaded by an admin', () => {
  it('should allow uploading the bytes of their own metadata, for any client', async () => {
    const forAlice = await agencyAwaitingBytes();
    await assertSucceeds(send('admin', forAlice.path));
    const forBob = await agencyAwaitingBytes({ clientId: OTHER_CLIENT_UID, deliverable: false });
    await assertSucceeds(send('admin', forBob.path));
  });

  it('should not allow bytes for a client’s metadata (it names the client as uploader)', async () => {
    const alices = await awaitingBytes();
    await assertFails(send('admin', alices.path));
  });

  it.each([
    ['of another size', (upload: Seeded) => send('admin', upload.path, BYTES.slice(2))],
    ['of another type', (upload: Seeded) => send('admin', upload.path, BYTES, { contentType: 'text/plain' })],
    ['under another name', (upload: Seeded) => send('admin', storagePathOf(CLIENT_UID, upload.id, 'x.pdf'))],
    [
      'under another client',
      (upload: Seeded) => send('admin', storagePathOf(OTHER_CLIENT_UID, upload.id, 'brief.pdf')),
    ],
  ])('should not allow bytes %s than the metadata says', async (_what, attempt) => {
    await assertFails(attempt(await agencyAwaitingBytes()));
  });

  it('should not allow bytes for ready metadata, no metadata, over 25 MB or of a refused type', async () => {
    const ready = await seedFile({ uploaderRole: 'agency', uploadedBy: ADMIN_UID }, false);
    await assertFails(send('admin', ready.path));
    await assertFails(send('admin', storagePathOf(CLIENT_UID, newId(), 'brief.pdf')));
    const tooLarge = await agencyAwaitingBytes({ size: FILE_LIMITS.maxBytes + 1 });
    await assertFails(send('admin', tooLarge.path, new Uint8Array(FILE_LIMITS.maxBytes + 1)));
    const page = await agencyAwaitingBytes({ name: 'page.html', contentType: 'text/html' });
    await assertFails(send('admin', page.path, BYTES, { contentType: 'text/html' }));
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'shared files, uploaded by a caller who is %s',
  (caller) => {
    const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];

    it('should not allow uploading, even bytes their own metadata describes', async () => {
      const ownArea = await awaitingBytes({ clientId: uid, uploadedBy: uid });
      await assertFails(send(caller, ownArea.path));
      const asAgency = await awaitingBytes({ uploadedBy: uid, uploaderRole: 'agency' });
      await assertFails(send(caller, asAgency.path));
      const alices = await awaitingBytes();
      await assertFails(send(caller, alices.path));
    });
  },
);

// ---- overwriting and deleting ------------------------------------------------------------------------------------

describe.each(CALLER_NAMES)('shared files, overwritten or deleted by a caller who is %s', (caller) => {
  const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];

  it('should not allow overwriting stored bytes, even while their metadata still awaits them', async () => {
    // Metadata that would accept these bytes, were the object not there already: only an update could write them.
    const stored = await seedFile({ ready: false, uploadedBy: uid, clientId: uid });
    await assertFails(send(caller, stored.path));
    const alices = await seedFile();
    await assertFails(send(caller, alices.path));
  });

  it('should not allow deleting stored bytes, their own included (deleting the metadata does it)', async () => {
    const own = await seedFile({ clientId: uid, uploadedBy: uid });
    await assertFails(deleteObject(at(caller, own.path)));
    const alices = await seedFile();
    await assertFails(deleteObject(at(caller, alices.path)));
  });
});
