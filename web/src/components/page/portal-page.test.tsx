import Button from '@mui/material/Button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { PortalPage } from './portal-page';

const META = { title: 'Quotes', description: 'Every quote, newest first.' };

describe('PortalPage', () => {
  it('titles the page with one h1, its intro and actions, then its content', () => {
    renderPage(
      <PortalPage meta={META} intro="Build, send and follow quotes." actions={<Button>New quote</Button>}>
        <p>The list</p>
      </PortalPage>,
      '/webmin1010/quotes',
    );
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Quotes']);
    expect(screen.getByText('Build, send and follow quotes.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New quote' })).toBeTruthy();
    expect(screen.getByText('The list')).toBeTruthy();
    expect(document.title).toContain('Quotes');
  });

  it('takes a heading other than the page title, and leaves out what it is not given', () => {
    renderPage(
      <PortalPage meta={META} title="Invoices and quotes">
        <p>The list</p>
      </PortalPage>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invoices and quotes');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('sizes its title from the theme, smaller on a phone', () => {
    renderPage(<PortalPage meta={META}>{null}</PortalPage>);
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/font-size:1\.9rem/);
    expect(css).toMatch(/@media \(min-width:900px\)\{[^}]*font-size:2\.4rem/);
  });
});
