import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, wherever a script is run from. */
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Project-local, git-ignored working files: the wrapper jar, emulator logs, the launcher's pid file. */
export const CACHE_DIR = join(ROOT, '.cache');
