import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';

import { acceptQuoteSchema, formatCents, QUOTE_TERMS, quoteContentText, sha256Hex } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { acceptQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Quote } from '@/lib/firestore/quotes';

/** The terms every quote states, as the quote and its acceptance show them. */
export function QuoteTerms() {
  return (
    <section aria-label="Terms">
      <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
        Terms
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {QUOTE_TERMS.map((term) => (
          <li key={term}>
            <Typography variant="body2">{term}</Typography>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The fields a person fills in: acceptQuote's own schema, which the function checks again. */
const acceptFormSchema = acceptQuoteSchema.pick(['name', 'termsAccepted']);

interface AcceptValues {
  name: string;
  termsAccepted: boolean;
}

/**
 * Accepting a quote: the terms first, then the client's full name, then a tick on the terms. Focus starts in the
 * name field; an incomplete form sends focus to the first field to fix, each error tied to its field (the tick's
 * too), as every form here does (useForm). The hash of exactly what the page shows goes with the acceptance, and
 * `acceptQuote` refuses it if the stored quote differs.
 */
export function AcceptQuoteForm({ quote, onBack }: { quote: Quote; onBack: () => void }) {
  const formId = useId();
  const tickErrorId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, formRef, submit, fieldProps, errorOf } = useForm<AcceptValues>({
    idPrefix: formId,
    initialValues: { name: '', termsAccepted: false },
    validationSchema: acceptFormSchema,
    onSubmit: async ({ name }) => {
      setProblem(null);
      try {
        const contentHash = await sha256Hex(quoteContentText(quote as Parameters<typeof quoteContentText>[0]));
        await acceptQuote({ quoteId: quote.id, name: name.trim(), termsAccepted: true, contentHash });
        onBack();
      } catch (caught) {
        setProblem(firebaseErrorMessage(caught));
      }
    },
  });
  const pending = formik.isSubmitting;
  const tickError = errorOf('termsAccepted');

  return (
    <>
      <DialogContent>
        <Stack spacing={2} component="form" id={formId} ref={formRef} noValidate onSubmit={submit}>
          <Typography>
            You are accepting {quote.number} for a total of <strong>{formatCents(quote.totalCents)}</strong>. Please
            read the terms, then type your full name and tick to accept.
          </Typography>
          <QuoteTerms />
          <TextField
            {...fieldProps('name')}
            label="Your full name"
            autoComplete="name"
            required
            disabled={pending}
            // Where the person starts: they chose to accept, and the name is the first thing asked.
            autoFocus
          />
          <div>
            <FormControlLabel
              control={
                <Checkbox
                  name="termsAccepted"
                  checked={formik.values.termsAccepted}
                  onChange={formik.handleChange}
                  disabled={pending}
                  slotProps={{
                    input: {
                      'aria-invalid': Boolean(tickError),
                      'aria-describedby': tickError ? tickErrorId : undefined,
                    },
                  }}
                />
              }
              label="I accept this quote and the terms above"
            />
            {tickError && (
              <FormHelperText id={tickErrorId} error>
                {tickError}
              </FormHelperText>
            )}
          </div>
          {problem && <Alert severity="error">{problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button variant="contained" type="submit" form={formId} disabled={pending}>
          {pending ? 'Accepting...' : 'Accept quote'}
        </Button>
      </DialogActions>
    </>
  );
}
