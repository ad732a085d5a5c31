import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { writeManifestJar } from './jar';
import { SetupError } from './log';
import { CACHE_DIR } from './paths';
import { buildStorageRuntime } from './storage-runtime';

/**
 * Decides how each Java-based emulator can run on this machine (docs/decisions/001-offline-emulators.md):
 * firebase-tools' own cached or downloadable jar when there is one, else a wrapper around the Google Cloud SDK's
 * Firestore emulator jar that the machine carries (for Storage, the project's own rules runtime on that jar's
 * rules engine).
 */

const require = createRequire(import.meta.url);

interface DownloadInfo {
  version: string;
  remoteUrl: string;
  downloadPathRelativeToCacheDir: string;
}

/** What the pinned firebase-tools expects to download, read from firebase-tools itself so the pins agree. */
function downloadInfo(emulator: 'firestore' | 'storage'): DownloadInfo {
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  return (JSON.parse(readFileSync(infoPath, 'utf8')) as Record<string, DownloadInfo>)[emulator]!;
}

function firebaseCacheDir(): string {
  return process.env.FIREBASE_EMULATORS_PATH ?? join(homedir(), '.cache', 'firebase', 'emulators');
}

function isCached(info: DownloadInfo): boolean {
  return existsSync(join(firebaseCacheDir(), info.downloadPathRelativeToCacheDir));
}

/** A quick look at whether firebase-tools could download a jar: offline machines fail in milliseconds. */
async function isDownloadable(info: DownloadInfo): Promise<boolean> {
  try {
    const response = await fetch(info.remoteUrl, { method: 'HEAD', signal: AbortSignal.timeout(4000) });
    return response.ok;
  } catch {
    return false;
  }
}

export function assertJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) {
    throw new SetupError(
      'Java was not found: the Firestore emulator needs Java 11 or newer. Install it (Debian/Ubuntu: apt-get install openjdk-17-jre-headless; macOS: brew install openjdk) and run this again.',
    );
  }
}

/** Where the machine's Google Cloud SDK keeps its Firestore emulator jar, if it has one. */
export function findSystemFirestoreJar(): string | undefined {
  const candidates: string[] = [];
  const dpkg = spawnSync('dpkg', ['-L', 'google-cloud-cli-firestore-emulator'], { encoding: 'utf8' });
  if (dpkg.status === 0) candidates.push(...dpkg.stdout.split('\n').filter((line) => line.endsWith('emulator.jar')));
  // `gcloud info` takes seconds: asked only when the Debian package has no jar.
  const packaged = candidates.find((candidate) => existsSync(candidate));
  if (packaged) return packaged;
  const gcloud = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], { encoding: 'utf8' });
  if (gcloud.status === 0 && gcloud.stdout.trim()) {
    candidates.push(join(gcloud.stdout.trim(), 'platform', 'cloud-firestore-emulator', 'cloud-firestore-emulator.jar'));
  }
  candidates.push('/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar');
  return candidates.find((candidate) => existsSync(candidate));
}

const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';

/** The SDK's jar has no Main-Class; a manifest-only jar that names it and puts the real jar on its class path. */
export function makeFirestoreWrapper(systemJar: string): string {
  mkdirSync(CACHE_DIR, { recursive: true });
  const wrapper = join(CACHE_DIR, 'firestore-emulator-wrapper.jar');
  writeManifestJar(wrapper, { 'Main-Class': FIRESTORE_MAIN_CLASS, 'Class-Path': pathToFileURL(systemJar).href });
  return wrapper;
}

export type FirestoreSource =
  | { kind: 'firebase-tools'; reason: string }
  | { kind: 'override'; path: string }
  | { kind: 'system-wrapper'; systemJar: string; wrapper: string };

export async function resolveFirestore(): Promise<FirestoreSource> {
  const override = process.env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) return { kind: 'override', path: override };
  const info = downloadInfo('firestore');
  if (isCached(info)) return { kind: 'firebase-tools', reason: `cached v${info.version}` };
  if (await isDownloadable(info)) return { kind: 'firebase-tools', reason: `downloading v${info.version}` };
  const systemJar = findSystemFirestoreJar();
  if (!systemJar) {
    throw new SetupError(
      `The Firestore emulator jar (v${info.version}) is not cached and cannot be downloaded (offline?), and no Google Cloud SDK Firestore emulator was found. Install one: apt-get install google-cloud-cli-firestore-emulator, or go online once so firebase-tools can cache its jar.`,
    );
  }
  return { kind: 'system-wrapper', systemJar, wrapper: makeFirestoreWrapper(systemJar) };
}

export type StorageAvailability =
  /** `binaryPath`: the offline rules runtime, for firebase-tools' STORAGE_EMULATOR_BINARY_PATH. */
  { available: true; reason: string; binaryPath?: string } | { available: false; reason: string };

export async function resolveStorage(): Promise<StorageAvailability> {
  if (process.env.STORAGE_EMULATOR_BINARY_PATH) return { available: true, reason: 'override' };
  const info = downloadInfo('storage');
  if (isCached(info)) return { available: true, reason: `cached v${info.version}` };
  if (await isDownloadable(info)) return { available: true, reason: `downloading v${info.version}` };
  const started = Date.now();
  const runtime = buildStorageRuntime({ sdkJar: findSystemFirestoreJar() });
  if (!runtime.ok) {
    return {
      available: false,
      reason: `its rules runtime (${info.downloadPathRelativeToCacheDir}) cannot be downloaded here, and ${runtime.reason}`,
    };
  }
  const how = runtime.built ? `built and self-tested in ${((Date.now() - started) / 1000).toFixed(1)} s` : 'cached';
  return {
    available: true,
    reason: `offline, rules evaluated by the project's runtime on the Google Cloud SDK's rules engine (${how})`,
    binaryPath: runtime.wrapper,
  };
}
