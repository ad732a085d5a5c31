import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { PageNav } from './page-nav';

const at = (id: string) => ({ id });
const page = (hasBefore: boolean, hasAfter: boolean) => ({
  first: at('first'),
  last: at('last'),
  hasBefore,
  hasAfter,
});

describe('PageNav', () => {
  it('shows nothing while the list has one page', () => {
    render(<PageNav of="files" page={page(false, false)} onPage={vi.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Pages of files' })).toBeNull();
  });

  it('asks for the page after the last row and before the first', () => {
    const onPage = vi.fn();
    render(<PageNav of="files" page={page(true, true)} onPage={onPage} />);
    const nav = screen.getByRole('navigation', { name: 'Pages of files' });
    fireEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    fireEvent.click(within(nav).getByRole('button', { name: 'Previous page' }));
    expect(onPage.mock.calls).toEqual([[{ after: at('last') }], [{ before: at('first') }]]);
  });

  it('keeps the focus on a pressed button while its page is on its way, asking nothing more meanwhile', () => {
    const onPage = vi.fn();
    const { rerender } = render(<PageNav of="files" page={page(false, true)} onPage={onPage} />);
    const next = screen.getByRole('button', { name: 'Next page' });
    next.focus();
    rerender(<PageNav of="files" page={page(false, true)} moving onPage={onPage} />);
    fireEvent.click(next);
    expect(onPage).not.toHaveBeenCalled();
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
  });

  it('hands the focus to Previous page when Next page runs out of pages', () => {
    const { rerender } = render(<PageNav of="files" page={page(false, true)} onPage={vi.fn()} />);
    screen.getByRole('button', { name: 'Next page' }).focus();
    rerender(<PageNav of="files" page={page(true, false)} onPage={vi.fn()} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Previous page' }));
  });
});
