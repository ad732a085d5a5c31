import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { QUOTE_LIMITS, quoteContentText, quoteIsOpen, sha256Hex } from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { QuoteLinesTable } from '@/features/quotes/shared/quote-lines-table';
import { QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import { declineQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Quote, useQuote } from '@/lib/firestore/quotes';

import { AcceptQuoteForm, QuoteTerms } from './accept-quote-form';

type Step = 'read' | 'accept' | 'decline';

/**
 * One quote for its client (`?quote=<id>`): every line, the totals, how long it is valid and the terms. While it is
 * open the client accepts it (the terms first, then their full name, then a tick on the terms, last) or declines
 * it with an optional reason; the `acceptQuote` and `declineQuote` functions check and stamp it.
 */
export function ClientQuoteDialog({ quoteId, onClose }: { quoteId: string | null; onClose: () => void }) {
  const titleId = useId();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const quote = useQuote(quoteId, 'card');

  return (
    <Dialog
      open={quoteId !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth="md"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {quote.status === 'ready' ? `Quote ${quote.data.number ?? ''}: ${quote.data.title}` : 'Quote'}
      </DialogTitle>
      {quote.status === 'loading' && (
        <DialogContent>
          <PageLoader />
        </DialogContent>
      )}
      {(quote.status === 'missing' || quote.status === 'error') && (
        <>
          <DialogContent>
            <Alert severity="info">This quote is not available. It may have been removed, or the link is wrong.</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      {quote.status === 'ready' && <QuoteBody key={quote.data.id} quote={quote.data} onClose={onClose} />}
    </Dialog>
  );
}

/** Keyed by the quote, so opening another starts again at reading it. */
function QuoteBody({ quote, onClose }: { quote: Quote; onClose: () => void }) {
  const [step, setStep] = useState<Step>('read');
  const open = quoteIsOpen(quote, new Date());
  const expired = quote.status === 'expired' || (quote.status === 'sent' && !open);
  if (step === 'accept' && open) return <AcceptQuoteForm quote={quote} onBack={() => setStep('read')} />;
  if (step === 'decline' && open) return <DeclineForm quote={quote} onBack={() => setStep('read')} />;
  return (
    <>
      {/* A long quote scrolls inside the dialog: focusable, so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0} role="region" aria-label="Quote details">
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <QuoteStatusChip status={expired ? 'expired' : quote.status} reader="client" />
            {quote.sentAt && (
              <Typography variant="body2">
                Sent <When date={quote.sentAt} format="day" />
              </Typography>
            )}
            {quote.validUntil && (
              <Typography variant="body2">
                {expired ? 'Expired' : 'Valid until'} <When date={quote.validUntil} format="day" />
              </Typography>
            )}
          </Stack>
          <QuoteLinesTable quote={quote} />
          <QuoteTerms />
          <Outcome quote={quote} expired={expired} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        {open && (
          <>
            <Button color="error" onClick={() => setStep('decline')}>
              Decline
            </Button>
            <Button variant="contained" onClick={() => setStep('accept')}>
              Accept
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

/** What became of a closed quote, and for an accepted one whether its content still matches what was accepted. */
function Outcome({ quote, expired }: { quote: Quote; expired: boolean }) {
  const matches = useContentMatches(quote);
  if (quote.status === 'accepted' && quote.acceptance) {
    const { acceptance } = quote;
    return (
      <Alert severity="success">
        <Typography variant="body2">
          Accepted by {acceptance.name}
          {acceptance.at && (
            <>
              {' on '}
              <When date={acceptance.at} format="moment" />
            </>
          )}
          .
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
          {matches === null
            ? 'Checking the accepted content...'
            : matches
              ? `This quote still matches the content accepted (SHA-256 ${acceptance.contentHash}).`
              : `This quote no longer matches the content accepted (SHA-256 ${acceptance.contentHash}); please tell us.`}
        </Typography>
        {quote.invoiceId && (
          <Link component={RouterLink} to={paths.client.quotePayment.getHref(quote.id)}>
            View the invoice and pay
          </Link>
        )}
      </Alert>
    );
  }
  if (quote.status === 'declined') {
    return (
      <Alert severity="info">You declined this quote{quote.declineReason ? `: “${quote.declineReason}”` : '.'}</Alert>
    );
  }
  if (quote.status === 'withdrawn') return <Alert severity="info">We withdrew this quote.</Alert>;
  if (expired) {
    return (
      <Alert severity="warning">
        This quote has expired and can no longer be accepted.{' '}
        <Link component={RouterLink} to={paths.client.messages.getHref()}>
          Ask us for a new one
        </Link>
        .
      </Alert>
    );
  }
  return null;
}

/** Whether an accepted quote's content still hashes to what was accepted (null while checking). */
function useContentMatches(quote: Quote): boolean | null {
  const [result, setResult] = useState<{ hash: string; text: string } | null>(null);
  const text = quote.acceptance ? quoteContentText(quote as Parameters<typeof quoteContentText>[0]) : '';
  useEffect(() => {
    if (!text) return undefined;
    let current = true;
    void sha256Hex(text).then((hash) => current && setResult({ hash, text }));
    return () => {
      current = false;
    };
  }, [text]);
  if (!quote.acceptance || !result || result.text !== text) return null;
  return result.hash === quote.acceptance.contentHash;
}

function DeclineForm({ quote, onBack }: { quote: Quote; onBack: () => void }) {
  const [reason, setReason] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tooLong = reason.trim().length > QUOTE_LIMITS.declineReasonMax;

  const submit = async () => {
    if (tooLong) return;
    setPending(true);
    setError(null);
    try {
      await declineQuote({ quoteId: quote.id, reason: reason.trim() });
      onBack();
    } catch (caught) {
      setError(firebaseErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>
            Decline {quote.number}? We will let the team know, and you can still ask for a new one.
          </Typography>
          <TextField
            label="Why are you declining? (optional)"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            multiline
            minRows={3}
            error={tooLong}
            helperText={tooLong ? `Keep the reason to ${QUOTE_LIMITS.declineReasonMax} characters` : undefined}
            disabled={pending}
            // Where the person starts: they chose to decline, and the reason is the one thing asked.
            autoFocus
          />
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack} disabled={pending}>
          Back
        </Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={pending || tooLong}>
          {pending ? 'Declining...' : 'Decline quote'}
        </Button>
      </DialogActions>
    </>
  );
}
