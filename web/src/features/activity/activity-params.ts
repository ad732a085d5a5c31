import { ACTIVITY_TYPES, type ActivityType, isCalendarDay, startOfCalendarDay } from '@agency/common';

import type { ActivityFilter } from '@/lib/firestore/activity';
import { documentIdOr } from '@/lib/use-query-params';

/**
 * What the address says the activity log shows: `?type=…&client=<uid>&from=YYYY-MM-DD&to=YYYY-MM-DD`, each left
 * out when open, and the page (`after=<id>` or `before=<id>`, read by usePageCursor). A value edited to name
 * anything else reads as open.
 */
export interface LogParams {
  type: ActivityType | '';
  client: string;
  from: string;
  to: string;
}

export const NO_FILTER: LogParams = { type: '', client: '', from: '', to: '' };

export function readLogParams(params: URLSearchParams): LogParams {
  const type = params.get('type') ?? '';
  const day = (key: string) => {
    const value = params.get(key) ?? '';
    return isCalendarDay(value) ? value : '';
  };
  return {
    type: (ACTIVITY_TYPES as readonly string[]).includes(type) ? (type as ActivityType) : '',
    client: documentIdOr(params.get('client'), ''),
    from: day('from'),
    to: day('to'),
  };
}

/** Whether the "to" day is before the "from" day (the log then asks nothing). */
export const isBadRange = ({ from, to }: LogParams) => Boolean(from && to && to < from);

/** The filter as a query takes it: Queensland days, the "to" day included whole. */
export function toFilter({ type, client, from, to }: LogParams): ActivityFilter {
  const dayAfter = (day: string) => new Date(startOfCalendarDay(day).getTime() + 24 * 60 * 60 * 1000);
  return {
    type,
    clientId: client,
    from: from ? startOfCalendarDay(from) : null,
    until: to ? dayAfter(to) : null,
  };
}
