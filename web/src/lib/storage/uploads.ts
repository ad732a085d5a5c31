import { FirebaseError } from 'firebase/app';
import { type Firestore } from 'firebase/firestore';
import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import { contentTypeFor, fileProblem, safeFileName } from '@agency/common';

import { useSession } from '@/lib/auth/session';
import { useStorage } from '@/lib/firebase-storage';
import {
  createFileMetadata,
  deleteFile,
  type NewFile,
  readUsage,
  watchUntilReady as watchFile,
} from '@/lib/firestore/files';

import { uploadRefusal } from './usage-limits';

export type UploadStatus = 'uploading' | 'checking' | 'done' | 'failed';

/** One file on its way up, as the upload list shows it. */
export interface Upload {
  key: string;
  name: string;
  size: number;
  /** 0 to 1, while uploading. */
  progress: number;
  status: UploadStatus;
  /** Why it failed, as the end of a sentence that starts with its name. */
  error?: string;
  /** The file's id once its metadata exists. */
  fileId?: string;
}

/** Where the files of one upload go, and as whom. */
export type UploadTarget = Omit<NewFile, 'name' | 'size' | 'uploadedBy'>;

/** What a refusal means to the person uploading, from the error Firestore or Storage gave. */
function refusalOf(error: unknown): string {
  const code = error instanceof FirebaseError ? error.code : '';
  if (code === 'permission-denied' || code === 'storage/unauthorized') {
    return 'was refused: you cannot upload this file here';
  }
  if (code === 'storage/retry-limit-exceeded' || code === 'unavailable') {
    return 'could not be uploaded: file storage did not answer. Check your connection and try again';
  }
  if (code === 'storage/quota-exceeded') return 'could not be uploaded: storage is full. Please tell us';
  return 'could not be uploaded. Please try again';
}

/**
 * A client's upload refused because it would pass one of their limits (firestore.rules refuse it without saying
 * which): the limit it passes, in words, from their usage as the server has it; otherwise null.
 */
async function limitRefusal(db: Firestore, error: unknown, target: UploadTarget, size: number): Promise<string | null> {
  if (target.uploaderRole !== 'client' || !(error instanceof FirebaseError) || error.code !== 'permission-denied') {
    return null;
  }
  const usage = await readUsage(db, target.clientId);
  return usage && uploadRefusal(usage, size);
}

let nextKey = 0;

/**
 * Uploads files the way the rules expect (metadata first, then the bytes), each with its progress and a way to
 * cancel; a file the limits refuse never starts. An upload is done once a function has checked the stored
 * bytes and marked the file ready (what lists show), so "done" means the other side can see it.
 */
export function useUploads(onDone?: (fileId: string) => void) {
  const db = useFirestore();
  const storage = useStorage();
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const [uploads, setUploads] = useState<Upload[]>([]);
  const tasks = useRef(new Map<string, UploadTask>());
  const cancelled = useRef(new Set<string>());
  const stopWatching = useRef(new Map<string, () => void>());
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  const update = useCallback((key: string, change: Partial<Upload>) => {
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));
  }, []);

  // Stop listening for "ready" when the page goes.
  useEffect(() => {
    const watching = stopWatching.current;
    const running = tasks.current;
    return () => {
      for (const stop of watching.values()) stop();
      for (const task of running.values()) task.cancel();
    };
  }, []);

  /** Waits for the function to confirm the bytes; the metadata disappearing means it refused them. */
  const watchUntilReady = useCallback(
    (key: string, fileId: string) => {
      // Called only from the watch's answers, which come after it has started.
      const finish = () => {
        stop();
        stopWatching.current.delete(key);
      };
      const stop = watchFile(db, fileId, {
        ready: () => {
          update(key, { status: 'done', progress: 1 });
          onDoneRef.current?.(fileId);
          finish();
        },
        refused: () => {
          update(key, { status: 'failed', error: 'was refused when it was checked after upload' });
          finish();
        },
        failed: () =>
          update(key, { status: 'failed', error: 'was uploaded, but we could not confirm it. Refresh to check' }),
      });
      stopWatching.current.set(key, stop);
    },
    [db, update],
  );

  const uploadOne = useCallback(
    async (key: string, file: File, target: UploadTarget) => {
      let fileId: string | undefined;
      try {
        const name = safeFileName(file.name);
        const created = await createFileMetadata(db, { ...target, uploadedBy: uid, name, size: file.size });
        fileId = created.id;
        if (cancelled.current.has(key)) throw new FirebaseError('storage/canceled', 'cancelled');
        update(key, { fileId });
        const task = uploadBytesResumable(ref(storage, created.storagePath), file, {
          contentType: contentTypeFor(name) ?? undefined,
        });
        tasks.current.set(key, task);
        task.on('state_changed', (snapshot) => {
          update(key, { progress: snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0 });
        });
        await task;
        tasks.current.delete(key);
        update(key, { status: 'checking', progress: 1 });
        watchUntilReady(key, created.id);
      } catch (error) {
        tasks.current.delete(key);
        const wasCancelled = cancelled.current.has(key);
        // Nothing is left half-made: metadata whose bytes never arrived goes.
        if (fileId) await deleteFile(db, fileId, uid).catch(() => undefined);
        if (wasCancelled) {
          setUploads((current) => current.filter((upload) => upload.key !== key));
        } else {
          update(key, {
            status: 'failed',
            error: (await limitRefusal(db, error, target, file.size)) ?? refusalOf(error),
          });
        }
      }
    },
    [db, storage, uid, update, watchUntilReady],
  );

  /** Starts each file; the ones the limits refuse show why at once and never start. */
  const start = useCallback(
    (files: readonly File[], target: UploadTarget) => {
      const added = files.map((file): Upload & { file: File } => {
        // Stored under a name every part of the way can carry ("50% off.png" as "50- off.png").
        const name = safeFileName(file.name);
        const problem = fileProblem({ name, size: file.size });
        return {
          key: `upload-${++nextKey}`,
          name,
          size: file.size,
          progress: 0,
          status: problem ? 'failed' : 'uploading',
          error: problem ?? undefined,
          file,
        };
      });
      setUploads((current) => [...current, ...added.map(({ file: _file, ...upload }) => upload)]);
      for (const upload of added) {
        if (upload.status === 'uploading') void uploadOne(upload.key, upload.file, target);
      }
    },
    [uploadOne],
  );

  const cancel = useCallback((key: string) => {
    cancelled.current.add(key);
    const task = tasks.current.get(key);
    if (task) task.cancel();
  }, []);

  /** Takes finished and failed uploads off the list. */
  const clearFinished = useCallback(() => {
    setUploads((current) => current.filter((upload) => upload.status === 'uploading' || upload.status === 'checking'));
  }, []);

  return { uploads, start, cancel, clearFinished };
}
