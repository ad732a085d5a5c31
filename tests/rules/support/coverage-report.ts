import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { emulatorAddress } from '../../support/emulator-hosts';

import { RULES_PROJECT_ID } from './rules-env';

/** After the run, saves the emulator's rules coverage report: which rule expressions the tests exercised. */
export async function teardown() {
  const { origin } = emulatorAddress('firestore');
  const url = `${origin}/emulator/v1/projects/${RULES_PROJECT_ID}:ruleCoverage.html`;
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    const dir = join(import.meta.dirname, '..', '..', '..', '.cache');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'firestore-rules-coverage.html'), await response.text());
    console.log('Firestore rules coverage report: .cache/firestore-rules-coverage.html');
  } catch {
    // The report is a convenience; the tests themselves decide pass or fail.
  }
}
