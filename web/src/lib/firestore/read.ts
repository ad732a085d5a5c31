// For `import.meta.env` wherever this module is type-checked: the tests' and scripts' programs import it too.
/// <reference types="vite/client" />
import type { DocumentData, FirestoreDataConverter, QueryDocumentSnapshot } from 'firebase/firestore';

import { toDate } from './timestamps';

/**
 * How the web reads a stored document, whatever its age (docs/decisions/031-live-data-layer.md). Each collection
 * declares its times and what each optional field reads as when a document lacks it or holds another kind of value
 * (a shape from before the field existed, a hand edit in the console); fields it does not name pass through as
 * stored. So a document of an older shape shows what it has, and never takes a screen down.
 */

/** Reads one stored field; `data` is the whole document, for a field whose default is another field. */
export type Read<V> = (stored: unknown, data: Record<string, unknown>) => V;

export interface Shape<T> {
  fields: { [K in keyof T]?: Read<T[K]> };
  /** The field the document's id is read into. */
  id?: 'id' | 'uid';
  /** A server time still pending (this tab's own write) reads as the SDK's estimate rather than null. */
  estimate?: boolean;
  /** Fields read from the snapshot rather than the data (its metadata, its parent). */
  fromSnapshot?: (snapshot: QueryDocumentSnapshot) => Partial<T>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Text, or `fallback`. */
export const text =
  <F extends string | null = ''>(fallback: F = '' as F): Read<string | F> =>
  (stored) =>
    typeof stored === 'string' ? stored : fallback;
/** Text, or null. */
export const maybeText = text(null);
/** A number, or `fallback`. */
export const count =
  <F extends number | null = 0>(fallback: F = 0 as F): Read<number | F> =>
  (stored) =>
    typeof stored === 'number' && Number.isFinite(stored) ? stored : fallback;
/** A flag: only a stored `true` is true. */
export const flag: Read<boolean> = (stored) => stored === true;
/** One of the words `allowed`, or `fallback`. */
export const oneOf =
  <W extends string, F extends string | null>(allowed: readonly W[], fallback: F): Read<W | F> =>
  (stored) =>
    allowed.includes(stored as W) ? (stored as W) : fallback;
/** A map of anything (a log entry's details), or an empty one. */
export const record: Read<Record<string, never>> = (stored) => (isRecord(stored) ? (stored as never) : {});
/** A stored time as a Date, or `fallback` when it is not set (or not a time). */
export const time =
  <F extends Date | null | undefined = null>(fallback: F = null as F): Read<Date | F> =>
  (stored) =>
    toDate(stored) ?? fallback;
/** A list, its items read by `item` when they are maps; an empty list when there is none. */
export const list =
  <V>(item?: Shape<V>): Read<V[]> =>
  (stored) =>
    Array.isArray(stored) ? stored.map((entry) => (item && isRecord(entry) ? readFields(item, entry) : entry)) : [];
/** A map read by its own shape, or null. */
export const nested =
  <V>(shape: Shape<V>): Read<V | null> =>
  (stored) =>
    isRecord(stored) ? readFields(shape, stored) : null;

/** A stored document's data, read by `shape` (without its id or snapshot fields). */
export function readFields<T>(shape: Shape<T>, data: Record<string, unknown>): T {
  const row: Record<string, unknown> = { ...data };
  for (const [field, read] of Object.entries(shape.fields) as [string, Read<unknown>][]) {
    row[field] = read(data[field], data);
  }
  return row as T;
}

/**
 * In the emulators build only (Vite drops it from every other build): the documents this tab's converters have read,
 * on `window.__documentsRead`, for `npm run bench:scale` (scripts/lib/bench-browser.ts) to count what a screen
 * delivers to the browser. `paths` holds each document once however often a listener hands it over again;
 * `reads` counts every reading.
 */
export interface DocumentsRead {
  paths: Set<string>;
  reads: number;
}

function countRead(path: string) {
  if (typeof window === 'undefined') return;
  const counted = window as unknown as { __documentsRead?: DocumentsRead };
  counted.__documentsRead ??= { paths: new Set(), reads: 0 };
  counted.__documentsRead.paths.add(path);
  counted.__documentsRead.reads += 1;
}

/** A stored document as a row: its data read by `shape`, with its id and any fields of its snapshot. */
export function readSnapshot<T>(shape: Shape<T>, snapshot: QueryDocumentSnapshot<DocumentData>): T {
  if (import.meta.env.MODE === 'emulators') countRead(snapshot.ref.path);
  const data = snapshot.data(shape.estimate ? { serverTimestamps: 'estimate' } : undefined);
  return {
    ...readFields(shape, data),
    ...(shape.id ? { [shape.id]: snapshot.id } : {}),
    ...shape.fromSnapshot?.(snapshot),
  };
}

/** The one converter: reads by `shape`; refuses to write, saying who writes this collection. */
export function readConverter<T>(shape: Shape<T>, writtenBy: string): FirestoreDataConverter<T> {
  return {
    toFirestore: () => {
      throw new Error(writtenBy);
    },
    fromFirestore: (snapshot) => readSnapshot(shape, snapshot),
  };
}
