import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormikErrors } from 'formik';
import { useId, useState } from 'react';
import { object, string } from 'yup';

import { calendarDayOf, outstandingCents, QUOTE_LIMITS, recordPaymentSchema, voidInvoiceSchema } from '@agency/common';

import { DialogForm } from '@/components/dialog-form';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { centsToDollarsText, formatCents, parseDollarsToCents } from '@/features/quotes/shared/money';
import { recordPayment, voidInvoice } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Invoice } from '@/lib/firestore/quotes';

import { refusedFields } from './admin-quote-form';

interface PaymentValues {
  amount: string;
  paidOn: string;
  reference: string;
}

/** recordPaymentSchema's rules, with the amount as the dollars a person types. */
const paymentFormSchema = object({
  amount: string()
    .trim()
    .required('Give the amount')
    .test(
      'dollars',
      'Type dollars and cents, like 1250 or 1250.50',
      (value) => parseDollarsToCents(value ?? '') !== null,
    )
    .test('positive', 'The amount must be more than $0.00', (value) => (parseDollarsToCents(value ?? '') ?? 1) > 0),
  paidOn: recordPaymentSchema.fields.paidOn,
  reference: recordPaymentSchema.fields.reference,
});

/** A function's field messages on the form's fields (`amountCents` is the amount typed); the rest as one text. */
function applyRefusal<Values extends object>(
  error: unknown,
  rename: Record<string, keyof Values & string>,
  setErrors: (errors: FormikErrors<Values>) => void,
): string {
  const fields = refusedFields(error);
  if (!fields) return firebaseErrorMessage(error);
  const errors: Record<string, string> = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const field = rename[path];
    if (field) errors[field] = message;
    else other.push(message);
  }
  setErrors(errors as FormikErrors<Values>);
  return other.length ? other.join(' ') : 'Check the fields marked below.';
}

/**
 * "Record payment": a bank transfer the agency has seen arrive, for up to what is outstanding, on a Queensland
 * day (today unless they say otherwise) with the bank's reference. `recordPayment` stores it and marks the
 * invoice paid once nothing is outstanding. The dialog makes one key for the payment it records, so sending it
 * twice (a double submission, a retry after a lost answer) records it once; each opening is a new payment.
 */
export function RecordPaymentDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const [paymentKey] = useState(() => crypto.randomUUID());
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, formRef, submit, fieldProps } = useForm<PaymentValues>({
    idPrefix: 'payment',
    initialValues: {
      amount: centsToDollarsText(outstandingCents(invoice)),
      paidOn: calendarDayOf(new Date()),
      reference: '',
    },
    validationSchema: paymentFormSchema,
    onSubmit: async (values) => {
      setProblem(null);
      const amountCents = parseDollarsToCents(values.amount)!;
      try {
        const result = await recordPayment({
          invoiceId: invoice.id,
          paymentKey,
          amountCents,
          paidOn: values.paidOn,
          reference: values.reference.trim(),
        });
        notify.success(
          `${formatCents(amountCents)} recorded on ${invoice.number}`,
          result.status === 'paid' ? 'The invoice is paid in full.' : undefined,
        );
        onClose();
      } catch (error) {
        const message = applyRefusal<PaymentValues>(
          error,
          { amountCents: 'amount', paidOn: 'paidOn', reference: 'reference' },
          formik.setErrors,
        );
        setProblem(message);
        notify.error('The payment was not recorded', message);
      }
    },
  });
  const busy = formik.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Record a payment on {invoice.number}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            {formatCents(outstandingCents(invoice))} is outstanding. Record a bank transfer once it is in the account.
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <Stack spacing={1} sx={{ pt: 1 }}>
            <TextField
              {...fieldProps('amount')}
              label="Amount"
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
              }}
            />
            <TextField
              {...fieldProps('paidOn')}
              label="Date paid"
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              {...fieldProps('reference')}
              label="Bank reference"
              autoComplete="off"
              slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.paymentReferenceMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Recording...' : 'Record payment'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

interface VoidValues {
  reason: string;
  reissue: boolean;
}

const voidFormSchema = object({ reason: voidInvoiceSchema.fields.reason });

/**
 * "Void": the invoice stays on record, marked void with the reason; with "issue a corrected invoice",
 * `voidInvoice` issues a new one for the same quote with today's details in its place.
 */
export function VoidInvoiceDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, formRef, submit, fieldProps } = useForm<VoidValues>({
    idPrefix: 'void',
    initialValues: { reason: '', reissue: false },
    validationSchema: voidFormSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const { replacementInvoiceId } = await voidInvoice({
          invoiceId: invoice.id,
          reason: values.reason.trim(),
          reissue: values.reissue,
        });
        notify.success(
          `${invoice.number} is void`,
          replacementInvoiceId ? 'A corrected invoice has been issued to the client.' : undefined,
        );
        onClose();
      } catch (error) {
        const message = applyRefusal<VoidValues>(error, { reason: 'reason' }, formik.setErrors);
        setProblem(message);
        notify.error('The invoice was not voided', message);
      }
    },
  });
  const busy = formik.isSubmitting;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Void {invoice.number}?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            A void invoice stays on record and can no longer be paid. The client sees it marked cancelled, with the
            reason.
          </DialogContentText>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            {...fieldProps('reason')}
            label="Reason"
            multiline
            minRows={2}
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.voidReasonMax } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                name="reissue"
                checked={formik.values.reissue}
                onChange={(event) => void formik.setFieldValue('reissue', event.target.checked)}
              />
            }
            label="Issue a new invoice for this quote now, with the client's current details"
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={busy}>
            {busy ? 'Voiding...' : 'Void invoice'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
