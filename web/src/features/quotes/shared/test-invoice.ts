import { invoice } from '@tests/factories';

import { lineTotals } from '@agency/common';

import type { InvoiceLike } from './invoice-content';

/** An invoice as the issuing function writes it: two lines, the demo agency as seller, nothing paid. */
export function testInvoice(gstRegistered: boolean): InvoiceLike {
  const priced = lineTotals(
    [
      {
        description: 'Standard web design plan – up to 10 pages',
        quantity: 1,
        unitPriceCents: 380_000,
        catalogueId: null,
      },
      { description: 'Standard hosting, monthly', quantity: 3, unitPriceCents: 7_500, catalogueId: null },
    ],
    { gstRegistered },
  );
  return invoice('quote-1', {
    sequence: 42,
    title: 'Website for Tide Pool Studio',
    issuedAt: new Date('2026-11-10T00:00:00+10:00'),
    dueAt: new Date('2026-11-24T23:59:59+10:00'),
    lineItems: priced.lines,
    subtotalCents: priced.subtotalCents,
    gstCents: priced.gstCents,
    totalCents: priced.totalCents,
    gstRegistered,
    buyer: { name: 'Robin Reed', businessName: 'Tide Pool Studio', email: 'robin@example.com' },
  });
}
