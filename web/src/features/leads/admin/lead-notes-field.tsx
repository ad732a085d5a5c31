import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useFirestore } from 'reactfire';

import { CONTACT_LIMITS } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { saveLeadNotes } from '@/lib/firestore/leads';

/** How long typing must pause before the notes are saved. */
const SAVE_AFTER_MS = 700;

type SaveState = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The agency's notes on a lead, saved as they are typed. What is typed is the field's own state, never replaced
 * by the stored copy, so nothing typed while a save is on its way is lost: when a save finishes and the text has
 * changed since, the newer text is saved next. Closing the lead saves what has not been saved yet.
 */
export function LeadNotesField({ leadId, stored }: { leadId: string; stored: string }) {
  const db = useFirestore();
  const [text, setText] = useState(stored);
  const [state, setState] = useState<SaveState>('idle');
  const latest = useRef(stored);
  const saved = useRef(stored);
  const saving = useRef(false);

  const save = useCallback(async () => {
    // The save on its way saves the newest text after it, so one writer at a time keeps the order.
    if (saving.current) return;
    saving.current = true;
    try {
      while (latest.current !== saved.current) {
        const next = latest.current;
        setState('saving');
        await saveLeadNotes(db, leadId, next);
        saved.current = next;
      }
      setState('saved');
    } catch {
      setState('failed');
    } finally {
      saving.current = false;
    }
  }, [db, leadId]);

  useEffect(() => {
    if (text === saved.current) return undefined;
    setState('saving');
    const timer = setTimeout(() => void save(), SAVE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [text, save]);

  useEffect(
    () => () => {
      if (latest.current === saved.current || saving.current) return;
      saveLeadNotes(db, leadId, latest.current).catch((error: unknown) =>
        notify.error('The last notes were not saved', firebaseErrorMessage(error)),
      );
    },
    [db, leadId],
  );

  return (
    <>
      <TextField
        label="Notes"
        value={text}
        onChange={(event) => {
          latest.current = event.target.value;
          setText(event.target.value);
        }}
        multiline
        minRows={3}
        fullWidth
        slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.notes } }}
      />
      <Typography
        role="status"
        variant="body2"
        color={state === 'failed' ? 'error' : 'textSecondary'}
        sx={{ mt: 0.5, minHeight: '1.5em' }}
      >
        {state === 'saving' && 'Saving…'}
        {state === 'saved' && 'Saved'}
        {state === 'failed' && 'Not saved. Keep typing to try again, or check your connection.'}
      </Typography>
    </>
  );
}
