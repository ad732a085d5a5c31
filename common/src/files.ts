/**
 * `files/{fileId}`: metadata of the files a client and the agency share (../shared/PORTAL.md); the bytes live in
 * Storage at `clients/{clientId}/files/{fileId}/{name}` (docs/decisions/016-files.md).
 *
 * An upload is two writes, both under rules: the browser creates the metadata (`ready: false`), then uploads the
 * bytes, which storage.rules accept only when they match that metadata. A function (on the finalised object)
 * checks the bytes once more, fills in who uploaded them and sets `ready`; lists show ready files only. Deleting
 * the metadata deletes the bytes (a function). Approvals of deliverables are stamped by a function.
 */
import type { ClientNames } from './client-names';

export const FILE_LIMITS = {
  /** Largest file, in bytes (storage.rules and firestore.rules say the same): 25 MB. */
  maxBytes: 25 * 1024 * 1024,
  /** A file name, in characters. */
  nameMax: 150,
  /** The comment on a decision about a deliverable, in characters. */
  commentMax: 2000,
  /** Files read at a time in a list. */
  page: 100,
  /** Metadata whose bytes have not arrived after this long is taken as abandoned and removed (the hourly sweep). */
  abandonedAfterMs: 24 * 60 * 60 * 1000,
} as const;

export const UPLOADER_ROLES = ['client', 'agency'] as const;
export type UploaderRole = (typeof UPLOADER_ROLES)[number];

/**
 * What may be uploaded, grouped the way the screens explain it. The stored `contentType` is always the one listed
 * for the file's extension (browsers report some types differently, or not at all), so storage.rules and
 * firestore.rules check one short list. SVG is left out on purpose: it can carry script.
 */
export const FILE_KINDS = [
  {
    label: 'Images',
    types: {
      png: 'image/png',
      jpg: 'image/jpeg',
      jpeg: 'image/jpeg',
      gif: 'image/gif',
      webp: 'image/webp',
    },
  },
  { label: 'PDF', types: { pdf: 'application/pdf' } },
  {
    label: 'Office documents',
    types: {
      doc: 'application/msword',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xls: 'application/vnd.ms-excel',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      ppt: 'application/vnd.ms-powerpoint',
      pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      odt: 'application/vnd.oasis.opendocument.text',
      ods: 'application/vnd.oasis.opendocument.spreadsheet',
      odp: 'application/vnd.oasis.opendocument.presentation',
    },
  },
  { label: 'Text', types: { txt: 'text/plain', csv: 'text/csv', md: 'text/markdown' } },
  { label: 'Zip archives', types: { zip: 'application/zip' } },
] as const satisfies readonly { label: string; types: Record<string, string> }[];

const TYPE_BY_EXTENSION: Record<string, string> = Object.assign({}, ...FILE_KINDS.map((kind) => kind.types));

/** Every content type a stored file may have (storage.rules and firestore.rules list the same). */
export const ALLOWED_CONTENT_TYPES: readonly string[] = [...new Set(Object.values(TYPE_BY_EXTENSION))];

/** What the file pickers accept (`accept` attribute). */
export const ACCEPTED_EXTENSIONS: readonly string[] = Object.keys(TYPE_BY_EXTENSION).map((ext) => `.${ext}`);

/** One sentence for the screens: what may be uploaded and how large. */
export const FILE_RULES_TEXT = `Up to 25 MB each. ${FILE_KINDS.map((kind) => {
  const extensions = Object.keys(kind.types);
  // "PDF", not "PDF (pdf)".
  return extensions.join() === kind.label.toLowerCase() ? kind.label : `${kind.label} (${extensions.join(', ')})`;
}).join('; ')}.`;

/** Types the browser can show in a preview: images and PDF. */
export const isPreviewable = (contentType: string) =>
  contentType.startsWith('image/') || contentType === 'application/pdf';

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

/** The content type stored for a file of this name, or null when its kind is not accepted. */
export const contentTypeFor = (name: string): string | null => TYPE_BY_EXTENSION[extensionOf(name)] ?? null;

/**
 * Control characters, the characters a path would read as something else (`%` too: the Storage emulator decodes a
 * name twice), and invisible format characters (a right-to-left override can make `report‮fdp.zip` look like a
 * PDF). firestore.rules refuse the same.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\%]|\p{Cf}/u;

/** A file's name as it is stored: each character a name may not hold becomes `-` ("50% off.png" → "50- off.png"). */
export const safeFileName = (name: string) => name.normalize('NFC').replace(new RegExp(UNSAFE_NAME.source, 'gu'), '-');

/** Why a file name cannot be stored (firestore.rules say the same), or null when it can. */
export function fileNameProblem(name: string): string | null {
  if (name.trim().length === 0) return 'has no name';
  if (name.length > FILE_LIMITS.nameMax) return `has a name longer than ${FILE_LIMITS.nameMax} characters`;
  if (UNSAFE_NAME.test(name) || name === '.' || name === '..') return 'has a name with characters we cannot store';
  return null;
}

/** Why a file cannot be uploaded, as the end of a sentence that starts with its name; or null when it can. */
export function fileProblem(file: { name: string; size: number }): string | null {
  const nameProblem = fileNameProblem(file.name);
  if (nameProblem) return nameProblem;
  if (!contentTypeFor(file.name)) {
    return `is not a kind of file we accept (${FILE_KINDS.map((kind) => kind.label.toLowerCase()).join(', ')})`;
  }
  if (file.size === 0) return 'is empty';
  if (file.size > FILE_LIMITS.maxBytes) return 'is larger than 25 MB';
  return null;
}

/** Where a file's bytes live in Storage. */
export const storagePathOf = (clientId: string, fileId: string, name: string) =>
  `clients/${clientId}/files/${fileId}/${name}`;

export const APPROVAL_STATUSES = ['pending', 'approved', 'changes-requested'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const DELIVERABLE_DECISIONS = ['approved', 'changes-requested'] as const;
export type DeliverableDecision = (typeof DELIVERABLE_DECISIONS)[number];

/** A deliverable's decision, pinned to one version. `pending` until the client decides. */
export interface FileApproval<Time> {
  status: ApprovalStatus;
  /** The client's comment (required when asking for changes), else null. */
  comment: string | null;
  /** The client's uid, null while pending. */
  by: string | null;
  at: Time | null;
}

export interface FileDocument<Time> extends Partial<ClientNames> {
  clientId: string;
  projectId: string | null;
  /** This version's own file name: the end of its Storage path, and the name it downloads under. */
  name: string;
  /**
   * What the file is called across its versions: version 1's name, copied to each later version (which may be a
   * file of another name), so a deliverable keeps its title while its history shows each version's file name.
   */
  title: string;
  size: number;
  contentType: string;
  storagePath: string;
  uploadedBy: string;
  uploaderRole: UploaderRole;
  /** The uploader's name, written by the function that confirms the bytes (null until then). */
  uploaderName: string | null;
  createdAt: Time;
  /** The first version's id (its own id for version 1). */
  versionGroup: string;
  version: number;
  /** The agency asks the client to approve it. */
  deliverable: boolean;
  /** `{ status: 'pending', … }` for a deliverable, null for any other file. */
  approval: FileApproval<Time> | null;
  /** The bytes are stored and checked (set by a function); lists show ready files only. */
  ready: boolean;
  readyAt: Time | null;
  /**
   * The newest ready version of its group (docs/decisions/038-latest-file-version.md): true on exactly one version
   * of each group that has a ready one, kept by the functions (onFileFinalized, onFileDeleted, the
   * backfillLatestVersions job); created false, and never written by the browser. Lists ask for `latest == true`.
   */
  latest: boolean;
}

/**
 * `deletedFiles/{fileId}`: a file's tombstone, written in the same batch or transaction as the deletion of its
 * metadata by every path that deletes one, and never removed. firestore.rules refuse new metadata under an id that
 * has one (an id is never reused, so a message or a log entry naming it can never come to mean other bytes), and
 * the deletion itself unless its tombstone is written with it. It says who deleted the file, for the log.
 */
export interface DeletedFileDocument<Time> {
  /** The uid of the person who deleted it, or 'system' (an upload abandoned or refused). */
  deletedBy: string;
  deletedAt: Time;
  /**
   * Set by onFileDeleted once it has logged the deletion and given a client upload's bytes back to their usage, so
   * a retried event does neither twice.
   */
  settled?: boolean;
}

/** The tombstone's `deletedBy` when no person deleted the file. */
export const DELETED_BY_SYSTEM = 'system';

/** What `revokeFileLinks` answers: how many download links the file had (0 when it had none). */
export interface RevokeFileLinksResult {
  revoked: number;
}

export interface DecideDeliverableRequest {
  fileId: string;
  decision: DeliverableDecision;
  /** Required for 'changes-requested'. */
  comment?: string;
}
