import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import type { LeadStatus } from '@agency/common';

import { type Lead, type LeadFilter, leadStatusCounts, useLeadRows } from '@/lib/firestore/leads';

/**
 * The newest `max` leads matching `filter`, live: Firestore's listener updates them as the contact API stores a
 * lead or anyone moves one, so this is the screen's cache of the list (docs/decisions/019-leads-pipeline.md).
 * While a wider page (Load more) is on its way, the rows already shown stay. A failure is the list's (or the
 * board column's) own: it says so in place.
 */
export function useLeads(filter: LeadFilter, max: number): { leads: Lead[] | undefined; error: Error | undefined } {
  const live = useLeadRows(filter, max, 'card');
  if (live.status === 'error') return { leads: undefined, error: live.error as Error };
  return { leads: live.data, error: undefined };
}

const COUNT_AFTER_MS = 200;

/**
 * How many leads have each status, counted by the server, asked again whenever `changed` does (the live page's
 * ids and statuses): a new lead or a moved one changes the counts without a reload. Null until the first answer.
 */
export function useStatusCounts(
  changed: string,
  { industry = null, word = null }: Pick<LeadFilter, 'industry' | 'word'>,
): Record<LeadStatus, number> | null {
  const db = useFirestore();
  const [counts, setCounts] = useState<Record<LeadStatus, number> | null>(null);
  useEffect(() => {
    let current = true;
    // The board's five columns arrive one by one: ask once they have, not five times.
    const timer = setTimeout(() => {
      leadStatusCounts(db, { industry, word }).then(
        (answer) => current && setCounts(answer),
        // The chips then show no numbers; the list itself still works.
        () => undefined,
      );
    }, COUNT_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, changed, industry, word]);
  return counts;
}

/** Tells the page that a live set of leads changed (`key` names the set: the list, or a board column). */
export type ReportChange = (key: string, signature: string) => void;

/** Reports the ids and statuses of `leads` whenever they change (a lead arrived, moved or was opened further). */
export function useReportChange(key: string, leads: Lead[] | undefined, report: ReportChange): void {
  const signature = leads?.map((lead) => `${lead.id}:${lead.status}`).join(',');
  useEffect(() => {
    if (signature !== undefined) report(key, signature);
  }, [key, signature, report]);
}
