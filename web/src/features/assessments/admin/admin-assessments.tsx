import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { paths } from '@/config/paths';
import { useAssessmentsOf } from '@/lib/firestore/assessments';

import { AssessmentRunsList } from '../shared/assessment-runs-list';
import { RunAssessmentForm } from '../shared/run-assessment-form';

/** How many of a client's or lead's runs their details list; each report links on. */
const SHOWN = 5;

/**
 * "Website assessments" in a client's or a lead's details: "Run assessment" (a dialog with the address, prefilled
 * with what we know of their website) which opens the new run's report, and their latest runs, each opening its
 * report. Administrators only: the rules give nobody else a lead's runs or another client's.
 */
export function AdminAssessments({
  subject,
  website,
  name,
  headingLevel = 'h3',
}: {
  subject: { clientId: string } | { leadId: string };
  /** Their website as far as we know it; empty when we don't (the last address assessed is offered then). */
  website: string;
  /** Whose site it is, for the dialog's words. */
  name: string;
  /** h2 where the section stands on its own on a page (the client record), h3 inside a details view. */
  headingLevel?: 'h2' | 'h3';
}) {
  const navigate = useNavigate();
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const runs = useAssessmentsOf(subject, SHOWN, 'card');
  return (
    <Box component="section" aria-labelledby={`${titleId}-heading`} sx={{ mt: headingLevel === 'h3' ? 3 : 0 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={`${titleId}-heading`} variant={headingLevel} sx={{ fontSize: '1.1rem' }}>
          Website assessments
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() => setOpen(true)}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Run assessment
        </Button>
      </Stack>
      {runs.status === 'ready' && runs.data.length > 0 && (
        <AssessmentRunsList runs={runs.data} hrefOf={paths.admin.assessment.getHref} label={`Assessments of ${name}`} />
      )}
      {runs.status === 'ready' && runs.data.length === 0 && <Typography color="textSecondary">None yet.</Typography>}
      {runs.status === 'error' && (
        <Typography color="error">
          The assessments could not be loaded.{' '}
          <Button size="small" onClick={runs.retry}>
            Try again
          </Button>
        </Typography>
      )}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullScreen={fullScreen}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Run a website assessment</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            We check the site of {name} and open its report, which fills in as the run goes (a few seconds, at most
            about ten).
          </DialogContentText>
          <RunAssessmentForm
            idPrefix={`${titleId}-run`}
            initialUrl={website || (runs.status === 'ready' ? (runs.data[0]?.url ?? '') : '')}
            subject={subject}
            label="Run a website assessment"
            autoFocus
            hint="Their home page, or any page of the site, such as example.com.au"
            onStarted={(id) => {
              setOpen(false);
              navigate(paths.admin.assessment.getHref(id));
            }}
            extraActions={<Button onClick={() => setOpen(false)}>Cancel</Button>}
          />
        </DialogContent>
      </Dialog>
    </Box>
  );
}
