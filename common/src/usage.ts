/**
 * `usage/{clientId}`: what one client business has used of its limits (docs/decisions/024-usage-limits.md). The
 * client's own messages and uploads count it up in the same batch as they are written, and firestore.rules refuse
 * any write that does not count itself or would pass a limit; functions give back a deleted upload's bytes and
 * start each day's counts at 0 at midnight, Brisbane time. The agency's own messages and files are not counted.
 */

export const USAGE_LIMITS = {
  /** Messages a client business sends in a day (firestore.rules say the same). */
  messagesPerDay: 200,
  /** Files a client business uploads in a day, counted when the upload starts (firestore.rules say the same). */
  filesPerDay: 100,
  /** Bytes of the client's own uploads kept at once, counted as each upload starts: 5 GB, in 1024s. */
  bytesStored: 5 * 1024 * 1024 * 1024,
} as const;

export interface UsageDocument {
  /** Messages sent since midnight (Brisbane time). */
  messagesToday: number;
  /** Uploads started since midnight (Brisbane time). */
  filesToday: number;
  /** The sizes of the client's uploads that have not been deleted, ready or still on their way. */
  bytesStored: number;
  /**
   * The last message counted (`{threadId}/{messageId}`) and the last file (its id): each counted write names
   * itself, so two in one batch can't pass on one count (firestore.rules).
   */
  lastMessage?: string;
  lastFileId?: string;
}

/** The counts of a client that has not written anything yet. */
export const NO_USAGE: UsageDocument = { messagesToday: 0, filesToday: 0, bytesStored: 0 };

/** A stored usage document, each count read as 0 when it is missing. */
export const usageOf = (data: Partial<UsageDocument> | undefined | null): UsageDocument => ({
  messagesToday: data?.messagesToday ?? 0,
  filesToday: data?.filesToday ?? 0,
  bytesStored: data?.bytesStored ?? 0,
});
