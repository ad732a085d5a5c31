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
 *
 * Idempotent: the payment form makes a key once (`paymentKey`), which becomes the payment's id, so the same
 * payment sent twice (a double submission, a retry after a lost answer, two at once) is recorded once and the
 * second call answers as the first did. The same key with other details is refused rather than taken for the
 * first payment; a new key is a new payment.
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
        id: input.paymentKey,
        amountCents: input.amountCents,
        method: 'bank',
        at: startOfCalendarDay(input.paidOn),
        recordedBy: caller.uid,
        reference: input.reference,
      },
      { takenAlready: false },
    );
    const { first } = result;
    if (
      first &&
      (first.amountCents !== input.amountCents ||
        first.reference !== input.reference ||
        calendarDayOf(first.at) !== input.paidOn)
    ) {
      throw new HttpsError(
        'failed-precondition',
        'This form already recorded a different payment on this invoice. Close it and record this one anew.',
      );
    }
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
