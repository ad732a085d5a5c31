import { assertFails, assertSucceeds, type RulesTestContext } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  increment,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import {
  ALLOWED_CONTENT_TYPES,
  COLLECTIONS,
  FILE_LIMITS,
  storagePathOf,
  USAGE_LIMITS,
  type UsageDocument,
} from '@agency/common';

import { clientProfile, deletedFile, file, project, usage } from '../../support/factories';
import {
  ADMIN_UID,
  CALLER_NAMES,
  CALLER_UIDS,
  type CallerName,
  callers,
  CLIENT_UID,
  DISABLED_CLIENT_UID,
  OTHER_CLIENT_UID,
  useFirestoreRulesEnv,
} from '../support/rules-env';

type Db = ReturnType<RulesTestContext['firestore']>;

const FILES = COLLECTIONS.files;
const TOMBSTONES = COLLECTIONS.deletedFiles;

/** Each client's stored upload; Alice's upload still on its way; a deliverable the agency shared with Alice. */
const STORED_IDS: Record<string, string> = {
  [CLIENT_UID]: 'alice-brief',
  [OTHER_CLIENT_UID]: 'bob-brief',
  [DISABLED_CLIENT_UID]: 'dora-brief',
};
const stored = (uid: string) => STORED_IDS[uid] ?? 'nobody-brief';
const ALICE_UPLOADING = 'alice-uploading';
const ALICE_DELIVERABLE = 'alice-deliverable';
/** A plain file the agency put in Alice's files (not hers to delete: she did not upload it). */
const ALICE_FROM_AGENCY = 'alice-from-agency';
/** Version 2 of Alice's deliverable: not the first of its group. */
const ALICE_DELIVERABLE_V2 = 'alice-deliverable-2';
/** A deliverable naming Alice as its uploader: no rule or function writes one, and the delete rule does not rely on it. */
const ODD_DELIVERABLE = 'alice-odd-deliverable';
/** An id of the SDK's form, once Alice's upload, deleted: it has a tombstone and no metadata. */
const DELETED_ID = 'DeletedFileAbcdef012';

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const uid of [CLIENT_UID, OTHER_CLIENT_UID, DISABLED_CLIENT_UID]) {
      await setDoc(doc(db, COLLECTIONS.clients, uid), clientProfile({ email: `${uid}@example.com` }));
      await setDoc(doc(db, FILES, stored(uid)), file(stored(uid), { clientId: uid }));
    }
    await setDoc(doc(db, COLLECTIONS.projects, 'alice-site'), project({ clientId: CLIENT_UID }));
    await setDoc(doc(db, COLLECTIONS.projects, 'bob-seo'), project({ clientId: OTHER_CLIENT_UID }));
    await setDoc(doc(db, FILES, ALICE_UPLOADING), file(ALICE_UPLOADING, { ready: false, name: 'logo.png' }));
    await setDoc(
      doc(db, FILES, ALICE_DELIVERABLE),
      file(ALICE_DELIVERABLE, { deliverable: true, name: 'home.pdf', latest: false }),
    );
    await setDoc(
      doc(db, FILES, ALICE_DELIVERABLE_V2),
      file(ALICE_DELIVERABLE_V2, { deliverable: true, name: 'home.pdf', versionGroup: ALICE_DELIVERABLE, version: 2 }),
    );
    await setDoc(doc(db, FILES, ALICE_FROM_AGENCY), file(ALICE_FROM_AGENCY, { uploaderRole: 'agency' }));
    await setDoc(
      doc(db, FILES, ODD_DELIVERABLE),
      file(ODD_DELIVERABLE, { deliverable: true, uploadedBy: CLIENT_UID, uploaderRole: 'client' }),
    );
    await setDoc(doc(db, TOMBSTONES, DELETED_ID), deletedFile());
  }),
);

const db = (caller: CallerName) => callers(env())[caller].firestore();

const filesOf = (database: Db, clientId: string) =>
  query(collection(database, FILES), where('clientId', '==', clientId), orderBy('createdAt', 'desc'));

/** A field's value, or how to make it from the new file's id and client (which the SDK's id decides). */
type Change = Record<string, unknown>;
type Derived = (id: string, clientId: string) => unknown;

/** How an upload counts itself in the client's usage: as the web does (`true`), not at all, or this count instead. */
type Counted = boolean | Record<string, unknown>;

/**
 * New metadata as the browser writes it before uploading the bytes, under an id the SDK makes (or `id`): a client's
 * own file, or the agency's for Alice. A change may override or add any field (as a value, or a function of the
 * new id and client), or drop one as undefined; `storagePath` follows a changed client or name unless the change
 * sets it. A client's upload counts itself in their usage in the same batch, as the web does (createFileMetadata),
 * unless `counted` says otherwise; the agency's is not counted.
 */
function upload(
  database: Db,
  uploader: 'client' | 'agency',
  uid: string,
  change: Change = {},
  counted: Counted = uploader === 'client',
  id?: string,
) {
  const ref = id ? doc(database, FILES, id) : doc(collection(database, FILES));
  const clientId = (change.clientId as string | undefined) ?? (uploader === 'client' ? uid : CLIENT_UID);
  const name = typeof change.name === 'string' ? change.name : 'notes.pdf';
  const data: Record<string, unknown> = {
    ...file(ref.id, { clientId, name, ready: false, uploaderRole: uploader, uploadedBy: uid }),
    storagePath: storagePathOf(clientId, ref.id, name),
    createdAt: serverTimestamp(),
  };
  for (const [key, value] of Object.entries(change)) {
    data[key] = typeof value === 'function' ? (value as Derived)(ref.id, clientId) : value;
  }
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  const batch = writeBatch(database);
  batch.set(ref, data);
  if (counted) {
    const size = typeof data.size === 'number' ? data.size : 0;
    const count =
      counted === true ? { filesToday: increment(1), bytesStored: increment(size), lastFileId: ref.id } : counted;
    batch.set(doc(database, COLLECTIONS.usage, clientId), count, { merge: true });
  }
  return batch.commit();
}

/**
 * Deletes a file as the web does (deleteFile): its metadata, with its tombstone saying who and when. `tombstone`
 * replaces the tombstone's fields, or leaves it out (false).
 */
function remove(database: Db, fileId: string, deletedBy: string, tombstone: false | Record<string, unknown> = {}) {
  const batch = writeBatch(database);
  batch.delete(doc(database, FILES, fileId));
  if (tombstone) {
    batch.set(doc(database, TOMBSTONES, fileId), { deletedBy, deletedAt: serverTimestamp(), ...tombstone });
  }
  return batch.commit();
}

/** Writes a client's usage as functions would have left it. */
const seedUsage = (clientId: string, counts: Partial<UsageDocument>) =>
  env().withSecurityRulesDisabled((context) =>
    setDoc(doc(context.firestore(), COLLECTIONS.usage, clientId), usage(counts)),
  );

const MAX = FILE_LIMITS.maxBytes;

/** Metadata nobody may create, whoever uploads it. */
const invalidFiles = [
  ['a size of 0 bytes', { size: 0 }],
  [`a size over 25 MB (${MAX + 1} bytes)`, { size: MAX + 1 }],
  ['a size that is not a whole number', { size: 1.5 }],
  ['a size that is not a number', { size: '100' }],
  ['a type we do not accept (SVG can carry script)', { contentType: 'image/svg+xml' }],
  ['a type we do not accept (HTML)', { contentType: 'text/html' }],
  ['no type', { contentType: '' }],
  ['a name with a slash', { name: 'a/b.pdf' }],
  ['a name with a backslash', { name: 'a\\b.pdf' }],
  ['a name with a control character', { name: 'a\u0000b.pdf' }],
  ['a name with a percent sign (the Storage emulator decodes names twice)', { name: 'a%2F..%2Fb.pdf' }],
  ['a name with a right-to-left override (a zip that reads as a PDF)', { name: 'report\u202efdp.zip' }],
  ['a name with a new line', { name: 'a\nb.pdf' }],
  ['a name with a delete character', { name: 'ab\u007f.pdf' }],
  ['the name "."', { name: '.' }],
  ['the name ".."', { name: '..' }],
  ['a name of spaces only', { name: ' \u00a0 ' }],
  ['an empty name', { name: '' }],
  [`a name of ${FILE_LIMITS.nameMax + 1} characters`, { name: `${'x'.repeat(FILE_LIMITS.nameMax - 3)}.pdf` }],
  ['a name that is not text', { name: 42 }],
  [
    'a storage path under another id',
    { storagePath: (_id: string, clientId: string) => storagePathOf(clientId, 'abcdefghij0123456789', 'notes.pdf') },
  ],
  [
    'a storage path under another name',
    { storagePath: (id: string, clientId: string) => storagePathOf(clientId, id, 'other.pdf') },
  ],
  [
    'a storage path under another client',
    { storagePath: (id: string) => storagePathOf('client-nobody', id, 'notes.pdf') },
  ],
  [
    'a storage path with the name’s folder left out',
    { storagePath: (_id: string, c: string) => `clients/${c}/notes.pdf` },
  ],
  ['a storage path elsewhere', { storagePath: 'public/notes.pdf' }],
  ['a time of the uploader’s choosing', { createdAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ['ready already (the bytes are not checked yet)', { ready: true }],
  ['a readyAt', { readyAt: serverTimestamp() }],
  ['an uploader’s name (a function writes it)', { uploaderName: 'Mallory' }],
  ['the latest mark (a function marks the newest ready version)', { latest: true }],
  ['no latest flag', { latest: undefined }],
  ['a latest flag that is not a boolean', { latest: 'false' }],
  ['an extra field', { public: true }],
  ['no project field', { projectId: undefined }],
  ['no ready flag', { ready: undefined }],
  ['no time', { createdAt: undefined }],
  ['a project that does not exist', { projectId: 'nowhere' }],
  [
    'another client’s project',
    { projectId: (_id: string, clientId: string) => (clientId === CLIENT_UID ? 'bob-seo' : 'alice-site') },
  ],
  ['version 0', { version: 0 }],
  ['no title', { title: undefined }],
  ['a title that is not text', { title: 42 }],
  ['a title other than its name (version 1 is titled with its name)', { title: 'Another title.pdf' }],
] as const;

// The name limit is exactly 150: one more fails above, this many passes below.
const LONGEST_NAME = `${'x'.repeat(FILE_LIMITS.nameMax - 4)}.pdf`;

describe.each(['client', 'another client'] as const)('files, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should allow reading their own file and listing their own files', async () => {
    const snapshot = await assertSucceeds(getDoc(doc(db(caller), FILES, stored(uid))));
    expect(snapshot.get('clientId')).toBe(uid);
    const list = await assertSucceeds(getDocs(filesOf(db(caller), uid)));
    expect(list.size).toBe(caller === 'client' ? 6 : 1);
  });

  it('should not allow reading another client’s file, or a list that is not filtered on themselves', async () => {
    await assertFails(getDoc(doc(db(caller), FILES, stored(other))));
    await assertFails(getDocs(filesOf(db(caller), other)));
    await assertFails(getDocs(collection(db(caller), FILES)));
    await assertFails(getDocs(query(collection(db(caller), FILES), where('ready', '==', true))));
  });

  it('should allow creating the metadata of their own upload, of every accepted type, up to 25 MB', async () => {
    await assertSucceeds(upload(db(caller), 'client', uid));
    await assertSucceeds(upload(db(caller), 'client', uid, { size: 1 }));
    await assertSucceeds(upload(db(caller), 'client', uid, { size: MAX }));
    await assertSucceeds(upload(db(caller), 'client', uid, { name: LONGEST_NAME }));
    await assertSucceeds(upload(db(caller), 'client', uid, { name: 'Café menu (final) #2.pdf' }));
    for (const contentType of ALLOWED_CONTENT_TYPES) {
      await assertSucceeds(upload(db(caller), 'client', uid, { contentType }));
    }
  });

  it('should not allow naming the client on a new file: onFileFinalized copies the names (decision 032)', async () => {
    const forged = { clientName: 'Brown Bakery', clientPersonName: 'Bob Brown' };
    await assertFails(upload(db(caller), 'client', uid, forged));
    await assertFails(upload(db(caller), 'client', uid, { clientName: clientProfile().businessName }));
    await assertFails(upload(db(caller), 'client', uid, { clientPersonName: clientProfile().name }));
  });

  it('should allow filing their upload under a project of theirs', async () => {
    const ownProject = caller === 'client' ? 'alice-site' : 'bob-seo';
    await assertSucceeds(upload(db(caller), 'client', uid, { projectId: ownProject }));
  });

  it.each(invalidFiles)('should not allow metadata with %s', async (_what, change) => {
    await assertFails(upload(db(caller), 'client', uid, change));
  });

  it.each([
    ['another client’s', { clientId: OTHER_CLIENT_UID }],
    ['uploaded by someone else', { uploadedBy: OTHER_CLIENT_UID }],
    ['uploaded by the agency', { uploadedBy: ADMIN_UID }],
    ['uploaded as the agency', { uploaderRole: 'agency' }],
    ['a deliverable', { deliverable: true, approval: { status: 'pending', comment: null, by: null, at: null } }],
    ['asking for approval', { approval: { status: 'pending', comment: null, by: null, at: null } }],
    ['marked as a deliverable without approval', { deliverable: true }],
    ['a version 2 of their own file', { version: 2, versionGroup: 'alice-brief' }],
    ['in another file’s version group', { versionGroup: 'alice-brief' }],
  ])('should not allow metadata %s', async (_what, change) => {
    const fixed: Record<string, unknown> = { ...change };
    // "Another client's" means the other one, whoever is calling.
    if (fixed.clientId === OTHER_CLIENT_UID) fixed.clientId = other;
    if (fixed.uploadedBy === OTHER_CLIENT_UID) fixed.uploadedBy = other;
    if (fixed.versionGroup === 'alice-brief') fixed.versionGroup = stored(uid);
    await assertFails(upload(db(caller), 'client', uid, fixed));
  });

  it('should not allow metadata under an id of their choosing (it names the Storage folder and log entries)', async () => {
    for (const id of ['my-file', 'a'.repeat(300), 'abcdefghij0123456789x']) {
      await assertFails(upload(db(caller), 'client', uid, {}, true, id));
    }
  });

  it('should not allow changing any file, their own included', async () => {
    await assertFails(updateDoc(doc(db(caller), FILES, stored(uid)), { name: 'renamed.pdf' }));
    await assertFails(updateDoc(doc(db(caller), FILES, stored(uid)), { size: 1 }));
    await assertFails(updateDoc(doc(db(caller), FILES, stored(other)), { name: 'renamed.pdf' }));
  });

  it('should allow deleting their own upload, ready or not, with its tombstone saying they did, now', async () => {
    await assertSucceeds(remove(db(caller), stored(uid), uid));
    if (caller === 'client') await assertSucceeds(remove(db(caller), ALICE_UPLOADING, uid));
  });

  it.each([
    ['without its tombstone', false],
    ['with a tombstone naming someone else', { deletedBy: other }],
    ['with a tombstone naming the agency', { deletedBy: ADMIN_UID }],
    ['with a tombstone naming nobody', { deletedBy: 'system' }],
    ['with a tombstone of another time', { deletedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
    ['with a tombstone of extra fields', { settled: true }],
  ] as const)('should not allow deleting their own upload %s', async (_what, tombstone) => {
    await assertFails(remove(db(caller), stored(uid), uid, tombstone));
  });

  it('should not allow deleting another client’s file, with or without a tombstone', async () => {
    await assertFails(remove(db(caller), stored(other), uid));
    await assertFails(remove(db(caller), stored(other), uid, false));
  });

  it('should not allow a tombstone without deleting the file, or for a file that does not exist', async () => {
    const database = db(caller);
    const tombstone = { deletedBy: uid, deletedAt: serverTimestamp() };
    await assertFails(setDoc(doc(database, TOMBSTONES, stored(uid)), tombstone));
    await assertFails(setDoc(doc(database, TOMBSTONES, 'NeverAFileAbcdef0123'), tombstone));
    await assertFails(setDoc(doc(database, TOMBSTONES, stored(other)), tombstone));
  });

  it('should not allow metadata under the id of a deleted file: an id is never used twice', async () => {
    const fresh = 'FreshFileIdAbcdef012';
    // The same metadata under an id never used is allowed; under the deleted one it is not.
    await assertSucceeds(upload(db(caller), 'client', uid, {}, true, fresh));
    await assertFails(upload(db(caller), 'client', uid, {}, true, DELETED_ID));
  });

  it('should not allow metadata again under the id of their own file, right after deleting it', async () => {
    const id = 'ReusedFileIdAbcdef01';
    await assertSucceeds(upload(db(caller), 'client', uid, {}, true, id));
    await assertSucceeds(remove(db(caller), id, uid));
    await assertFails(upload(db(caller), 'client', uid, {}, true, id));
    await assertFails(upload(db(caller), 'client', uid, { name: 'other.pdf' }, true, id));
  });

  it('should not allow reading, changing or deleting a tombstone', async () => {
    const tombstone = doc(db(caller), TOMBSTONES, DELETED_ID);
    await assertFails(getDoc(tombstone));
    await assertFails(getDocs(collection(db(caller), TOMBSTONES)));
    await assertFails(updateDoc(tombstone, { deletedBy: uid }));
    await assertFails(deleteDoc(tombstone));
  });
});

describe.each(['client', 'another client'] as const)('files and their usage, for a %s', (caller) => {
  const uid = CALLER_UIDS[caller];
  const other = caller === 'client' ? OTHER_CLIENT_UID : CLIENT_UID;

  it('should not allow an upload that does not count itself, or counts something else', async () => {
    await assertFails(upload(db(caller), 'client', uid, {}, false));
    await assertFails(upload(db(caller), 'client', uid, { size: 1000 }, { filesToday: increment(1) }));
    await assertFails(upload(db(caller), 'client', uid, { size: 1000 }, { bytesStored: increment(1000) }));
    await assertFails(
      upload(db(caller), 'client', uid, { size: 1000 }, { filesToday: increment(1), bytesStored: increment(999) }),
    );
    await assertFails(
      upload(db(caller), 'client', uid, { size: 1000 }, { filesToday: increment(2), bytesStored: increment(1000) }),
    );
    // Counted, but not named as the last file counted.
    const counted = { filesToday: increment(1), bytesStored: increment(1000) };
    await assertFails(upload(db(caller), 'client', uid, { size: 1000 }, counted));
    await assertFails(upload(db(caller), 'client', uid, { size: 1000 }, { ...counted, lastFileId: 'another' }));
  });

  it('should not allow two uploads on one count', async () => {
    const database = db(caller);
    const batch = writeBatch(database);
    const refs = ['a.pdf', 'b.pdf'].map((name) => {
      const ref = doc(collection(database, FILES));
      batch.set(ref, {
        ...file(ref.id, { clientId: uid, name, ready: false, size: 10 }),
        createdAt: serverTimestamp(),
      });
      return ref;
    });
    batch.set(
      doc(database, COLLECTIONS.usage, uid),
      { filesToday: increment(1), bytesStored: increment(10), lastFileId: refs[1]!.id },
      { merge: true },
    );
    await assertFails(batch.commit());
  });

  it(`should allow the ${USAGE_LIMITS.filesPerDay}th upload of the day, and not one more`, async () => {
    await seedUsage(uid, { filesToday: USAGE_LIMITS.filesPerDay - 1 });
    await assertSucceeds(upload(db(caller), 'client', uid));
    await assertFails(upload(db(caller), 'client', uid));
  });

  it('should allow an upload that fills their storage to the byte, and not one byte more', async () => {
    const room = 1000;
    await seedUsage(uid, { bytesStored: USAGE_LIMITS.bytesStored - room });
    await assertFails(upload(db(caller), 'client', uid, { size: room + 1 }));
    await assertSucceeds(upload(db(caller), 'client', uid, { size: room }));
    await assertFails(upload(db(caller), 'client', uid, { size: 1 }));
  });

  it('should not allow counting the upload in another client’s usage', async () => {
    const size = 48_213;
    await assertFails(
      (() => {
        const database = db(caller);
        const batch = writeBatch(database);
        const ref = doc(collection(database, FILES));
        batch.set(ref, { ...file(ref.id, { clientId: uid, ready: false }), createdAt: serverTimestamp() });
        batch.set(
          doc(database, COLLECTIONS.usage, other),
          { filesToday: increment(1), bytesStored: increment(size), lastFileId: ref.id },
          { merge: true },
        );
        return batch.commit();
      })(),
    );
  });
});

describe('files, for the client and what the agency shared with them', () => {
  const alice = () => db('client');

  it('should allow reading a deliverable and a file the agency shared', async () => {
    await assertSucceeds(getDoc(doc(alice(), FILES, ALICE_DELIVERABLE)));
    await assertSucceeds(getDoc(doc(alice(), FILES, ALICE_FROM_AGENCY)));
  });

  it('should not allow approving a deliverable, or marking an upload ready, themselves', async () => {
    const approval = { status: 'approved', comment: null, by: CLIENT_UID, at: serverTimestamp() };
    await assertFails(updateDoc(doc(alice(), FILES, ALICE_DELIVERABLE), { approval }));
    await assertFails(updateDoc(doc(alice(), FILES, ALICE_DELIVERABLE), { 'approval.status': 'approved' }));
    await assertFails(updateDoc(doc(alice(), FILES, ALICE_UPLOADING), { ready: true, readyAt: serverTimestamp() }));
  });

  it('should not allow deleting a deliverable, or a file the agency uploaded, tombstone or not', async () => {
    for (const id of [ALICE_DELIVERABLE, ALICE_DELIVERABLE_V2, ALICE_FROM_AGENCY, ODD_DELIVERABLE]) {
      await assertFails(remove(alice(), id, CLIENT_UID));
      await assertFails(remove(alice(), id, CLIENT_UID, false));
    }
  });
});

describe('files, for another client and Alice’s upload on its way', () => {
  it('should not allow deleting it', async () => {
    await assertFails(remove(db('another client'), ALICE_UPLOADING, OTHER_CLIENT_UID));
    await assertFails(remove(db('another client'), ALICE_UPLOADING, CLIENT_UID));
  });
});

describe('files, for an admin', () => {
  const admin = () => db('admin');
  const pending = { status: 'pending', comment: null, by: null, at: null };

  it('should allow reading any file and listing every file, or one client’s', async () => {
    await assertSucceeds(getDoc(doc(admin(), FILES, stored(OTHER_CLIENT_UID))));
    const all = await assertSucceeds(getDocs(query(collection(admin(), FILES), orderBy('createdAt', 'desc'))));
    expect(all.size).toBe(8);
    const alices = await assertSucceeds(getDocs(filesOf(admin(), CLIENT_UID)));
    expect(alices.size).toBe(6);
  });

  it('should not allow naming the client on a new file, not even rightly: a function copies the names', async () => {
    await assertFails(
      upload(admin(), 'agency', ADMIN_UID, { clientName: 'Someone Else', clientPersonName: 'Someone' }),
    );
    await assertFails(upload(admin(), 'agency', ADMIN_UID, { clientName: clientProfile().businessName }));
  });

  it('should allow creating a file for a client, as the agency: plain, or a deliverable awaiting approval', async () => {
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID));
    // Not counted in the client's usage, even when the client has none left.
    await seedUsage(CLIENT_UID, { filesToday: USAGE_LIMITS.filesPerDay, bytesStored: USAGE_LIMITS.bytesStored });
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID));
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, { clientId: OTHER_CLIENT_UID, projectId: 'bob-seo' }));
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, { deliverable: true, approval: pending }));
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, { size: MAX, name: LONGEST_NAME }));
  });

  it('should allow a new version of one of that client’s files, named by its group, with its group’s title', async () => {
    const group = { versionGroup: ALICE_DELIVERABLE, title: 'home.pdf' };
    const nextVersion = { deliverable: true, approval: pending, ...group, version: 3 };
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, nextVersion));
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, { ...nextVersion, name: 'home, larger logo.pdf' }));
    await assertSucceeds(
      upload(admin(), 'agency', ADMIN_UID, { versionGroup: 'alice-brief', version: 2, title: 'brief.pdf' }),
    );
  });

  it('should allow a new version of a file stored before files had titles, titled with its name', async () => {
    await env().withSecurityRulesDisabled(async (context) => {
      const { title: _title, ...untitled } = file('alice-untitled', { name: 'old plan.pdf' });
      await setDoc(doc(context.firestore(), FILES, 'alice-untitled'), untitled);
    });
    const next = { versionGroup: 'alice-untitled', version: 2, name: 'new plan.pdf' };
    await assertSucceeds(upload(admin(), 'agency', ADMIN_UID, { ...next, title: 'old plan.pdf' }));
    await assertFails(upload(admin(), 'agency', ADMIN_UID, { ...next, title: 'new plan.pdf' }));
  });

  it.each(invalidFiles)('should not allow metadata with %s, as for a client', async (_what, change) => {
    await assertFails(upload(admin(), 'agency', ADMIN_UID, change));
  });

  it.each([
    ['for a client who does not exist', { clientId: 'client-nobody' }],
    ['uploaded by another admin', { uploadedBy: 'admin-someone-else' }],
    ['uploaded by the client', { uploadedBy: CLIENT_UID }],
    ['uploaded as a client', { uploaderRole: 'client' }],
    ['a deliverable without an approval', { deliverable: true }],
    ['a deliverable already approved', { deliverable: true, approval: { ...pending, status: 'approved' } }],
    ['a deliverable with a decision’s fields filled', { deliverable: true, approval: { ...pending, by: CLIENT_UID } }],
    ['a deliverable with an approval of extra fields', { deliverable: true, approval: { ...pending, note: 'x' } }],
    ['a plain file asking for approval', { approval: pending }],
    ['version 1 in another file’s group', { versionGroup: 'alice-brief' }],
    ['version 2 in its own group', { version: 2, versionGroup: (id: string) => id }],
    ['version 2 of another client’s file', { versionGroup: 'bob-brief', version: 2, title: 'brief.pdf' }],
    ['version 2 of a file that does not exist', { versionGroup: 'nowhere', version: 2, title: 'notes.pdf' }],
    [
      'version 3 in a group named after a later version',
      { versionGroup: ALICE_DELIVERABLE_V2, version: 3, title: 'home.pdf' },
    ],
    ['a version that is not a whole number', { versionGroup: 'alice-brief', version: 2.5, title: 'brief.pdf' }],
    ['version 2 titled with its own name, not its group’s', { versionGroup: 'alice-brief', version: 2 }],
    [
      'version 2 with a title of the agency’s choosing',
      { versionGroup: 'alice-brief', version: 2, name: 'brief.pdf', title: 'Final brief.pdf' },
    ],
  ])('should not allow metadata %s', async (_what, change) => {
    await assertFails(upload(admin(), 'agency', ADMIN_UID, change));
  });

  it('should not allow changing a file: functions set ready and stamp approvals', async () => {
    await assertFails(updateDoc(doc(admin(), FILES, ALICE_UPLOADING), { ready: true, readyAt: serverTimestamp() }));
    await assertFails(updateDoc(doc(admin(), FILES, ALICE_DELIVERABLE), { 'approval.status': 'approved' }));
    await assertFails(updateDoc(doc(admin(), FILES, stored(CLIENT_UID)), { name: 'renamed.pdf' }));
  });

  it('should not allow counting an agency upload in the client’s usage (only the client counts theirs)', async () => {
    await assertFails(upload(admin(), 'agency', ADMIN_UID, {}, true));
  });

  it('should allow deleting any file, deliverables included, with its tombstone saying they did, now', async () => {
    await assertSucceeds(remove(admin(), ALICE_DELIVERABLE, ADMIN_UID));
    await assertSucceeds(remove(admin(), stored(OTHER_CLIENT_UID), ADMIN_UID));
    await assertSucceeds(remove(admin(), ALICE_UPLOADING, ADMIN_UID));
  });

  it.each([
    ['without its tombstone', false],
    ['with a tombstone naming the client', { deletedBy: CLIENT_UID }],
    ['with a tombstone naming nobody', { deletedBy: 'system' }],
    ['with a tombstone of another time', { deletedAt: Timestamp.fromMillis(Date.now() - 60_000) }],
  ] as const)('should not allow deleting a file %s', async (_what, tombstone) => {
    await assertFails(remove(admin(), stored(CLIENT_UID), ADMIN_UID, tombstone));
  });

  it('should not allow metadata under the id of a deleted file, as a new version or otherwise', async () => {
    await assertFails(upload(admin(), 'agency', ADMIN_UID, {}, false, DELETED_ID));
    await assertFails(
      upload(admin(), 'agency', ADMIN_UID, { versionGroup: 'alice-brief', version: 2 }, false, DELETED_ID),
    );
  });

  it('should not allow reading, changing or deleting a tombstone, or one without deleting the file', async () => {
    const tombstone = doc(admin(), TOMBSTONES, DELETED_ID);
    await assertFails(getDoc(tombstone));
    await assertFails(updateDoc(tombstone, { deletedBy: ADMIN_UID }));
    await assertFails(deleteDoc(tombstone));
    await assertFails(
      setDoc(doc(admin(), TOMBSTONES, stored(CLIENT_UID)), { deletedBy: ADMIN_UID, deletedAt: serverTimestamp() }),
    );
  });
});

describe.each(['signed out', 'signed in with no role', 'disabled client', 'demoted admin'] as const)(
  'files, for a caller who is %s',
  (caller) => {
    const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];

    it('should not allow reading or listing any file', async () => {
      await assertFails(getDoc(doc(db(caller), FILES, stored(CLIENT_UID))));
      await assertFails(getDocs(collection(db(caller), FILES)));
      await assertFails(getDocs(filesOf(db(caller), CLIENT_UID)));
    });

    it('should not allow creating metadata, for themselves or as the agency', async () => {
      await assertFails(upload(db(caller), 'client', uid));
      await assertFails(upload(db(caller), 'agency', uid));
      await assertFails(upload(db(caller), 'client', uid, { clientId: CLIENT_UID }));
    });

    it('should not allow changing or deleting any file, tombstone or not, or reading a tombstone', async () => {
      await assertFails(updateDoc(doc(db(caller), FILES, ALICE_UPLOADING), { ready: true }));
      await assertFails(updateDoc(doc(db(caller), FILES, stored(CLIENT_UID)), { clientName: 'Forged' }));
      for (const id of [ALICE_UPLOADING, ALICE_DELIVERABLE, stored(CLIENT_UID)]) {
        await assertFails(remove(db(caller), id, uid));
        await assertFails(remove(db(caller), id, uid, false));
      }
      await assertFails(getDoc(doc(db(caller), TOMBSTONES, DELETED_ID)));
    });
  },
);

describe.each(CALLER_NAMES)('the latest mark on files, for a caller who is %s', (caller) => {
  const uid = caller === 'signed out' ? 'nobody' : CALLER_UIDS[caller];
  const uploader = caller === 'admin' || caller === 'demoted admin' ? 'agency' : 'client';

  it('should not allow a new file marked latest, or marking or unmarking any version', async () => {
    await assertFails(upload(db(caller), uploader, uid, { latest: true }));
    await assertFails(updateDoc(doc(db(caller), FILES, ALICE_DELIVERABLE), { latest: true }));
    await assertFails(updateDoc(doc(db(caller), FILES, ALICE_DELIVERABLE_V2), { latest: false }));
    await assertFails(updateDoc(doc(db(caller), FILES, ALICE_UPLOADING), { latest: true }));
    await assertFails(updateDoc(doc(db(caller), FILES, stored(CLIENT_UID)), { latest: false }));
    await assertFails(updateDoc(doc(db(caller), FILES, stored(OTHER_CLIENT_UID)), { latest: false }));
  });
});

describe('files, for a disabled client and what was theirs', () => {
  it('should not allow reading, listing, uploading or deleting with the token they still hold', async () => {
    const dora = db('disabled client');
    await assertFails(getDoc(doc(dora, FILES, stored(DISABLED_CLIENT_UID))));
    await assertFails(getDocs(filesOf(dora, DISABLED_CLIENT_UID)));
    await assertFails(upload(dora, 'client', DISABLED_CLIENT_UID));
    await assertFails(remove(dora, stored(DISABLED_CLIENT_UID), DISABLED_CLIENT_UID));
  });
});

describe('files, for someone signed in with no role', () => {
  it('should not allow metadata of their own, as if they were a client (a client is one by their role)', async () => {
    await assertFails(upload(db('signed in with no role'), 'client', CALLER_UIDS['signed in with no role']));
  });
});
