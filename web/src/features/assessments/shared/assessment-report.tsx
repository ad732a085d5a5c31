import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, type RefObject, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

import {
  ASSESSMENT_CHECKS,
  ASSESSMENT_LIMITS,
  ASSESSMENT_LOST_RUN,
  assessmentServices,
  documentId,
  weakestChecks,
} from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { visuallyHidden } from '@/components/visually-hidden';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Assessment, isUnderWay, useAssessment } from '@/lib/firestore/assessments';
import { useClient } from '@/lib/firestore/clients';
import { useLead } from '@/lib/firestore/leads';

import { VerdictChip } from './assessment-chips';
import { AssessmentProgress } from './assessment-progress';
import { groupChecksByTheme, scoreBand, verdictSummary } from './report-model';
import { type AssessmentSubject, runAssessment } from './run-assessment';
import { RunAssessmentForm } from './run-assessment-form';
import { RunEndAnnouncer } from './run-end-announcer';
import { useFocusAfterRun } from './run-outcome';

export type AssessmentArea = 'client' | 'admin';

/** The host of an address, for the tab's title; the address itself if it is no URL. */
const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Where each area's reports live, and where a report leads back to. */
export const assessmentHref = (area: AssessmentArea, id: string) =>
  area === 'client' ? paths.client.assessment.getHref(id) : paths.admin.assessment.getHref(id);

function backLinkOf(
  area: AssessmentArea,
  assessment: Assessment | null,
  subjectName = '',
): { to: string; label: string } {
  if (area === 'client') return { to: paths.client.assessments.getHref(), label: 'All your assessments' };
  if (assessment?.clientId) {
    return {
      to: paths.admin.client.getHref(assessment.clientId),
      label: subjectName ? `${subjectName}’s details` : 'The client',
    };
  }
  if (assessment?.leadId) {
    return {
      to: `${paths.admin.leads.getHref()}?lead=${encodeURIComponent(assessment.leadId)}`,
      label: subjectName ? `${subjectName}’s lead` : 'The lead',
    };
  }
  return { to: paths.admin.dashboard.getHref(), label: 'Admin dashboard' };
}

/** Whose run it is by name, for the agency's back link (the client's profile, the lead's); '' until known. */
function useSubjectName(area: AssessmentArea, assessment: Assessment | null): string {
  const clientId = area === 'admin' ? assessment?.clientId : null;
  const leadId = area === 'admin' && !clientId ? assessment?.leadId : null;
  const client = useClient(clientId, 'quiet');
  const lead = useLead(leadId, 'quiet');
  if (client.status === 'ready') return client.data.name || client.data.businessName;
  if (lead.status === 'ready') return lead.data.name;
  return '';
}

/** Whose a run is, as the agency asks for another of the same site (a client runs their own without saying). */
const subjectOf = (area: AssessmentArea, assessment: Assessment): AssessmentSubject => {
  if (area === 'client') return {};
  return assessment.clientId ? { clientId: assessment.clientId } : { leadId: assessment.leadId ?? undefined };
};

/**
 * One run's report, live, shared by /client/assessments/{id} and /webmin1010/assessments/{id}: its progress while
 * it runs, what went wrong if it failed (with "Try again"), else the score in plain words, every check under its
 * theme with its verdict, reason and measured value, and the agency's services that fix what did not pass. A run
 * the rules refuse (another client's) is told exactly as one that does not exist.
 */
export function AssessmentReport({
  id,
  area,
  head,
}: {
  id: string;
  area: AssessmentArea;
  /** The page's head, titled for what shows. */
  head: (title: string) => ReactNode;
}) {
  const live = useAssessment(documentId().isValidSync(id) ? id : null, 'card');
  const underWay = live.status === 'ready' && isUnderWay(live.data);
  const subjectName = useSubjectName(area, live.status === 'ready' ? live.data : null);
  // When the run ends while open and its progress held focus, the score's heading (or the failure) takes it.
  const { progressFocus, targetRef } = useFocusAfterRun(live.status === 'ready' && !underWay);
  if (live.status === 'loading') {
    return (
      <>
        {head('Website assessment')}
        <PageLoader />
      </>
    );
  }
  if (live.status !== 'ready') {
    const back = backLinkOf(area, null);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        {head('Assessment not found')}
        <Typography variant="h1">Assessment not found</Typography>
        <Typography>
          There is no assessment at this address{area === 'client' ? ' in your portal' : ''}: the link may be wrong.
        </Typography>
        <Button component={RouterLink} to={back.to} variant="contained">
          {area === 'client' ? 'See your assessments' : 'Back to the dashboard'}
        </Button>
      </Stack>
    );
  }
  const assessment = live.data;
  const back = backLinkOf(area, assessment, subjectName);
  return (
    <Stack spacing={3}>
      {head(`Website assessment: ${hostOf(assessment.url)}`)}
      <RunEndAnnouncer latest={assessment} />
      <div>
        <Button component={RouterLink} to={back.to} sx={{ mb: 1, ml: -1 }}>
          ← {back.label}
        </Button>
        <Typography variant="h1">Website assessment</Typography>
        <Address assessment={assessment} area={area} />
      </div>
      {assessment.status === 'done' ? (
        <DoneReport assessment={assessment} area={area} focusRef={targetRef} />
      ) : assessment.status === 'failed' ? (
        <FailedRun assessment={assessment} area={area} focusRef={targetRef} />
      ) : !underWay ? (
        // Its function was lost (a crash, a deploy): it will never finish, and the next run marks it failed.
        <FailedRun assessment={{ ...assessment, error: ASSESSMENT_LOST_RUN }} area={area} focusRef={targetRef} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }} {...progressFocus}>
          <AssessmentProgress assessment={assessment} />
        </Paper>
      )}
    </Stack>
  );
}

function Address({ assessment, area }: { assessment: Assessment; area: AssessmentArea }) {
  const when = assessment.finishedAt ?? assessment.createdAt;
  const moved = assessment.finalUrl && assessment.finalUrl !== assessment.url;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        {assessment.status === 'done' ? (
          <Link href={assessment.url} target="_blank" rel="noopener noreferrer">
            {assessment.url}
            <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
        ) : (
          // Not (yet) known to be a website: no link to follow.
          assessment.url
        )}
      </Typography>
      {assessment.requestedByRole === 'admin' && area === 'client' && (
        <Typography color="textSecondary">Run by the team</Typography>
      )}
      {moved && (
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          Which sent us on to {assessment.finalUrl}
        </Typography>
      )}
      <Typography color="textSecondary">
        {assessment.status === 'done' ? 'Assessed' : 'Asked for'} <When date={when} format="moment" />
      </Typography>
    </Stack>
  );
}

/** The function's words for an address that is no reachable website (its scheme, its name, a private one). */
const ADDRESS_PROBLEM = /could not find|is the address right|private network|only http and https/i;

/** Another run of the same site (the same flow as starting one): it opens the new run's report. */
function useRunAgain(area: AssessmentArea, assessment: Assessment) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const { assessmentId } = await runAssessment({ url: assessment.url, ...subjectOf(area, assessment) });
      navigate(assessmentHref(area, assessmentId));
    } catch (error) {
      setProblem(firebaseErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return { run, pending, problem };
}

/** "Try again" / "Run again": focusable while it starts; a refusal (the day's runs used up) is said at once. */
function RunAgain({
  area,
  assessment,
  label,
  extra,
}: {
  area: AssessmentArea;
  assessment: Assessment;
  label: string;
  extra?: ReactNode;
}) {
  const { run, pending, problem } = useRunAgain(area, assessment);
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start', width: '100%' }}>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="contained" onClick={() => void run()} aria-disabled={pending || undefined}>
          {pending ? 'Starting...' : label}
        </Button>
        {extra}
      </Stack>
      {area === 'client' && (
        <Typography variant="body2" color="textSecondary">
          Each run counts toward your {ASSESSMENT_LIMITS.perDay} a day.
        </Typography>
      )}
    </Stack>
  );
}

function FailedRun({
  assessment,
  area,
  focusRef,
}: {
  assessment: Assessment;
  area: AssessmentArea;
  focusRef: RefObject<HTMLElement | null>;
}) {
  const navigate = useNavigate();
  const [changing, setChanging] = useState(false);
  const addressProblem = ADDRESS_PROBLEM.test(assessment.error ?? '');
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" ref={focusRef as RefObject<HTMLDivElement | null>} tabIndex={-1} sx={{ width: '100%' }}>
        <strong>The assessment could not finish.</strong>{' '}
        {assessment.error || 'Something went wrong while checking the site.'}
      </Alert>
      {changing ? (
        <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
          <RunAssessmentForm
            idPrefix="report-change-address"
            initialUrl={assessment.url}
            subject={subjectOf(area, assessment)}
            label="Change the address"
            autoFocus
            onStarted={(assessmentId) => navigate(assessmentHref(area, assessmentId))}
            extraActions={<Button onClick={() => setChanging(false)}>Cancel</Button>}
          />
        </Paper>
      ) : (
        <RunAgain
          area={area}
          assessment={assessment}
          label="Try again"
          extra={
            addressProblem && (
              <Button variant="outlined" onClick={() => setChanging(true)}>
                Change the address
              </Button>
            )
          }
        />
      )}
    </Stack>
  );
}

const BAND_COLOR = {
  Strong: 'success.main',
  'Good, with room to grow': 'primary.main',
  'Needs work': 'warning.main',
  'Holding you back': 'error.main',
} as const;

function ScoreCard({
  score,
  title,
  focusRef,
}: {
  score: number;
  title: string;
  focusRef: RefObject<HTMLElement | null>;
}) {
  const band = scoreBand(score);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="assessment-score" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography
        id="assessment-score"
        variant="h2"
        ref={focusRef as RefObject<HTMLHeadingElement | null>}
        tabIndex={-1}
        sx={{ fontSize: '1.25rem', mb: 2 }}
      >
        {title}
      </Typography>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ position: 'relative', display: 'inline-flex', flexShrink: 0 }} aria-hidden="true">
          <CircularProgress variant="determinate" value={100} size={120} thickness={4} sx={{ color: 'grey.200' }} />
          <CircularProgress
            variant="determinate"
            value={score}
            size={120}
            thickness={4}
            sx={{ color: BAND_COLOR[band], position: 'absolute', left: 0 }}
          />
        </Box>
        <div>
          <Typography sx={{ fontSize: { xs: '2.75rem', md: '3.5rem' }, fontWeight: 700, lineHeight: 1 }}>
            {score}{' '}
            <Box component="span" sx={{ fontSize: '1.1rem', fontWeight: 400 }}>
              out of 100
            </Box>
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, mt: 1 }}>{band}</Typography>
        </div>
      </Stack>
    </Paper>
  );
}

function DoneReport({
  assessment,
  area,
  focusRef,
}: {
  assessment: Assessment;
  area: AssessmentArea;
  focusRef: RefObject<HTMLElement | null>;
}) {
  const groups = groupChecksByTheme(assessment.checks);
  const services = assessmentServices(assessment.checks);
  const weakest = weakestChecks(assessment.checks);
  return (
    <>
      <ScoreCard score={assessment.score ?? 0} title={area === 'client' ? 'Your score' : 'Score'} focusRef={focusRef} />
      {weakest.length > 0 && (
        <Paper variant="outlined" component="section" aria-labelledby="assessment-first" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography id="assessment-first" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
            Fix these first
          </Typography>
          <Box component="ol" sx={{ pl: 3, my: 0 }}>
            {weakest.map((check) => (
              <Box component="li" key={check.id} sx={{ mb: 1 }}>
                <Typography sx={{ fontWeight: 600 }}>{ASSESSMENT_CHECKS[check.id].label}</Typography>
                <Typography variant="body2">{check.reason}</Typography>
              </Box>
            ))}
          </Box>
          <Link href="#assessment-help">How we can help with these</Link>
        </Paper>
      )}
      {groups.map((group) => (
        <Paper
          key={group.theme}
          variant="outlined"
          component="section"
          aria-labelledby={`theme-${group.theme}`}
          sx={{ p: { xs: 2, md: 3 } }}
        >
          <Typography id={`theme-${group.theme}`} variant="h2" sx={{ fontSize: '1.25rem' }}>
            {group.label}
          </Typography>
          <Typography color="textSecondary" sx={{ mb: 1 }}>
            {verdictSummary(group.checks)}
          </Typography>
          <List aria-label={`${group.label} checks`} disablePadding>
            {group.checks.map((check) => (
              <ListItem key={check.id} divider disableGutters sx={{ display: 'block', py: 1.5 }}>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.75, sm: 2 }}>
                  <Box sx={{ minWidth: { sm: 104 } }}>
                    <VerdictChip verdict={check.verdict} />
                  </Box>
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>{check.label}</Typography>
                    <Typography variant="body2">{check.reason}</Typography>
                    {check.value && (
                      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                        Measured: {check.value}
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </ListItem>
            ))}
          </List>
        </Paper>
      ))}
      <Box component="section" aria-labelledby="assessment-help">
        <Typography id="assessment-help" variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
          How we can help
        </Typography>
        {services.length ? (
          <>
            <Typography color="textSecondary" sx={{ mb: 2 }}>
              {area === 'client'
                ? 'What did not pass, and which of our services fixes it, with the most to gain first.'
                : 'The services that fix what did not pass, with the most points at stake first.'}
            </Typography>
            <Grid container spacing={2}>
              {services.map((service) => (
                <Grid key={service.path} size={{ xs: 12, sm: 6 }}>
                  <Paper variant="outlined" sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column' }}>
                    <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1 }}>
                      {service.label}
                    </Typography>
                    <Typography variant="body2" sx={{ mb: 2, flexGrow: 1 }}>
                      Would help with: {service.checkIds.map((checkId) => ASSESSMENT_CHECKS[checkId].label).join('; ')}
                    </Typography>
                    <Button
                      component={RouterLink}
                      to={service.path}
                      variant="outlined"
                      endIcon={<ArrowForwardIcon />}
                      sx={{ alignSelf: 'flex-start' }}
                    >
                      About {service.label.toLowerCase()}
                    </Button>
                  </Paper>
                </Grid>
              ))}
            </Grid>
          </>
        ) : (
          <Typography>
            Every check passed: the site is in good shape.
            {area === 'client' && ' If you would like it to do more for your business, tell us what you have in mind.'}
          </Typography>
        )}
        {area === 'client' && (
          <Button component={RouterLink} to={paths.client.messages.getHref()} sx={{ mt: 2 }}>
            Message us about your report
          </Button>
        )}
      </Box>
      <RunAgain area={area} assessment={assessment} label="Run again" />
    </>
  );
}
