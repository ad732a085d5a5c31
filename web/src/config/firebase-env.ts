import type { FirebaseOptions } from 'firebase/app';

/**
 * The web app's Firebase settings come from VITE_FIREBASE_* variables at build time. This module is pure (no
 * `import.meta.env`) so that vite.config.ts can check them before building and config/firebase.ts can read them.
 */

/** Every setting the web app needs, as the Firebase option it becomes. */
export const FIREBASE_ENV_KEYS = {
  apiKey: 'VITE_FIREBASE_API_KEY',
  authDomain: 'VITE_FIREBASE_AUTH_DOMAIN',
  projectId: 'VITE_FIREBASE_PROJECT_ID',
  storageBucket: 'VITE_FIREBASE_STORAGE_BUCKET',
  appId: 'VITE_FIREBASE_APP_ID',
} as const satisfies Partial<Record<keyof FirebaseOptions, string>>;

/** The build mode whose settings (web/.env.emulators) name a `demo-` project, which only the emulators serve. */
export const EMULATORS_MODE = 'emulators';

/** A `demo-` project exists only on the emulators (Firebase's convention), so its id is what decides. */
export const isDemoProject = (projectId: string | undefined) => projectId?.startsWith('demo-') ?? false;

type Env = Record<string, string | undefined>;

export function firebaseOptionsFrom(env: Env): FirebaseOptions {
  return Object.fromEntries(
    Object.entries(FIREBASE_ENV_KEYS).map(([option, key]) => [option, env[key]?.trim() || undefined]),
  ) as FirebaseOptions;
}

/**
 * Why a build in `mode` with `env` must not go ahead, or undefined when it may. Every mode needs all the
 * settings. The emulators build must name a `demo-` project, so it can never reach real data; any other build
 * must not, or it would silently be the demo build, talking to emulators on the visitor's own machine.
 */
export function firebaseSettingsProblem(mode: string, env: Env): string | undefined {
  const missing = Object.values(FIREBASE_ENV_KEYS).filter((key) => !env[key]?.trim());
  const projectId = env[FIREBASE_ENV_KEYS.projectId]?.trim();
  if (mode === EMULATORS_MODE) {
    if (missing.length) return `The emulators build is missing ${missing.join(', ')}: web/.env.emulators sets them.`;
    if (!isDemoProject(projectId)) {
      return `The emulators build must use a demo- project, not "${projectId}": check web/.env.emulators and any VITE_FIREBASE_* variables set in the environment.`;
    }
    return undefined;
  }
  const fix =
    'Set them in web/.env.production.local or the environment (README, "Deploy", step 3). For the emulators, run `npm run build:emulators -w web` (`vite build --mode emulators`), as `npm run build` at the root does.';
  if (missing.length)
    return `The ${mode} build needs the web app's Firebase settings; missing: ${missing.join(', ')}. ${fix}`;
  if (isDemoProject(projectId)) {
    return `The ${mode} build names the demo project "${projectId}", which only exists on the emulators. ${fix}`;
  }
  return undefined;
}
