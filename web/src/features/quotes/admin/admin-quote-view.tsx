import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ReactNode, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { QUOTE_TERMS, serviceLabel } from '@agency/common';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { QuoteLinesTable } from '@/features/quotes/shared/quote-lines-table';
import { QuoteStatusChip } from '@/features/quotes/shared/status-chips';
import { duplicateQuote, withdrawQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Quote } from '@/lib/firestore/quotes';

import { QuoteInvoices } from './admin-quote-invoices';
import { CreateProjectFromQuote } from './create-project-from-quote';

interface ViewProps {
  quote: Quote;
  clientName: string;
  projectName: string | null;
  onClose: () => void;
  /** A copy was made: the page opens the new draft. */
  onDuplicated: (quoteId: string) => void;
}

/**
 * A quote that has been sent, read-only: every line and the totals as stored (the client's figures), where it
 * stands, the acceptance (who, when and the hash of what they accepted) or the reason it was declined, and its
 * invoices. Withdraw (a sent quote only, after a confirmation) and Duplicate (any quote, into a new draft).
 */
export function QuoteView({ quote, clientName, projectName, onClose, onDuplicated }: ViewProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [confirmWithdraw, setConfirmWithdraw] = useState(false);
  const [pending, setPending] = useState<'withdraw' | 'duplicate' | null>(null);

  const withdraw = async () => {
    setPending('withdraw');
    try {
      await withdrawQuote({ quoteId: quote.id });
      notify.success(`Quote ${quote.number ?? ''} withdrawn`, 'The client can no longer accept it.');
    } catch (error) {
      notify.error('The quote was not withdrawn', firebaseErrorMessage(error));
    } finally {
      setPending(null);
      setConfirmWithdraw(false);
    }
  };

  const duplicate = async () => {
    setPending('duplicate');
    try {
      const { quoteId } = await duplicateQuote({ quoteId: quote.id });
      notify.success('Copied into a new draft', quote.title);
      onDuplicated(quoteId);
    } catch (error) {
      notify.error('The quote was not copied', firebaseErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  const facts: [string, ReactNode][] = [
    ['Client', clientName],
    ['Project', projectName ?? 'None'],
    // A quote saved before quotes named their service has none.
    ['Service', quote.service ? serviceLabel(quote.service) : 'Not set'],
    ['Sent', <When key="sent" date={quote.sentAt} format="day" />],
    ['Valid for', `${quote.validDays} days`],
    ['Valid until', <When key="valid" date={quote.validUntil} format="day" />],
  ];
  if (quote.closedAt)
    facts.push([`${closedWord(quote.status)} on`, <When key="closed" date={quote.closedAt} format="day" />]);

  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogTitle id={titleId} component="div">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="h5">
            Quote {quote.number ?? '(draft)'}
          </Typography>
          <QuoteStatusChip status={quote.status} reader="agency" />
        </Stack>
        <Typography color="textSecondary">{quote.title}</Typography>
      </DialogTitle>
      {/* A long quote scrolls inside the dialog: focusable, so a keyboard can scroll it too. */}
      <DialogContent tabIndex={0} role="region" aria-label="Quote details">
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
        {!quote.gstRegistered && (
          <Alert severity="info" sx={{ mb: 2 }}>
            No GST was charged on this quote (the agency was not registered for GST when it was priced).
          </Alert>
        )}
        <QuoteLinesTable quote={quote} label={`Lines of quote ${quote.number ?? quote.title}`} />

        <QuoteOutcome quote={quote} titleId={titleId} />
        {quote.status === 'accepted' && !quote.projectId && <CreateProjectFromQuote quote={quote} />}
        {quote.projectId && (
          <Button component={RouterLink} to={paths.admin.project.getHref(quote.projectId)} sx={{ mt: 2 }}>
            Open the project
          </Button>
        )}
        <Box component="section" aria-labelledby={`${titleId}-terms`} sx={{ mt: 3 }}>
          <Typography id={`${titleId}-terms`} component="h3" variant="h6">
            Terms on the quote
          </Typography>
          <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
            {QUOTE_TERMS.map((term) => (
              <Typography component="li" variant="body2" key={term}>
                {term}
              </Typography>
            ))}
          </Box>
        </Box>
        {(quote.invoiceId || quote.status === 'accepted') && <QuoteInvoices quote={quote} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={pending !== null} sx={{ mr: 'auto' }}>
          Close
        </Button>
        {quote.status === 'sent' && (
          <Button color="error" variant="outlined" onClick={() => setConfirmWithdraw(true)} disabled={pending !== null}>
            Withdraw
          </Button>
        )}
        <Button variant="contained" onClick={() => void duplicate()} disabled={pending !== null}>
          {pending === 'duplicate' ? 'Copying...' : 'Duplicate'}
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={confirmWithdraw}
        title="Withdraw this quote?"
        body={`${clientName} will no longer be able to accept quote ${quote.number ?? ''}. This cannot be undone; duplicate it to send a new one.`}
        confirmLabel="Withdraw quote"
        pendingLabel="Withdrawing..."
        pending={pending === 'withdraw'}
        destructive
        onConfirm={() => void withdraw()}
        onCancel={() => setConfirmWithdraw(false)}
      />
    </Dialog>
  );
}

/** How the client answered: who accepted it, when and the hash of what they accepted, or why they declined. */
function QuoteOutcome({ quote, titleId }: { quote: Quote; titleId: string }) {
  return (
    <>
      {quote.acceptance && (
        <Box component="section" aria-labelledby={`${titleId}-acceptance`} sx={{ mt: 3 }}>
          <Typography id={`${titleId}-acceptance`} component="h3" variant="h6">
            Acceptance
          </Typography>
          <Typography>
            Accepted by <strong>{quote.acceptance.name}</strong>
            {quote.acceptance.at && (
              <>
                {' on '}
                <When date={quote.acceptance.at} format="moment" />
              </>
            )}
            , with the terms.
          </Typography>
          <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
            Hash of the content accepted (SHA-256):{' '}
            <code data-testid="acceptance-hash">{quote.acceptance.contentHash}</code>
          </Typography>
        </Box>
      )}
      {quote.status === 'declined' && (
        <Box component="section" aria-labelledby={`${titleId}-declined`} sx={{ mt: 3 }}>
          <Typography id={`${titleId}-declined`} component="h3" variant="h6">
            Declined
          </Typography>
          <Typography sx={{ whiteSpace: 'pre-wrap' }}>
            {quote.declineReason ? quote.declineReason : 'The client gave no reason.'}
          </Typography>
        </Box>
      )}
    </>
  );
}

function closedWord(status: Quote['status']): string {
  switch (status) {
    case 'accepted':
      return 'Accepted';
    case 'declined':
      return 'Declined';
    case 'expired':
      return 'Expired';
    case 'withdrawn':
      return 'Withdrawn';
    default:
      return 'Closed';
  }
}
