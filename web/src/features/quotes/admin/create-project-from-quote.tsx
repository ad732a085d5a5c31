import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import { useId, useState } from 'react';

import {
  calendarDayOf,
  isCalendarDay,
  otherServicesOfQuote,
  projectStartedMessage,
  SERVICE_INTEREST_VALUES,
  type ServiceInterest,
  serviceLabel,
  serviceOfLines,
} from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { createProjectFromQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Quote } from '@/lib/firestore/quotes';

const LIST = new Intl.ListFormat('en-AU', { type: 'conjunction' });

/**
 * "Create the project" of an accepted quote with none: the start day (today in Queensland unless the admin picks
 * another), and which other services' templates add their milestones (those the quote's catalogue lines come from
 * ticked at first: a quote names one service, its lines may be several). `createProjectFromQuote` then makes it
 * from the templates and, unless the admin unticks it, starts the project's conversation with a note telling the client it has begun. The quote, read live,
 * then names its project and this goes away; a second press meanwhile is refused by the function, not repeated.
 */
export function CreateProjectFromQuote({ quote }: { quote: Quote }) {
  const headingId = useId();
  const [startDate, setStartDate] = useState(() => calendarDayOf(new Date()));
  const [tellClient, setTellClient] = useState(true);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const service = quote.service ?? serviceOfLines(quote.lineItems);
  const others = otherServicesOfQuote(quote);
  const [alsoServices, setAlsoServices] = useState<ServiceInterest[]>(others);
  const validDay = isCalendarDay(startDate);
  const toggle = (other: ServiceInterest, on: boolean) =>
    // Kept in the services' order, so the project's milestones do not depend on the order of the clicks.
    setAlsoServices(SERVICE_INTEREST_VALUES.filter((each) => (each === other ? on : alsoServices.includes(each))));

  const create = async () => {
    setPending(true);
    setProblem(null);
    try {
      await createProjectFromQuote({ quoteId: quote.id, startDate, tellClient, alsoServices });
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
      {service && (
        <>
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
          <FormControl component="fieldset" sx={{ display: 'block', mt: 1 }}>
            <FormLabel component="legend">Also add the milestones of</FormLabel>
            <Typography variant="body2" color="textSecondary">
              {others.length > 0 &&
                `Ticked: the ${LIST.format(others.map(serviceLabel))} work this quote's lines include. `}
              Work left unticked gets no milestones until you add them to the project.
            </Typography>
            <FormGroup row>
              {SERVICE_INTEREST_VALUES.filter((other) => other !== service).map((other) => (
                <FormControlLabel
                  key={other}
                  control={
                    <Checkbox
                      checked={alsoServices.includes(other)}
                      onChange={(event) => toggle(other, event.target.checked)}
                    />
                  }
                  label={`${serviceLabel(other)} template`}
                />
              ))}
            </FormGroup>
          </FormControl>
          <FormControlLabel
            control={<Checkbox checked={tellClient} onChange={(event) => setTellClient(event.target.checked)} />}
            label="Tell the client, in the project’s conversation"
          />
          {tellClient && (
            <Typography variant="body2" color="textSecondary" sx={{ pl: 4 }}>
              “{projectStartedMessage(quote.title, quote.number)}”
            </Typography>
          )}
          {problem && (
            <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>
              {problem}
            </Alert>
          )}
          <Box sx={{ mt: 1.5 }}>
            <Button variant="contained" onClick={() => void create()} disabled={pending || !validDay}>
              {pending ? 'Creating...' : 'Create the project'}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}
