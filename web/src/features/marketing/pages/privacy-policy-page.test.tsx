import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { RETENTION } from '@agency/common';

import { itIsALegalPage } from '@/test/legal-page-checks';
import { renderPage } from '@/test/render-page';

import PrivacyPolicyPage from './privacy-policy-page';

const meta = { title: 'Privacy Policy', description: 'How we look after your information.' };
const render = () => renderPage(<PrivacyPolicyPage meta={meta} />, '/privacy-policy');

describe('the privacy policy', () => {
  itIsALegalPage(render, 'Privacy Policy');

  it('dates itself in Queensland time, not the visitor’s', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // 8 pm UTC on the 20th is already 6 am on the 21st in Brisbane.
    vi.setSystemTime(new Date('2026-11-20T20:00:00Z'));
    render();
    expect(screen.getByTestId('effective-date').textContent).toBe('Effective date: 21 Nov 2026');
  });

  it('says how long each kind of record is kept', () => {
    const { container } = render();
    const text = container.textContent;
    expect(text).toContain(`Financial records are kept for ${RETENTION.financialRecordsYears} years`);
    expect(text).toContain(
      `Client records are kept for the length of our service to you plus ${RETENTION.clientRecordsYearsAfterService} years`,
    );
    expect(text).toContain(`up to ${RETENTION.analyticsMonths} months`);
  });

  it('names the Privacy Act and the Australian Privacy Principles', () => {
    const { container } = render();
    expect(container.textContent).toContain('Privacy Act 1988');
    expect(container.textContent).toContain('Australian Privacy Principles');
  });
});
