import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever a script is run from. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Project-local, git-ignored working files: the Firestore wrapper jar, the emulator log, the emulator tiers' results. */
export const CACHE_DIR = join(ROOT, '.cache');
