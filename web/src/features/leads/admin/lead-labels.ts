import { type LeadStatus } from '@agency/common';

/** Outlined chip colours that keep AA contrast on the theme's paper. */
export const STATUS_COLORS: Record<LeadStatus, 'primary' | 'secondary' | 'success' | 'default'> = {
  new: 'primary',
  contacted: 'default',
  qualified: 'secondary',
  won: 'success',
  lost: 'default',
};

/** Why a converted lead is offered no other status (firestore.rules keep it Won). */
export const CONVERTED_STAYS_WON = 'Converted to a client, so it stays Won.';
