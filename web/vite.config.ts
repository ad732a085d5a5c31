import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';

// `.js` names the TypeScript module (TypeScript and Vite both resolve it): Vite's config loader asks for an
// extension, and the web tsconfig does not allow `.ts` ones.
import { firebaseSettingsProblem } from './src/config/firebase-env.js';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));
const ROUTER_DIST = fileURLToPath(new URL('../node_modules/react-router/dist/production/', import.meta.url));
const BOOT = fileURLToPath(new URL('./src/boot.ts', import.meta.url));
const UNUSED_FIREBASE_SDK = fileURLToPath(new URL('./src/lib/unused-firebase-sdk.ts', import.meta.url));
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${ROUTER_DIST}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER_DIST}dom-export.mjs` },
];

/**
 * reactfire imports every Firebase SDK it wraps at its top level, and each registers itself when loaded, so all of
 * them would load with every portal and admin page. The app uses Realtime Database and Remote Config nowhere, and
 * Storage and Functions only through its own modules, with the screens that need them: reactfire gets a stub for
 * each (src/lib/unused-firebase-sdk.ts), and the app's own imports of Storage and Functions are untouched.
 */
function reactfireWithoutUnusedSdks(): Plugin {
  const stubbed = /^firebase\/(database|remote-config|storage|functions)$/;
  return {
    name: 'reactfire-without-unused-sdks',
    enforce: 'pre',
    resolveId: (source, importer) =>
      importer?.includes('/node_modules/reactfire/') && stubbed.test(source) ? UNUSED_FIREBASE_SDK : null,
  };
}

export default defineConfig(({ mode, isSsrBuild }) => {
  // A build without the Firebase settings would quietly become the demo build; stop it here instead.
  const problem = firebaseSettingsProblem(mode, loadEnv(mode, WEB_DIR, 'VITE_'));
  if (problem) throw new Error(problem);

  return {
    plugins: [react(), reactfireWithoutUnusedSdks()],
    envDir: WEB_DIR,
    resolve: {
      alias: [
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
        // react-router's package exports name only its development build (dev warnings on); the production build
        // beside it is the same code with them off. The browser gets that one; the prerenderer keeps Node's
        // resolution, so react-router-dom and react-router stay one copy there.
        ...(isSsrBuild ? [] : REACT_ROUTER_PRODUCTION),
      ],
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // The prerenderer reads it to preload each page's own chunks.
      manifest: true,
      rolldownOptions: {
        // The public pages' boot script (src/boot.ts), an entry of its own: the prerenderer names it in their HTML.
        input: isSsrBuild ? undefined : { index: fileURLToPath(new URL('./index.html', import.meta.url)), boot: BOOT },
        output: {
          // Everything the entry imports statically is one file rather than two dozen: every page needs all of
          // it before it can hydrate, and each extra file is one more request on a phone's connection. Pages and
          // areas stay lazily loaded chunks of their own.
          codeSplitting: isSsrBuild
            ? undefined
            : { groups: [{ name: 'app', tags: ['$initial'], test: (id) => id !== BOOT }] },
        },
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
