import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import { useId, useState } from 'react';

import { calendarDayOf, isCalendarDay, projectStartedMessage, serviceLabel, serviceOfLines } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { createProjectFromQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Quote } from '@/lib/firestore/quotes';

/**
 * "Create the project" of an accepted quote with none: the start day (today in Queensland unless the admin picks
 * another), then `createProjectFromQuote` makes it from the template of the quote's service and, unless the admin
 * unticks it, starts the project's conversation with a note telling the client it has begun. The quote, read live,
 * then names its project and this goes away; a second press meanwhile is refused by the function, not repeated.
 */
export function CreateProjectFromQuote({ quote }: { quote: Quote }) {
  const headingId = useId();
  const [startDate, setStartDate] = useState(() => calendarDayOf(new Date()));
  const [tellClient, setTellClient] = useState(true);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const service = quote.service ?? serviceOfLines(quote.lineItems);
  const validDay = isCalendarDay(startDate);

  const create = async () => {
    setPending(true);
    setProblem(null);
    try {
      await createProjectFromQuote({ quoteId: quote.id, startDate, tellClient });
      notify.success('Project created', quote.title);
    } catch (error) {
      // Made meanwhile (another tab, a double press): the quote is about to show it.
      if (error instanceof FirebaseError && error.code === 'functions/already-exists') {
        notify.success('The project was already created', quote.title);
      } else setProblem(firebaseErrorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Typography id={headingId} component="h3" variant="h6">
        Project
      </Typography>
      <Typography sx={{ mb: 1.5 }}>
        {service
          ? `Accepted, with no project yet. Create it from the ${serviceLabel(service)} template, its milestones dated from the start date.`
          : 'Accepted, with no project yet. This quote names no service, so no template fits it: create the project from the Projects screen.'}
      </Typography>
      {problem && (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }}>
          {problem}
        </Alert>
      )}
      {service && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            id={`${headingId}-start`}
            label="Start date"
            type="date"
            size="small"
            value={startDate}
            onChange={(event) => setStartDate(event.target.value)}
            error={!validDay}
            helperText={validDay ? ' ' : 'Choose the start date'}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <Button variant="contained" onClick={() => void create()} disabled={pending || !validDay}>
            {pending ? 'Creating...' : 'Create the project'}
          </Button>
        </Stack>
      )}
      {service && (
        <>
          <FormControlLabel
            control={<Checkbox checked={tellClient} onChange={(event) => setTellClient(event.target.checked)} />}
            label="Tell the client, in the project’s conversation"
          />
          {tellClient && (
            <Typography variant="body2" color="textSecondary" sx={{ pl: 4 }}>
              “{projectStartedMessage(quote.title, quote.number)}”
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
