import { crc32, deflateSync } from 'node:zlib';

import type { Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';

import { COLLECTIONS, contentTypeFor, type FileApproval, type FileDocument, storagePathOf } from '@agency/common';

import { file } from '../../tests/support/factories';
import { log } from '../lib/log';

import { demoEntry, demoPeople } from './demo-activity';
import { DEMO_PROJECT_NAMES } from './demo-projects';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysAgo = (days: number, hours = 10) => new Date(Date.now() - days * DAY_MS + (hours - 10) * 60 * 60 * 1000);

/** The project the demo's files are about (scripts/seed/demo-projects.ts). */
const DEMO_PROJECT_ID = 'demo-website-rebuild';
/** How long the seed waits for onFileFinalized to confirm one file. */
const CONFIRM_TIMEOUT_MS = 20_000;

interface DemoFile {
  id: string;
  name: string;
  bytes: Buffer;
  from: 'client' | 'agency';
  at: Date;
  projectId: string | null;
  /** A later version's: the first version's name, which it keeps (its own file may be named otherwise). */
  deliverable?: { versionGroup: string; version: number; title?: string; approval: FileApproval<Date> };
}

/**
 * The demo client's shared files, a few weeks into the website rebuild: the clinic photo and the practitioners'
 * bios they uploaded, the brief the agency shared, and the services page design as a deliverable in two versions, the
 * first with changes asked for, the second (a file of another name, under the first's title) waiting for the
 * client's approval.
 *
 * Only with the Storage emulator running, and only through the way every file arrives: the seed writes the
 * metadata as the browser does (not ready), stores the bytes, and waits for onFileFinalized to check them and mark
 * the file ready, so there is never ready metadata without bytes, nor bytes the function has not seen. A file it
 * does not confirm in time is removed again. What the confirmation tells the other side (an email each way) is
 * old news in a demo: those mails are deleted once queued, and the timeline entries are dated when the files were
 * shared. Files already seeded and still stored are left as they are, their decisions reset.
 */
export async function seedDemoFiles(
  db: Firestore,
  uids: { admin: string; client: string },
  projectId: string,
): Promise<void> {
  if (!process.env.FIREBASE_STORAGE_EMULATOR_HOST) {
    log.warn('Demo files skipped: the Storage emulator is not running, and no file is seeded without its bytes.');
    return;
  }
  const bucket = getStorage().bucket(`${projectId}.appspot.com`);
  const clientId = uids.client;
  const design = (version: number, note: string) =>
    pdf([`Green Roots Naturopathy: services page design`, `Version ${version}`, note]);
  const demo: DemoFile[] = [
    {
      id: 'demo-file-brief',
      name: 'Website brief.pdf',
      bytes: pdf(['Green Roots Naturopathy: website brief', 'Goals: online bookings, local search, calm design.']),
      from: 'agency',
      at: daysAgo(40),
      projectId: DEMO_PROJECT_ID,
    },
    {
      id: 'demo-file-clinic-photo',
      name: 'Clinic reception.png',
      bytes: png(96, 64),
      from: 'client',
      at: daysAgo(12, 9),
      projectId: DEMO_PROJECT_ID,
    },
    {
      id: 'demo-file-bios',
      name: 'Practitioner bios.txt',
      bytes: Buffer.from(
        'Dr Mia Hart, naturopath: 12 years in practice, special interest in gut health.\n' +
          'Sam Lee, nutritionist: plans for busy families and athletes.\n',
      ),
      from: 'client',
      at: daysAgo(12, 11),
      projectId: null,
    },
    {
      id: 'demo-file-home-v1',
      name: 'Services page design.pdf',
      bytes: design(1, 'Hero photo, booking button, three services.'),
      from: 'agency',
      at: daysAgo(8),
      projectId: DEMO_PROJECT_ID,
      deliverable: {
        versionGroup: 'demo-file-home-v1',
        version: 1,
        approval: {
          status: 'changes-requested',
          comment: 'Lovely! Could the booking button stand out more, and can we use our clinic photo at the top?',
          by: clientId,
          at: daysAgo(7, 14),
        },
      },
    },
    {
      id: 'demo-file-home-v2',
      name: 'Services page design v2.pdf',
      bytes: design(2, 'Clinic photo at the top, a larger green booking button.'),
      from: 'agency',
      at: daysAgo(2, 15),
      projectId: DEMO_PROJECT_ID,
      deliverable: {
        versionGroup: 'demo-file-home-v1',
        version: 2,
        title: 'Services page design.pdf',
        approval: { status: 'pending', comment: null, by: null, at: null },
      },
    },
  ];

  for (const item of demo) {
    const metadata = file(item.id, {
      clientId,
      projectId: item.projectId,
      name: item.name,
      size: item.bytes.length,
      uploadedBy: item.from === 'client' ? clientId : uids.admin,
      uploaderRole: item.from,
      createdAt: item.at,
      ready: false,
      ...(item.deliverable ? { deliverable: true, ...item.deliverable } : {}),
    });
    const ref = db.collection(COLLECTIONS.files).doc(item.id);
    const object = bucket.file(metadata.storagePath);
    const stored = (await ref.get()).data() as FileDocument<unknown> | undefined;
    if (stored?.ready && (await object.exists())[0]) {
      // Seeded before and still stored: only the decision goes back to the demo's.
      await ref.update({ approval: metadata.approval });
      continue;
    }
    // Bytes left from an earlier run would be taken for a second upload: they go first.
    await object.delete({ ignoreNotFound: true });
    await confirmUpload(db, item, metadata, () =>
      object.save(item.bytes, { contentType: contentTypeFor(item.name)!, resumable: false }),
    );
  }

  // What the client's own uploads use of their limits, as their uploads through the web would have counted it
  // (docs/decisions/024-usage-limits.md): the bytes stored; the day's counts start at 0.
  const clientBytes = demo.filter((item) => item.from === 'client').reduce((sum, item) => sum + item.bytes.length, 0);
  await db
    .collection(COLLECTIONS.usage)
    .doc(clientId)
    .set({ messagesToday: 0, filesToday: 0, bytesStored: clientBytes });

  // The first version's decision, as decideDeliverable logs it; none yet for the second (someone may have decided
  // it on an earlier run).
  await db.collection(COLLECTIONS.activity).doc('deliverable-decided-demo-file-home-v2').delete();
  const v1 = demo.find((item) => item.id === 'demo-file-home-v1')!;
  const people = demoPeople(uids);
  const decided = demoEntry(
    {
      type: 'deliverable_changes_requested',
      ...people.client,
      ...people.about,
      projectId: DEMO_PROJECT_ID,
      projectName: DEMO_PROJECT_NAMES[DEMO_PROJECT_ID]!,
      details: { fileId: v1.id, name: v1.name, version: 1, decision: 'changes-requested' },
    },
    v1.deliverable!.approval.at!,
  );
  await db.collection(COLLECTIONS.activity).doc(`deliverable-decided-${v1.id}`).set(decided);
}

/**
 * The browser's two writes for one file, then onFileFinalized's part: waits until the file is ready and the mail
 * the function queues for it (if any) is there, then deletes that mail and dates the timeline entry. Removes the
 * metadata (onFileDeleted takes the bytes) if the function does not confirm the file in time.
 */
async function confirmUpload(
  db: Firestore,
  item: DemoFile,
  metadata: FileDocument<Date>,
  storeBytes: () => Promise<unknown>,
): Promise<void> {
  const ref = db.collection(COLLECTIONS.files).doc(item.id);
  const mails = db.collection(COLLECTIONS.mail);
  // The mail onFileFinalized queues: the agency's for a client's upload (with its throttle cleared first, so it is
  // always queued, and waited for), the client's for a deliverable awaiting approval; none otherwise.
  const throttle = db.collection(COLLECTIONS.rateLimits).doc(`file-mail-${metadata.clientId}`);
  const profile = (await db.collection(COLLECTIONS.clients).doc(metadata.clientId).get()).data();
  const clientMailed = profile?.email && profile.notificationPreference === 'instant' && profile.status !== 'disabled';
  const mailId =
    item.from === 'client'
      ? `file-${item.id}`
      : metadata.approval?.status === 'pending' && clientMailed
        ? `notify-deliverable-shared-${item.id}`
        : null;
  if (mailId) await mails.doc(mailId).delete();
  await throttle.delete();
  // The demo's ids are fixed: one left out on an earlier run has a tombstone (docs/decisions/016-files.md), which
  // would leave the file seeded again here impossible to delete. The seed is the one writer that reuses an id.
  await db.collection(COLLECTIONS.deletedFiles).doc(item.id).delete();
  await ref.set(metadata);
  await storeBytes();

  const deadline = Date.now() + CONFIRM_TIMEOUT_MS;
  const done = async () =>
    (await ref.get()).get('ready') === true && (!mailId || (await mails.doc(mailId).get()).exists);
  while (!(await done())) {
    if (Date.now() > deadline) {
      log.warn(`Demo file “${item.name}” was not confirmed by onFileFinalized in time; it is left out.`);
      await ref.delete();
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  if (mailId) await mails.doc(mailId).delete();
  await throttle.delete();
  const entryId = `${item.deliverable ? 'deliverable-shared' : 'file-uploaded'}-${item.id}`;
  await db.collection(COLLECTIONS.activity).doc(entryId).update({ createdAt: item.at });
  log.info(`Demo file “${item.name}” stored at ${storagePathOf(metadata.clientId, item.id, item.name)}`);
}

/** A small PNG drawn in code: a soft green gradient (RGB, 8 bits a channel). */
function png(width: number, height: number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      row[1 + x * 3] = 60 + Math.round((x / width) * 80);
      row[2 + x * 3] = 140 + Math.round((y / height) * 80);
      row[3 + x * 3] = 90;
    }
    rows.push(row);
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A one-page PDF with a few lines of text (ASCII), its cross-reference table counted from the bytes. */
function pdf(lines: string[]): Buffer {
  const escape = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);
  const text = lines.map((line, i) => `BT /F1 ${i === 0 ? 16 : 12} Tf 56 ${780 - i * 28} Td (${escape(line)}) Tj ET`);
  const stream = text.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = Buffer.byteLength(body);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
