import type { Locator, Page } from '@playwright/test';

import { test } from './test';

/** On the phone project a DataTable is a list of cards (web/src/components/page/data-table.tsx). */
const phone = () => test.info().project.name === 'mobile';

/** A DataTable by its name: the table on a wide screen, the list of cards on a phone. */
export const dataTable = (page: Page, name: string): Locator =>
  phone() ? page.getByRole('list', { name }) : page.getByRole('table', { name });

/** The row of a DataTable that holds `text`: its table row on a wide screen, its card on a phone. */
export const dataRow = (page: Page, name: string, text: string | RegExp): Locator =>
  phone()
    ? dataTable(page, name).getByRole('listitem').filter({ hasText: text })
    : dataTable(page, name).getByRole('row').filter({ hasText: text });
