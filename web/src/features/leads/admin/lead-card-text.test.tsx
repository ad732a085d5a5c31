import { screen } from '@testing-library/react';
import { lead as leadDocument } from '@tests/factories';
import { describe, expect, it } from 'vitest';

import type { Lead } from '@/lib/firestore/leads';
import { renderPage } from '@/test/render-page';

import { LeadPlanLine } from './lead-card-text';

const leadWith = (plan: Partial<Lead>): Lead => ({ id: 'l1', ...leadDocument(), convertedClientId: null, ...plan });
const TODAY = '2026-12-03';

describe('a lead card’s plan line', () => {
  it('says what the lead is worth and when to follow it up, marking a follow-up that is due', () => {
    renderPage(
      <ul>
        {[
          { estimatedValueCents: 1_250_000, followUpDate: '2026-12-10' },
          { estimatedValueCents: null, followUpDate: '2026-12-03' },
          { estimatedValueCents: 50_000, followUpDate: null },
        ].map((plan, at) => (
          <li key={at}>
            <LeadPlanLine lead={leadWith(plan)} today={TODAY} />
          </li>
        ))}
      </ul>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Worth $12,500 · follow up 10 Dec 2026',
      'Follow-up due 3 Dec 2026',
      'Worth $500',
    ]);
    expect(screen.getByText('Follow-up due 3 Dec 2026').tagName).toBe('STRONG');
  });

  it('says nothing of a lead with no plan', () => {
    const { container } = renderPage(<LeadPlanLine lead={leadWith({})} today={TODAY} />);
    expect(container.textContent).toBe('');
  });
});
