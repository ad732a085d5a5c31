import { useEffect, useState } from 'react';

import { EMULATOR_PORTS, useEmulators } from '@/config/firebase';
import { emulatorHost } from '@/lib/firebase';

/**
 * Whether file storage can be reached. In production it always can (Firebase runs it). On the emulators it runs
 * only where the launcher could start the Storage emulator (docs/decisions/001-offline-emulators.md), so the
 * screens ask once, quickly, and show a clear "file storage unavailable" state instead of an upload that never
 * ends. Any HTTP answer means it runs; no answer within three seconds means it does not. It asks `/v0`, where the
 * emulator says who it is: its root answers 501, which the browser logs as an error on every page that asks.
 */
let check: Promise<boolean> | null = null;

function storageReachable(): Promise<boolean> {
  if (!useEmulators) return Promise.resolve(true);
  check ??= fetch(`http://${emulatorHost}:${EMULATOR_PORTS.storage}/v0`, { signal: AbortSignal.timeout(3000) }).then(
    () => true,
    () => false,
  );
  return check;
}

export type StorageState = 'checking' | 'available' | 'unavailable';

export function useStorageState(): StorageState {
  const [state, setState] = useState<StorageState>(useEmulators ? 'checking' : 'available');
  useEffect(() => {
    let current = true;
    void storageReachable().then((reachable) => {
      if (current) setState(reachable ? 'available' : 'unavailable');
    });
    return () => {
      current = false;
    };
  }, []);
  return state;
}

/** What the screens say when it cannot be reached. */
export const STORAGE_UNAVAILABLE =
  'File storage is unavailable right now, so files cannot be uploaded, previewed or downloaded. Everything else in the portal works.';
