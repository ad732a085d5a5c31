import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// `.js` names the TypeScript module (TypeScript and Vite both resolve it): Vite's config loader asks for an
// extension, and the web tsconfig does not allow `.ts` ones.
import { firebaseSettingsProblem } from './src/config/firebase-env.js';

const WEB_DIR = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig(({ mode }) => {
  // A build without the Firebase settings would quietly become the demo build; stop it here instead.
  const problem = firebaseSettingsProblem(mode, loadEnv(mode, WEB_DIR, 'VITE_'));
  if (problem) throw new Error(problem);

  return {
    plugins: [react()],
    envDir: WEB_DIR,
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      sourcemap: true,
      // The prerenderer reads it to preload each page's own chunks.
      manifest: true,
    },
    server: { host: '127.0.0.1', port: 5173 },
  };
});
