import { type LeadStatus } from '@agency/common';

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  qualified: 'Qualified',
  won: 'Won',
  lost: 'Lost',
};

/** Outlined chip colours that keep AA contrast on the theme's paper. */
export const STATUS_COLORS: Record<LeadStatus, 'primary' | 'secondary' | 'success' | 'default'> = {
  new: 'primary',
  contacted: 'default',
  qualified: 'secondary',
  won: 'success',
  lost: 'default',
};
