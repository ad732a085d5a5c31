// Bundles the functions into lib/index.js with @agency/common inlined, so the deployed package needs only the
// dependencies listed in functions/package.json (docs/decisions/003-shared-workspace.md).
import { readFileSync } from 'node:fs';

import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  // Runtime dependencies are installed by Cloud Functions from package.json; everything else is inlined.
  external: Object.keys(dependencies).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
