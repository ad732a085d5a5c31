/**
 * Whether this code runs in the Firebase emulators on a demo project: `FUNCTIONS_EMULATOR` is `true` (the emulator
 * sets it) and the project id starts `demo-`, which only the emulators accept (Firebase gives no real project such an
 * id, and `GCLOUD_PROJECT` is reserved, so no .env file can set it). Both, so that one stray environment variable is
 * never enough to turn on what only the emulators may do.
 */
export function isDemoEmulator(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.FUNCTIONS_EMULATOR === 'true' && projectIdOf(env).startsWith('demo-');
}

/**
 * The project id as the functions runtime gives it: GCLOUD_PROJECT (the emulator sets it), else FIREBASE_CONFIG's
 * projectId (set beside it, also when deployed); '' when neither says.
 */
function projectIdOf(env: NodeJS.ProcessEnv): string {
  if (env.GCLOUD_PROJECT) return env.GCLOUD_PROJECT;
  try {
    const config: unknown = JSON.parse(env.FIREBASE_CONFIG ?? '');
    const projectId = (config as { projectId?: unknown } | null)?.projectId;
    return typeof projectId === 'string' ? projectId : '';
  } catch {
    return '';
  }
}
