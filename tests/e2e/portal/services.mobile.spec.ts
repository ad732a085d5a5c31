import { createAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { openSignedIn } from '../support/session';
import { expect, test } from '../support/test';

test.describe('services and the ballpark calculator', () => {
  test('every tier from the catalogue, and totals before GST, the GST and with it', async ({ page }) => {
    const client = await createAccount('client', 'services');
    await openSignedIn(page, client, '/client/services');
    for (const tier of ['Starter', 'Standard', 'Professional', 'Launch', 'Growth', 'Digital Transformation']) {
      await expect(page.getByRole('article', { name: tier }).first()).toBeVisible();
    }
    await expect(page.getByRole('article', { name: 'Growth' })).toContainText('$4,950 + $75 a month');
    await expect(page.getByRole('article', { name: '5 hours' })).toContainText('$675');
    await expect(page.getByRole('link', { name: 'AI Video Studio' })).toHaveAttribute('href', '/ai-video-studio');
    await expectNoAxeViolations(page);

    const calculator = page.getByRole('region', { name: 'Ballpark calculator' });
    const oneTime = calculator.getByRole('table', { name: 'One-time amounts' });
    const monthly = calculator.getByRole('table', { name: 'Monthly amounts' });

    // Standard plan, Essential hosting and 5 hours of insight lab: $3,800 + $675 once, $50 a month, plus 10 % GST.
    await calculator.getByLabel('Design plan or package').selectOption('plan:standard');
    await calculator.getByLabel('Hosting').selectOption('essential');
    await calculator.getByLabel(/AI insight lab, 5 hours/).fill('1');
    await expect(oneTime).toContainText('Before GST$4,475.00');
    await expect(oneTime).toContainText('GST$447.50');
    await expect(oneTime).toContainText('Total$4,922.50');
    await expect(monthly).toContainText('Before GST$50.00');
    await expect(monthly).toContainText('GST$5.00');
    await expect(monthly).toContainText('Total$55.00');
    await expectNoAxeViolations(page);

    // A package includes its hosting: the hosting choice goes, and the monthly amount is the package's.
    await calculator.getByLabel(/AI insight lab, 5 hours/).fill('0');
    await calculator.getByLabel('Design plan or package').selectOption('package:growth');
    await expect(calculator.getByLabel('Hosting')).toBeDisabled();
    await expect(oneTime).toContainText('Total$5,445.00');
    await expect(monthly).toContainText('Total$82.50');

    // The selection as the calculator shows it (hosting included in the package) is what the agency is asked for.
    await calculator.getByRole('button', { name: 'Request a quote' }).click();
    const request = page.getByRole('dialog', { name: 'Request a quote' });
    await request.getByRole('button', { name: 'Send request' }).click();
    await expect(request).toBeHidden();
    await expect(calculator.getByText('Your request is with us.')).toBeVisible();
  });
});
