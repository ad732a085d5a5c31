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
interface ChipLook {
  color: ChipProps['color'];
  icon: ReactElement;
}

const VERDICT_LOOK: Record<AssessmentVerdict, ChipLook> = {
  pass: { color: 'success', icon: <CheckCircleIcon /> },
  improve: { color: 'warning', icon: <ErrorIcon /> },
  fail: { color: 'error', icon: <CancelIcon /> },
};

/** A small outlined chip: its word, its icon, the colour only on the outline and the icon. */
function LabelledChip({ look, label, bold = false }: { look: ChipLook; label: string; bold?: boolean }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={look.color}
      icon={look.icon}
      label={label}
      sx={{ color: 'text.primary', fontWeight: bold ? 600 : undefined }}
    />
  );
}

export function VerdictChip({ verdict }: { verdict: AssessmentVerdict }) {
  return <LabelledChip look={VERDICT_LOOK[verdict]} label={ASSESSMENT_VERDICT_LABELS[verdict]} bold />;
}

export const ASSESSMENT_STATUS_LABELS: Record<AssessmentStatus, string> = {
  queued: 'Waiting to start',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
};

const STATUS_LOOK: Record<AssessmentStatus, ChipLook> = {
  queued: { color: 'default', icon: <HourglassIcon /> },
  running: { color: 'info', icon: <HourglassIcon /> },
  done: { color: 'success', icon: <CheckCircleIcon /> },
  failed: { color: 'error', icon: <CancelIcon /> },
};

export function AssessmentStatusChip({ status }: { status: AssessmentStatus }) {
  return <LabelledChip look={STATUS_LOOK[status]} label={ASSESSMENT_STATUS_LABELS[status]} />;
}
