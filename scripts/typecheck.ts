/**
 * `npm run typecheck`: every TypeScript project, checked in two lanes at once. Each `tsc` keeps one core busy, so on
 * two cores the lanes take about half the time of one after another; `npm test` runs them beside ESLint. The lanes
 * are balanced by measured time here (web ~30 s, common ~4 s; tooling ~15 s, functions ~10 s, web's build scripts
 * ~2 s, checked against the server entry's contract rather than the whole app again).
 */
import { join } from 'node:path';

import { ROOT } from './lib/paths';
import { runCaptured } from './lib/run';

const LANES = [
  ['common', 'web'],
  ['web/tsconfig.scripts.json', '.', 'functions'],
];
const TSC = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');

async function lane(projects: string[]): Promise<number> {
  for (const project of projects) {
    const { code, output } = await runCaptured(process.execPath, [TSC, '-p', project]);
    if (output.trim()) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (code !== 0) return code;
  }
  return 0;
}

const codes = await Promise.all(LANES.map(lane));
process.exit(codes.find((code) => code !== 0) ?? 0);
