import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

import { BackButton, renderPage } from './render-page';

/**
 * A page of rows as a cursor-paged list's hook answers it (lib/firestore/paging.ts `Page`): its first and last
 * rows' cursors are known by their ids.
 */
export function testPage<T>(rows: T[], idOf: (row: T) => string, { hasBefore = false, hasAfter = false } = {}) {
  return {
    rows,
    first: rows[0] && { id: idOf(rows[0]) },
    last: rows.at(-1) && { id: idOf(rows.at(-1)!) },
    hasBefore,
    hasAfter,
  };
}

/** The address, shown so a test can read what the page put there. */
function Address() {
  const { pathname, search } = useLocation();
  return (
    <>
      <output aria-label="Address">{search}</output>
      <output aria-label="Path">{pathname}</output>
    </>
  );
}

/** Renders a screen at `path` with its address on show and the browser's Back as a button. */
export const renderWithAddress = (page: ReactElement, path: string) =>
  renderPage(
    <>
      {page}
      <Address />
      <BackButton />
    </>,
    path,
  );

/** The address's path as the screen left it (a screen that sends an older link on to a record). */
export const shownPath = () => screen.getByRole('status', { name: 'Path', hidden: true }).textContent;

/** The address's query as the screen left it (found hidden too: an open dialog hides the rest of the page). */
export const shownAddress = () =>
  new URLSearchParams(screen.getByRole('status', { name: 'Address', hidden: true }).textContent ?? '');
