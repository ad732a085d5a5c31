import { type LeadStatus } from '@agency/common';

/** Outlined chip colours that keep AA contrast on the theme's paper. */
export const STATUS_COLORS: Record<LeadStatus, 'primary' | 'secondary' | 'success' | 'default'> = {
  new: 'primary',
  contacted: 'default',
  qualified: 'secondary',
  won: 'success',
  lost: 'default',
};
