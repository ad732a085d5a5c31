import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FirebaseError } from 'firebase/app';
import { useId, useState } from 'react';

import {
  calendarDayOf,
  clipText,
  combinedMilestones,
  combinedMilestonesProblem,
  createProjectFromQuoteSchema,
  daysAfter,
  formatDay,
  otherServicesOfQuote,
  PROJECT_LIMITS,
  projectStartedMessage,
  SERVICE_INTEREST_VALUES,
  type ServiceInterest,
  serviceLabel,
  serviceOfQuote,
} from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { createProjectFromQuote } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type ProjectTemplate, useProjectTemplates } from '@/lib/firestore/project-templates';
import type { Quote } from '@/lib/firestore/quotes';

const LIST = new Intl.ListFormat('en-AU', { type: 'conjunction' });

/** What is wrong with one field of the request as typed, by the function's own schema, or null. */
function problemOf(path: 'startDate' | 'alsoServices', value: unknown): string | null {
  try {
    createProjectFromQuoteSchema.validateSyncAt(path, { [path]: value });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** The day an added template starts, as typed: a whole number of days after the project's start, or null. */
const startDayOf = (typed: string) => (/^\s*\d{1,4}\s*$/.test(typed) ? Number(typed) : null);

/**
 * "Create the project" of an accepted quote with none: the start day (today in Queensland unless the admin picks
 * another), and which other services' templates add their milestones, each from the day after the start it is
 * given (those the quote's catalogue lines come from ticked at first: a quote names one service, its lines may be
 * several). The milestones it will have are shown, dated, before anything is made. `createProjectFromQuote` then
 * makes it and, unless the admin unticks it, starts the project's conversation with a note telling the client it
 * has begun. The quote, read live, then names its project and this goes away; a second press meanwhile is refused
 * by the function, not repeated.
 */
export function CreateProjectFromQuote({ quote }: { quote: Quote }) {
  const headingId = useId();
  const [startDate, setStartDate] = useState(() => calendarDayOf(new Date()));
  const [tellClient, setTellClient] = useState(true);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const service = serviceOfQuote(quote);
  const others = otherServicesOfQuote(quote);
  const [ticked, setTicked] = useState<ServiceInterest[]>(others);
  const [startDays, setStartDays] = useState<Partial<Record<ServiceInterest, string>>>({});
  const templates = useProjectTemplates('card');

  const dayProblem = problemOf('startDate', startDate);
  // Kept in the services' order, so the project's milestones do not depend on the order of the clicks.
  const alsoServices = SERVICE_INTEREST_VALUES.filter((each) => ticked.includes(each)).map((each) => ({
    service: each,
    // A day typed wrongly is said beside its field, and nothing is sent until it is mended.
    startDay: startDayOf(startDays[each] ?? '0') ?? 0,
  }));
  const startDayProblem = (each: ServiceInterest) => {
    const startDay = startDayOf(startDays[each] ?? '0');
    return startDay === null ? 'Type a whole number of days' : problemOf('alsoServices', [{ service: each, startDay }]);
  };
  const daysWrong = alsoServices.some((added) => startDayProblem(added.service) !== null);
  const preview =
    service && templates.status === 'ready' && !dayProblem && !daysWrong
      ? previewOf(templates.data, service, alsoServices, startDate)
      : null;
  const tooMany = preview ? combinedMilestonesProblem(preview.length) : null;

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
            error={Boolean(dayProblem)}
            helperText={dayProblem ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FormControl component="fieldset" sx={{ display: 'block', mt: 1 }}>
            <FormLabel component="legend">Also add the milestones of</FormLabel>
            <Typography variant="body2" color="textSecondary">
              {others.length > 0 &&
                `Ticked: the ${LIST.format(others.map(serviceLabel))} work this quote's lines include. `}
              Work left unticked gets no milestones until you add them to the project. Each template added starts on the
              day you give, counted from the start date (hosting, say, in the weeks before a site launches).
            </Typography>
            <FormGroup>
              {SERVICE_INTEREST_VALUES.filter((other) => other !== service).map((other) => {
                const on = ticked.includes(other);
                const dayError = on ? startDayProblem(other) : null;
                return (
                  <Stack
                    key={other}
                    direction={{ xs: 'column', sm: 'row' }}
                    sx={{ alignItems: { sm: 'center' }, columnGap: 2, minHeight: 48 }}
                  >
                    <FormControlLabel
                      sx={{ minWidth: 240 }}
                      control={
                        <Checkbox
                          checked={on}
                          onChange={(event) =>
                            setTicked(
                              event.target.checked ? [...ticked, other] : ticked.filter((each) => each !== other),
                            )
                          }
                        />
                      }
                      label={`${serviceLabel(other)} template`}
                    />
                    {on && (
                      <TextField
                        id={`${headingId}-${other}-day`}
                        label={`${serviceLabel(other)} starts on day`}
                        size="small"
                        value={startDays[other] ?? '0'}
                        onChange={(event) => setStartDays({ ...startDays, [other]: event.target.value })}
                        error={Boolean(dayError)}
                        helperText={dayError ?? 'Days after the start date'}
                        sx={{ width: { sm: 260 }, my: 0.5 }}
                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                      />
                    )}
                  </Stack>
                );
              })}
            </FormGroup>
          </FormControl>
          <MilestonesPreview
            preview={preview}
            tooMany={tooMany}
            unavailable={templates.status === 'error'}
            loading={templates.status === 'loading'}
          />
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
            <Button
              variant="contained"
              onClick={() => void create()}
              disabled={pending || Boolean(dayProblem) || daysWrong || Boolean(tooMany)}
            >
              {pending ? 'Creating...' : 'Create the project'}
            </Button>
          </Box>
        </>
      )}
    </Box>
  );
}

interface PreviewStep {
  title: string;
  day: string;
}

/** The milestones the project will have, dated, as the function will make them (combinedMilestones). */
function previewOf(
  templates: readonly ProjectTemplate[],
  service: ServiceInterest,
  also: readonly { service: ServiceInterest; startDay: number }[],
  startDate: string,
): PreviewStep[] {
  const templateOf = (each: ServiceInterest) => templates.find((template) => template.service === each)!;
  const added = also.map(({ service: each, startDay }) => ({ template: templateOf(each), startDay }));
  return combinedMilestones(templateOf(service), added).map((step) => ({
    title: clipText(step.title, PROJECT_LIMITS.milestoneTitle),
    day: daysAfter(startDate, step.offsetDays),
  }));
}

function MilestonesPreview({
  preview,
  tooMany,
  unavailable,
  loading,
}: {
  preview: PreviewStep[] | null;
  tooMany: string | null;
  unavailable: boolean;
  loading: boolean;
}) {
  const headingId = useId();
  if (unavailable) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ my: 1 }}>
        The templates could not be loaded to show the milestones first; the project is still made from them.
      </Typography>
    );
  }
  if (loading || !preview) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ my: 1.5 }}>
      <Typography id={headingId} variant="subtitle2" component="h4">
        The project’s milestones ({preview.length} of at most {PROJECT_LIMITS.milestones})
      </Typography>
      {tooMany && (
        <Alert severity="error" sx={{ my: 1 }}>
          {tooMany}
        </Alert>
      )}
      <Box
        component="ol"
        sx={{ m: 0, pl: 3, maxHeight: 280, overflowY: 'auto' }}
        tabIndex={0}
        aria-labelledby={headingId}
      >
        {preview.map((step, index) => (
          <Typography component="li" variant="body2" key={index}>
            {formatDay(step.day)}: {step.title}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
