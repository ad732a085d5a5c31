import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

import { writeManifestJar } from './jar';
import { CACHE_DIR, ROOT } from './paths';

/**
 * The offline Storage emulator's rules runtime (docs/decisions/001-offline-emulators.md): the project's own Java
 * program in tools/storage-rules-runtime, which evaluates storage rules with the Firebase Rules engine inside the
 * Cloud SDK's Firestore emulator jar. It compiles against that jar's internal classes, so it is built and
 * self-tested here, once per source and SDK version, before firebase-tools may use it.
 */

const SOURCES = join(ROOT, 'tools', 'storage-rules-runtime', 'src');
const MAIN_CLASS = 'agency.storagerules.Main';

export interface StorageRuntimeOptions {
  /** The Cloud SDK's Firestore emulator jar (findSystemFirestoreJar), whose rules engine the runtime uses. */
  sdkJar: string | undefined;
  /** Where builds are kept, one folder per cache key; `.cache/storage-rules-runtime` unless a test says. */
  cacheDir?: string;
  /** The Java compiler to run; a test names a missing one to see the fallback. */
  javac?: string;
}

export type StorageRuntimeBuild = { ok: true; wrapper: string; built: boolean } | { ok: false; reason: string };

/** Builds (or finds built) and self-tests the runtime; returns the jar to hand firebase-tools, or why not. */
export function buildStorageRuntime({
  sdkJar,
  cacheDir = join(CACHE_DIR, 'storage-rules-runtime'),
  javac = 'javac',
}: StorageRuntimeOptions): StorageRuntimeBuild {
  if (!sdkJar) {
    return { ok: false, reason: 'no Google Cloud SDK Firestore emulator jar was found, whose rules engine it needs' };
  }
  const sources = javaSources(SOURCES);
  const folder = join(cacheDir, cacheKey(sources, sdkJar));
  const classes = join(folder, 'classes');
  const wrapper = join(folder, 'storage-rules-runtime.jar');
  const passed = join(folder, 'selftest-passed');
  if (existsSync(wrapper) && existsSync(passed)) return { ok: true, wrapper, built: false };

  // Builds for older sources or another SDK are of no more use once nothing runs them: a running emulator (another
  // checkout, a run started before the sources changed) still reads its own, so only week-old ones go.
  removeStaleBuilds(cacheDir);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(classes, { recursive: true });
  // -proc:none: the SDK jar declares an annotation processor that it does not carry.
  const compiled = spawnSync(javac, ['-proc:none', '--release', '11', '-cp', sdkJar, '-d', classes, ...sources], {
    encoding: 'utf8',
  });
  if (compiled.error) {
    return {
      ok: false,
      reason: `javac was not found to build the offline rules runtime (Debian/Ubuntu: apt-get install openjdk-17-jdk-headless)`,
    };
  }
  if (compiled.status !== 0) {
    const firstError = compiled.stderr.split('\n').find((line) => line.includes('error:')) ?? compiled.stderr.trim();
    return { ok: false, reason: `the offline rules runtime does not compile against ${sdkJar}: ${firstError}` };
  }
  // The classes folder needs its trailing slash to be read as a folder on the class path. firebase-tools chmods
  // the jar it is given, so it is written here, by this user.
  writeManifestJar(wrapper, {
    'Main-Class': MAIN_CLASS,
    'Class-Path': `${pathToFileURL(classes).href}/ ${pathToFileURL(sdkJar).href}`,
  });
  const selftest = spawnSync('java', ['-jar', wrapper, 'selftest'], { encoding: 'utf8', timeout: 60_000 });
  if (selftest.status !== 0) {
    const failures = selftest.stderr
      .split('\n')
      .filter((line) => line.includes('failed'))
      .join('; ');
    return {
      ok: false,
      reason: `the offline rules runtime failed its self-test against ${sdkJar} (${failures || selftest.error?.message || `exit code ${selftest.status}`})`,
    };
  }
  writeFileSync(passed, selftest.stderr);
  return { ok: true, wrapper, built: true };
}

const STALE_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

function removeStaleBuilds(cacheDir: string): void {
  if (!existsSync(cacheDir)) return;
  for (const name of readdirSync(cacheDir)) {
    const path = join(cacheDir, name);
    if (Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS) rmSync(path, { recursive: true, force: true });
  }
}

function javaSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.java'))
    .map((name) => join(folder, name))
    .sort();
}

/** The sources' content and the SDK jar's identity (path, size, time): a change to either means a new build. */
function cacheKey(sources: string[], sdkJar: string): string {
  const hash = createHash('sha256');
  for (const source of sources) hash.update(`${relative(SOURCES, source)}\0`).update(readFileSync(source));
  const { size, mtimeMs } = statSync(sdkJar);
  hash.update(`${sdkJar}\0${size}\0${mtimeMs}`);
  return hash.digest('hex').slice(0, 16);
}
