import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { itIsALegalPage } from '@/test/legal-page-checks';
import { renderPage } from '@/test/render-page';

import DisclaimerPage from './disclaimer-page';

const meta = { title: 'Disclaimer', description: 'The limits of our general information.' };
const render = () => renderPage(<DisclaimerPage meta={meta} />, '/disclaimer');

describe('the disclaimer', () => {
  itIsALegalPage(render, 'Disclaimer');

  it('says the information is general and keeps Australian Consumer Law rights', () => {
    const { container } = render();
    expect(screen.getByRole('heading', { level: 2, name: 'General information only' })).toBeDefined();
    expect(container.textContent).toContain('Australian Consumer Law');
  });
});
