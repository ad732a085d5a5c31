import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

// States of the projects screen that are laid out as every other: at one size (client-projects.spec.ts has the
// journey at both).
test.describe('a client’s projects', () => {
  test('with none yet, the list says what happens next and links to Messages; an address that names no project says “not found”', async ({
    page,
  }) => {
    const client = await createAccount('client', 'no-projects');
    await openSignedIn(page, client, '/client/projects');

    await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Message us' })).toHaveAttribute('href', '/client/messages');
    await expectNoAxeViolations(page);

    await page.goto('/client/projects/no-such-project');
    await expect(page.getByRole('heading', { level: 1, name: 'Project not found' })).toBeVisible();
    await page.getByRole('link', { name: 'your projects', exact: true }).click();
    await expect(page).toHaveURL('/client/projects');
  });
});
