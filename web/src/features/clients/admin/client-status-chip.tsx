import Chip, { type ChipProps } from '@mui/material/Chip';

import type { ClientStatus } from '@agency/common';

import { STATUS_LABELS } from './client-labels';

const COLORS: Record<ClientStatus, ChipProps['color']> = { invited: 'default', active: 'success', disabled: 'error' };

/** A client's account status: Invited (has not signed in yet), Active, or Disabled. */
export function ClientStatusChip({ status }: { status: ClientStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={STATUS_LABELS[status]} />;
}
