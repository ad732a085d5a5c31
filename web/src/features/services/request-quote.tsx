import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { type BallparkSelection, QUOTE_LIMITS, REPLY_WITHIN_HOURS } from '@agency/common';

import { paths } from '@/config/paths';
import { requestQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { quoteRequestOf } from './quote-request';

/**
 * "Request a quote": sends the calculator's selection, with a note, to the agency as a message in the client's
 * general conversation (the `requestQuote` function writes it and logs it), then says what happens next.
 */
export function RequestQuote({ selection }: { selection: BallparkSelection }) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [sentThreadId, setSentThreadId] = useState<string | null>(null);
  const tooLong = note.length > QUOTE_LIMITS.requestNoteMax;

  const send = async () => {
    setPending(true);
    setError(null);
    try {
      const { threadId } = await requestQuote(quoteRequestOf(selection, note));
      setSentThreadId(threadId);
      setOpen(false);
      setNote('');
    } catch (caught) {
      setError(firebaseErrorMessage(caught));
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      {sentThreadId && (
        <Alert severity="success" onClose={() => setSentThreadId(null)}>
          Your request is with us. We will reply in your messages within {REPLY_WITHIN_HOURS} hours, usually with a
          quote you can accept here in the portal.{' '}
          <Link component={RouterLink} to={paths.client.thread.getHref(sentThreadId)}>
            See your message
          </Link>
        </Alert>
      )}
      <div>
        <Button variant="contained" onClick={() => setOpen(true)}>
          Request a quote
        </Button>
      </div>
      <Dialog open={open} onClose={pending ? undefined : () => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>Request a quote</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We will send your selection and this note to the team, who will reply within {REPLY_WITHIN_HOURS} hours.
          </DialogContentText>
          <TextField
            label="Anything we should know (optional)"
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={3}
            fullWidth
            error={tooLong}
            helperText={
              tooLong
                ? `Keep the note to ${QUOTE_LIMITS.requestNoteMax} characters`
                : `${note.length}/${QUOTE_LIMITS.requestNoteMax}`
            }
          />
          {error && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant="contained" onClick={() => void send()} disabled={pending || tooLong}>
            {pending ? 'Sending...' : 'Send request'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
