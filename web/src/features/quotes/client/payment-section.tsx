import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';

import type { PaymentOptionsResult } from '@agency/common';

import { SectionCard } from '@/components/section-card';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { amountDue, bankDetails, INTEREST_EXPLANATION } from '@/features/quotes/shared/invoice-content';
import { formatCents } from '@/features/quotes/shared/money';
import { createCheckoutSession, paymentOptions } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Invoice } from '@/lib/firestore/quotes';

import { CopyButton } from './copy-button';

/** Account details in a typewriter face, where 0 and O, 1 and l differ. */
const MONO = { overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: '1rem' } as const;

/**
 * How to pay an issued invoice with something outstanding: what is due and by when (with interest to today once
 * overdue), the bank transfer details from the invoice's own snapshot with its reference, PayID, and card payment
 * through Stripe Checkout where the agency has set it up.
 */
export function PaymentSection({ invoice, now }: { invoice: Invoice; now: Date }) {
  const due = amountDue(invoice, now);
  return (
    <SectionCard title="How to pay">
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={2}>
            <div>
              <Typography>
                Amount due: <strong>{formatCents(due.outstandingCents)}</strong>
              </Typography>
              <Typography color={due.overdue ? undefined : 'textSecondary'}>
                {due.overdue ? 'Was due by ' : 'Due by '}
                <When date={invoice.dueAt} format="day" />
              </Typography>
            </div>
            {due.overdue && (
              <Alert severity="warning" icon={false} aria-label="Overdue interest">
                <Typography sx={{ fontWeight: 600 }}>This invoice is overdue.</Typography>
                <Typography>
                  Interest to today (<When date={now} format="day" />
                  ): <strong>{formatCents(due.interestCents)}</strong>
                </Typography>
                <Typography>
                  Total now due: <strong>{formatCents(due.totalCents)}</strong>
                </Typography>
                <Typography variant="body2" sx={{ mt: 1 }}>
                  {INTEREST_EXPLANATION}
                </Typography>
              </Alert>
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={2.5}>
            <section aria-label="Bank transfer">
              <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
                Bank transfer
              </Typography>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  // Label above value on a phone, so a reference is never broken across lines.
                  gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
                  columnGap: 1.5,
                  alignItems: 'center',
                  m: 0,
                }}
              >
                {bankDetails(invoice).map(({ label, value, copyLabel }) => (
                  <Box key={label} sx={{ display: 'contents' }}>
                    <Typography component="dt" sx={{ fontWeight: 600 }}>
                      {label}
                    </Typography>
                    <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'center', gap: 0.5 }}>
                      <Typography component="span" sx={MONO}>
                        {value}
                      </Typography>
                      <CopyButton value={value} label={copyLabel} />
                    </Box>
                  </Box>
                ))}
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                Please put the reference in the transfer&apos;s description, so we can match your payment to this
                invoice.
              </Typography>
            </section>

            <section aria-label="PayID">
              <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
                PayID
              </Typography>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography sx={MONO}>{invoice.seller.payId}</Typography>
                <CopyButton value={invoice.seller.payId} label="Copy PayID" />
              </Stack>
              <Typography variant="body2" color="textSecondary">
                Pay to this PayID from your bank&apos;s app, with the same reference.
              </Typography>
            </section>

            <section aria-label="Card">
              <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', mb: 1 }}>
                Pay by card
              </Typography>
              <CardPayment invoiceId={invoice.id} amountCents={due.outstandingCents} />
            </section>
          </Stack>
        </Grid>
      </Grid>
    </SectionCard>
  );
}

/**
 * Asked once per visit: whether the agency has set card payment up (Stripe keys). A failed answer is not cached,
 * so the next visit asks again.
 */
let cardOptions: Promise<PaymentOptionsResult> | null = null;
function askCardOptions(): Promise<PaymentOptionsResult> {
  cardOptions ??= paymentOptions().catch((error: unknown) => {
    cardOptions = null;
    throw error;
  });
  return cardOptions;
}

type CardState = 'checking' | 'available' | 'not-set-up' | 'unknown';

function CardPayment({ invoiceId, amountCents }: { invoiceId: string; amountCents: number }) {
  const [state, setState] = useState<CardState>('checking');
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    let current = true;
    askCardOptions().then(
      ({ card }) => current && setState(card ? 'available' : 'not-set-up'),
      () => current && setState('unknown'),
    );
    return () => {
      current = false;
    };
  }, []);

  const pay = async () => {
    setStarting(true);
    try {
      const { url } = await createCheckoutSession({ invoiceId });
      // Stripe's own page takes the card; it sends the client back here with ?paid=1 or ?cancelled=1.
      window.location.assign(url);
    } catch (error) {
      setStarting(false);
      notify.error('Could not start the card payment', firebaseErrorMessage(error));
    }
  };

  switch (state) {
    case 'checking':
      return (
        <Typography color="textSecondary" role="status">
          Checking whether card payment is available...
        </Typography>
      );
    case 'not-set-up':
      return <Typography>Card payment is not set up yet; please pay by bank transfer.</Typography>;
    case 'unknown':
      return (
        <Typography>
          We could not check card payment just now; please pay by bank transfer, or reload the page to try again.
        </Typography>
      );
    case 'available':
      return (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Button variant="contained" onClick={() => void pay()} disabled={starting}>
            {starting ? 'Opening secure payment...' : `Pay ${formatCents(amountCents)} by card`}
          </Button>
          <Typography variant="body2" color="textSecondary">
            You will pay on Stripe&apos;s secure page and come back here.
          </Typography>
        </Stack>
      );
  }
}
