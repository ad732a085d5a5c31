import { randomUUID } from 'node:crypto';

import { HttpsError, onCall } from 'firebase-functions/v2/https';

import {
  calendarDayOf,
  type InvalidFieldsDetails,
  type RecordPaymentInput,
  type RecordPaymentResult,
  recordPaymentSchema,
  startOfCalendarDay,
} from '@agency/common';

import { adminCaller } from '../lib/callable-auth';
import { parseCallableData } from '../lib/callable-input';

import { applyPayment, PaymentRefused } from './apply-payment';

/** A refusal about one field, as a form shows it beside that field. */
const fieldError = (field: string, message: string) => {
  const details: InvalidFieldsDetails = { fields: { [field]: message } };
  return new HttpsError('invalid-argument', message, details);
};

/**
 * The agency records a bank transfer against an issued invoice: its amount (never more than is outstanding), the
 * Queensland day it was paid (today or earlier) and the bank's reference. The invoice is paid once payments reach
 * its total; the client gets a receipt for each payment (apply-payment.ts).
 */
export const recordPayment = onCall({ cors: true }, async (request): Promise<RecordPaymentResult> => {
  const caller = await adminCaller(request);
  const input: RecordPaymentInput = await parseCallableData(recordPaymentSchema, request.data);
  if (input.paidOn > calendarDayOf(new Date())) {
    throw fieldError('paidOn', 'The date it was paid cannot be in the future.');
  }
  try {
    const result = await applyPayment(
      input.invoiceId,
      {
        id: randomUUID(),
        amountCents: input.amountCents,
        method: 'bank',
        at: startOfCalendarDay(input.paidOn),
        recordedBy: caller.uid,
        reference: input.reference,
      },
      { takenAlready: false },
    );
    return { status: result.status, amountPaidCents: result.amountPaidCents };
  } catch (error) {
    if (!(error instanceof PaymentRefused)) throw error;
    switch (error.reason) {
      case 'no-invoice':
        throw new HttpsError('not-found', error.message);
      case 'exceeds':
        throw fieldError('amountCents', error.message);
      case 'before-issue':
        throw fieldError('paidOn', error.message);
      default:
        throw new HttpsError('failed-precondition', error.message);
    }
  }
});
