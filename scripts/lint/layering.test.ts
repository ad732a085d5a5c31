import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint tier's layering rules (eslint.config.js), proved on code that breaks them: each case lints new text
 * for an existing module (the path resolver needs a file that is there), with the project's own configuration,
 * and must be refused by the rule named.
 */
// The repository's root, as the lint tier runs it (no trailing slash: the alias resolver compares paths as text).
const eslint = new ESLint({ cwd: resolve(fileURLToPath(import.meta.url), '../../..') });

async function rulesBrokenBy(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// Each case lints with type information: the first loads the project's TypeScript program, seconds on a busy
// machine, which the default five seconds do not always cover.
describe('the web layering lint', { timeout: 30_000 }, () => {
  it('refuses a feature importing another feature', async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/auth/route-after-sign-in.ts',
      "import { emptyOnboarding } from '../onboarding/draft';\n\nexport const start = emptyOnboarding;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses a feature importing the app', async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/profile/reauthenticate.ts',
      "import { RequireRole } from '@/app/guards';\n\nexport const guard = RequireRole;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses shared code importing a feature', async () => {
    const broken = await rulesBrokenBy(
      'web/src/lib/dates.ts',
      "import { emptyOnboarding } from '@/features/onboarding/draft';\n\nexport const start = emptyOnboarding;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('refuses a component using the data layer, the session or a document type', async () => {
    const data = await rulesBrokenBy(
      'web/src/components/section-card.tsx',
      "import { clientRef } from '@/lib/firestore/clients';\n\nexport const ref = clientRef;\n",
    );
    expect(data).toContain('import-x/no-restricted-paths');
    const type = await rulesBrokenBy(
      'web/src/components/section-card.tsx',
      "import type { Client } from '@/lib/firestore/clients';\n\nexport type Shown = Client;\n",
    );
    expect(type).toContain('import-x/no-restricted-paths');
    const callable = await rulesBrokenBy(
      'web/src/components/section-card.tsx',
      "import { inviteClient } from '@/lib/callables';\n\nexport const invite = inviteClient;\n",
    );
    expect(callable).toContain('import-x/no-restricted-paths');
    const upload = await rulesBrokenBy(
      'web/src/components/section-card.tsx',
      "import { useUploads } from '@/lib/storage/uploads';\n\nexport const uploads = useUploads;\n",
    );
    expect(upload).toContain('import-x/no-restricted-paths');
  });

  it('refuses one side of a domain importing the other', async () => {
    const clientSide = await rulesBrokenBy(
      'web/src/features/quotes/client/copy-button.tsx',
      "import { emptyLine } from '../admin/admin-quote-form';\n\nexport const line = emptyLine;\n",
    );
    expect(clientSide).toContain('import-x/no-restricted-paths');
    const adminSide = await rulesBrokenBy(
      'web/src/features/leads/admin/lead-labels.ts',
      "import { sendContact } from '../contact/send-contact';\n\nexport const send = sendContact;\n",
    );
    expect(adminSide).toContain('import-x/no-restricted-paths');
  });

  it("refuses a domain's shared code importing one of its sides", async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/files/shared/pdf-title.ts',
      "import { UsageLine } from '../client/usage-line';\n\nexport const line = UsageLine;\n",
    );
    expect(broken).toContain('import-x/no-restricted-paths');
  });

  it('lets a side of a domain use what its sides share', async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/quotes/client/copy-button.tsx',
      "import { formatCents } from '../shared/money';\n\nexport const money = formatCents;\n",
    );
    expect(broken).toEqual([]);
  });

  it('refuses an import cycle (the route helpers importing the area module, which imports them)', async () => {
    const broken = await rulesBrokenBy(
      'web/src/app/routes/page.tsx',
      "import FirebaseArea from '../providers/firebase-area';\n\nexport const area = FirebaseArea;\n",
    );
    expect(broken).toContain('import-x/no-cycle');
  });

  it('refuses a component function over 150 lines, blank lines and comments aside', async () => {
    const body = (lines: number) => Array.from({ length: lines }, (_, at) => `  const line${at} = ${at};`).join('\n');
    const component = (lines: number) =>
      `export function Long() {\n${body(lines)}\n\n  // Why, not what.\n\n  return line0;\n}\n`;
    const file = 'web/src/components/form-page.tsx';
    expect(await rulesBrokenBy(file, component(147))).not.toContain('max-lines-per-function');
    expect(await rulesBrokenBy(file, component(148))).toContain('max-lines-per-function');
  });

  it('lets a test be as long as its cases need', async () => {
    const body = Array.from({ length: 200 }, (_, at) => `  expect(${at}).toBe(${at});`).join('\n');
    const broken = await rulesBrokenBy(
      'web/src/features/quotes/admin-quote-builder.test.tsx',
      `import { expect, it } from 'vitest';\n\nit('counts', () => {\n${body}\n});\n`,
    );
    expect(broken).not.toContain('max-lines-per-function');
  });

  it('refuses a screen listening to Firestore itself, with onSnapshot', async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/profile/reauthenticate.ts',
      "import { onSnapshot } from 'firebase/firestore';\n\nexport const listen = onSnapshot;\n",
    );
    expect(broken).toContain('no-restricted-imports');
  });

  it('refuses a screen reading live data with reactfire’s data hooks', async () => {
    for (const hook of ['useFirestoreCollectionData', 'useFirestoreDocData', 'useFirestoreCollection']) {
      const broken = await rulesBrokenBy(
        'web/src/lib/storage/uploads.ts',
        `import { ${hook} } from 'reactfire';\n\nexport const read = ${hook};\n`,
      );
      expect(broken).toContain('no-restricted-imports');
    }
  });

  it('lets the live-data layer listen, and the session watch (the one named exception)', async () => {
    for (const filePath of ['web/src/lib/firestore/live.ts', 'web/src/lib/auth/session-watch.ts']) {
      const broken = await rulesBrokenBy(
        filePath,
        "import { onSnapshot } from 'firebase/firestore';\n\nexport const listen = onSnapshot;\n",
      );
      expect(broken).toEqual([]);
    }
    // The Firestore instance itself is not a read.
    expect(
      await rulesBrokenBy(
        'web/src/features/profile/reauthenticate.ts',
        "import { useFirestore } from 'reactfire';\n\nexport const db = useFirestore;\n",
      ),
    ).toEqual([]);
  });

  it("refuses a query built outside the data layer's builders, which the index check lists", async () => {
    for (const name of ['query', 'collection', 'collectionGroup', 'where', 'orderBy', 'getCountFromServer']) {
      const broken = await rulesBrokenBy(
        'web/src/features/activity/activity-page.tsx',
        `import { ${name} } from 'firebase/firestore';\n\nexport const build = ${name};\n`,
      );
      expect(broken).toContain('no-restricted-imports');
    }
    expect(
      await rulesBrokenBy(
        'web/src/lib/firestore/leads.ts',
        "import { query } from 'firebase/firestore';\n\nexport const build = query;\n",
      ),
    ).toEqual([]);
  });

  it('lets a feature use the shared layers', async () => {
    const broken = await rulesBrokenBy(
      'web/src/features/profile/reauthenticate.ts',
      "import { paths } from '@/config/paths';\n\nexport const home = paths.home;\n",
    );
    expect(broken).toEqual([]);
  });
});
