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
import { type ReactNode, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { ASSESSMENT_CHECKS, assessmentServices, documentId } from '@agency/common';

import { PageLoader } from '@/components/page-loader';
import { visuallyHidden } from '@/components/visually-hidden';
import { paths } from '@/config/paths';
import { formatAustralianDateTime } from '@/lib/dates';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Assessment, assessmentRef, isUnderWay } from '@/lib/firestore/assessments';
import { useLiveDoc } from '@/lib/firestore/live-doc';

import { VerdictChip } from './assessment-chips';
import { AssessmentProgress } from './assessment-progress';
import { groupChecksByTheme, scoreBand, verdictSummary } from './report-model';
import { type AssessmentSubject, runAssessment } from './run-assessment';

export type AssessmentArea = 'client' | 'admin';

/** What a run still queued or running past ASSESSMENT_LIMITS.staleAfterMs says: as the function words it. */
const LOST_RUN = 'This assessment stopped before it finished; please run it again.';

/** Where each area's reports live, and where a report leads back to. */
export const assessmentHref = (area: AssessmentArea, id: string) =>
  area === 'client' ? paths.client.assessment.getHref(id) : paths.admin.assessment.getHref(id);

function backLinkOf(area: AssessmentArea, assessment: Assessment | null): { to: string; label: string } {
  if (area === 'client') return { to: paths.client.assessments.getHref(), label: 'All your assessments' };
  if (assessment?.clientId) {
    return {
      to: `${paths.admin.clients.getHref()}?client=${encodeURIComponent(assessment.clientId)}`,
      label: 'The client',
    };
  }
  if (assessment?.leadId) {
    return { to: `${paths.admin.leads.getHref()}?lead=${encodeURIComponent(assessment.leadId)}`, label: 'The lead' };
  }
  return { to: paths.admin.dashboard.getHref(), label: 'Admin dashboard' };
}

/** Whose a run is, as the agency asks for another of the same site (a client runs their own without saying). */
const subjectOf = (area: AssessmentArea, assessment: Assessment): AssessmentSubject => {
  if (area === 'client') return {};
  return assessment.clientId ? { clientId: assessment.clientId } : { leadId: assessment.leadId ?? undefined };
};

const h1Sx = { fontSize: { xs: '1.9rem', md: '2.4rem' } } as const;

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
  const db = useFirestore();
  const live = useLiveDoc(documentId().isValidSync(id) ? assessmentRef(db, id) : null);
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
        <Typography variant="h1" sx={h1Sx}>
          Assessment not found
        </Typography>
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
  const back = backLinkOf(area, assessment);
  return (
    <Stack spacing={3}>
      {head('Website assessment')}
      <div>
        <Button component={RouterLink} to={back.to} sx={{ mb: 1, ml: -1 }}>
          ← {back.label}
        </Button>
        <Typography variant="h1" sx={h1Sx}>
          Website assessment
        </Typography>
        <Address assessment={assessment} />
      </div>
      {assessment.status === 'done' ? (
        <DoneReport assessment={assessment} area={area} />
      ) : assessment.status === 'failed' ? (
        <FailedRun assessment={assessment} area={area} />
      ) : !isUnderWay(assessment) ? (
        // Its function was lost (a crash, a deploy): it will never finish, and the next run marks it failed.
        <FailedRun assessment={{ ...assessment, error: LOST_RUN }} area={area} />
      ) : (
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <AssessmentProgress assessment={assessment} />
        </Paper>
      )}
    </Stack>
  );
}

function Address({ assessment }: { assessment: Assessment }) {
  const when = assessment.finishedAt ?? assessment.createdAt;
  const moved = assessment.finalUrl && assessment.finalUrl !== assessment.url;
  return (
    <Stack spacing={0.5} sx={{ mt: 1 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Link href={assessment.url} target="_blank" rel="noopener noreferrer">
          {assessment.url}
          <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} aria-hidden="true" />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      </Typography>
      {moved && (
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          Which sent us on to {assessment.finalUrl}
        </Typography>
      )}
      <Typography color="textSecondary">
        {assessment.status === 'done' ? 'Assessed' : 'Asked for'}{' '}
        <time dateTime={when.toISOString()}>{formatAustralianDateTime(when)}</time> (Brisbane time)
      </Typography>
    </Stack>
  );
}

function FailedRun({ assessment, area }: { assessment: Assessment; area: AssessmentArea }) {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const tryAgain = async () => {
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
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Alert severity="error" sx={{ width: '100%' }}>
        <strong>The assessment could not finish.</strong>{' '}
        {assessment.error || 'Something went wrong while checking the site.'}
      </Alert>
      {problem && (
        <Alert severity="warning" role="alert" sx={{ width: '100%' }}>
          {problem}
        </Alert>
      )}
      <Button variant="contained" onClick={() => void tryAgain()} disabled={pending}>
        {pending ? 'Starting...' : 'Try again'}
      </Button>
    </Stack>
  );
}

const BAND_COLOR = {
  Strong: 'success.main',
  'Good, with room to grow': 'primary.main',
  'Needs work': 'warning.main',
  'Holding you back': 'error.main',
} as const;

function ScoreCard({ score, title }: { score: number; title: string }) {
  const band = scoreBand(score);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="assessment-score" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="assessment-score" variant="h2" sx={{ fontSize: '1.25rem', mb: 2 }}>
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
            {score}
            <Box component="span" sx={{ fontSize: '1.1rem', fontWeight: 400, ml: 1 }}>
              out of 100
            </Box>
          </Typography>
          <Typography sx={{ fontSize: '1.2rem', fontWeight: 600, mt: 1 }}>{band}</Typography>
        </div>
      </Stack>
    </Paper>
  );
}

function DoneReport({ assessment, area }: { assessment: Assessment; area: AssessmentArea }) {
  const groups = groupChecksByTheme(assessment.checks);
  const services = assessmentServices(assessment.checks);
  return (
    <>
      <ScoreCard score={assessment.score ?? 0} title={area === 'client' ? 'Your score' : 'Score'} />
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
                      Would fix: {service.checkIds.map((checkId) => ASSESSMENT_CHECKS[checkId].label).join('; ')}
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
    </>
  );
}
