import { quote } from '@tests/factories';

import type { Quote } from '@/lib/firestore/quotes';

/**
 * Quote 7 as a client reads it: one $3,800 plan line, sent on 10 Nov 2026 and open until `validUntil` (10 Dec 2026
 * unless given; a far date keeps it open whenever the test runs).
 */
export function testQuote(validUntil = new Date('2026-12-10T23:59:59+10:00')): Quote {
  return {
    id: 'quote-1',
    ...quote({
      sequence: 7,
      clientId: 'client-1',
      lineItems: [{ description: 'Plan', quantity: 1, unitPriceCents: 380_000, catalogueId: null }],
      sentAt: new Date('2026-11-10T09:00:00+10:00'),
      validUntil,
      createdAt: new Date('2026-11-09T09:00:00+10:00'),
      updatedAt: new Date('2026-11-10T09:00:00+10:00'),
    }),
  };
}
