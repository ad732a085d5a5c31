import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import {
  type Milestone,
  nextMilestone,
  optionLabel,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  SERVICE_INTERESTS,
} from '@agency/common';

import { When } from '@/components/when';

/** Each status's chip; every pairing keeps text at 4.5:1 or better (MUI's warning orange with white does not). */
const STATUS_CHIPS: Record<ProjectStatus, Pick<ChipProps, 'color' | 'variant'>> = {
  planning: { color: 'default', variant: 'filled' },
  'in-progress': { color: 'primary', variant: 'filled' },
  review: { color: 'secondary', variant: 'filled' },
  completed: { color: 'success', variant: 'filled' },
  'on-hold': { color: 'default', variant: 'outlined' },
};

export const serviceLabel = (service: string) => optionLabel(SERVICE_INTERESTS, service);

export function ProjectStatusChip({ status, archived = false }: { status: ProjectStatus; archived?: boolean }) {
  return archived ? (
    <Chip size="small" label="Archived" variant="outlined" />
  ) : (
    <Chip size="small" label={PROJECT_STATUS_LABELS[status]} {...STATUS_CHIPS[status]} />
  );
}

/** The progress bar, named for what it measures and with its figure in words beside it. */
export function ProjectProgress({ name, progress }: { name: string; progress: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <LinearProgress
        variant="determinate"
        value={progress}
        aria-label={`Progress of ${name}`}
        sx={{ flexGrow: 1, height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="textSecondary" sx={{ minWidth: '3.5em', textAlign: 'right' }}>
        {progress}%
      </Typography>
    </Box>
  );
}

/** "Next: Design approved, due 30 Nov 2026", or that every milestone is done. */
export function NextMilestone({ milestones }: { milestones: Milestone<Date>[] }) {
  const next = nextMilestone(milestones);
  if (!milestones.length) return <Typography color="textSecondary">No milestones yet.</Typography>;
  if (!next) return <Typography color="textSecondary">Every milestone is done.</Typography>;
  return (
    <Typography color="textSecondary">
      Next: <strong>{next.title}</strong>
      {next.dueDate && (
        <>
          , due <When date={next.dueDate} format="day" />
        </>
      )}
    </Typography>
  );
}
