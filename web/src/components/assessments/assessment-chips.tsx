import CancelIcon from '@mui/icons-material/CancelOutlined';
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorIcon from '@mui/icons-material/ErrorOutlineOutlined';
import HourglassIcon from '@mui/icons-material/HourglassEmptyOutlined';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';

import { ASSESSMENT_VERDICT_LABELS, type AssessmentStatus, type AssessmentVerdict } from '@agency/common';

/**
 * Chips for a check's verdict and a run's status. Never colour alone: each says its word and has its own icon;
 * outlined with the text in the body colour (coloured text on white fails 4.5:1, as status-chips.tsx found).
 */
const VERDICT_LOOK: Record<AssessmentVerdict, { color: ChipProps['color']; icon: ReactElement }> = {
  pass: { color: 'success', icon: <CheckCircleIcon /> },
  improve: { color: 'warning', icon: <ErrorIcon /> },
  fail: { color: 'error', icon: <CancelIcon /> },
};

export function VerdictChip({ verdict }: { verdict: AssessmentVerdict }) {
  const { color, icon } = VERDICT_LOOK[verdict];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={ASSESSMENT_VERDICT_LABELS[verdict]}
      sx={{ color: 'text.primary', fontWeight: 600 }}
    />
  );
}

export const ASSESSMENT_STATUS_LABELS: Record<AssessmentStatus, string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

const STATUS_LOOK: Record<AssessmentStatus, { color: ChipProps['color']; icon: ReactElement }> = {
  queued: { color: 'default', icon: <HourglassIcon /> },
  running: { color: 'info', icon: <HourglassIcon /> },
  done: { color: 'success', icon: <CheckCircleIcon /> },
  failed: { color: 'error', icon: <CancelIcon /> },
};

export function AssessmentStatusChip({ status }: { status: AssessmentStatus }) {
  const { color, icon } = STATUS_LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      color={color}
      icon={icon}
      label={ASSESSMENT_STATUS_LABELS[status]}
      sx={{ color: 'text.primary' }}
    />
  );
}
