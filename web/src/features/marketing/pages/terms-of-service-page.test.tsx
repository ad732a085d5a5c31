import { describe, expect, it } from 'vitest';

import { TERMS } from '@agency/common';

import { itIsALegalPage } from '@/test/legal-page-checks';
import { renderPage } from '@/test/render-page';

import TermsOfServicePage from './terms-of-service-page';

const meta = { title: 'Terms of Service', description: 'How we work together.' };
const render = () => renderPage(<TermsOfServicePage meta={meta} />, '/terms-of-service');

describe('the terms of service', () => {
  itIsALegalPage(render, 'Terms of Service');

  it('states the payment terms', () => {
    const { container } = render();
    const text = container.textContent;
    expect(text).toContain(`Invoices are payable within ${TERMS.invoiceDueDays} days`);
    expect(text).toContain(`interest of ${TERMS.overdueInterestPercentPerMonth}% per month`);
    expect(text).toContain('Australian dollars (AUD) and include GST where applicable');
  });

  it('states the cancellation notice', () => {
    const { container } = render();
    expect(container.textContent).toContain(`${TERMS.cancellationNoticeDays} days written notice`);
  });

  it('keeps Australian Consumer Law rights and is governed by Queensland law', () => {
    const { container } = render();
    expect(container.textContent).toContain('Australian Consumer Law');
    expect(container.textContent).toContain('laws of Queensland');
  });
});
