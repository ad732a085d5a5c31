import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import {
  type Milestone,
  nextMilestone,
  optionLabel,
  PROJECT_STATUS_LABELS,
  type ProjectStatus,
  SERVICE_INTERESTS,
} from '@agency/common';

import { When } from '@/components/when';
import type { Project } from '@/lib/firestore/projects';

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

/** Whether a project is still going: neither completed nor archived. */
export const isUnderWay = (project: Pick<Project, 'archived' | 'status'>) =>
  !project.archived && project.status !== 'completed';

/** One project of a short list: its name linking to `to`, its status, and while under way its progress and next step. */
export function ProjectListItem({ project, to }: { project: Project; to: string }) {
  return (
    <ListItem disableGutters divider sx={{ display: 'block', py: 1.5 }}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600 }}>
          {project.name}
        </Link>
        <ProjectStatusChip status={project.status} archived={project.archived} />
      </Stack>
      {isUnderWay(project) && (
        <>
          <ProjectProgress name={project.name} progress={project.progress} />
          <NextMilestone milestones={project.milestones} />
        </>
      )}
    </ListItem>
  );
}
