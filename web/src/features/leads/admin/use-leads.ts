import { useEffect, useState } from 'react';
import { useFirestore, useFirestoreCollectionData } from 'reactfire';

import type { LeadStatus } from '@agency/common';

import { type Lead, type LeadFilter, leadsQuery, leadStatusCounts } from '@/lib/firestore/leads';

/**
 * The newest `max` leads matching `filter`, live: Firestore's listener updates them as the contact API stores a
 * lead or anyone moves one, so this is the screen's cache of the list (docs/decisions/019-leads-pipeline.md).
 * While a wider page (Load more) is on its way, the rows already shown stay.
 */
export function useLeads(filter: LeadFilter, max: number): { leads: Lead[] | undefined; error: Error | undefined } {
  const { status, data, error } = useFirestoreCollectionData(leadsQuery(useFirestore(), filter, max));
  const [shown, setShown] = useState<{ key: string; leads: Lead[] } | undefined>(undefined);
  const key = JSON.stringify(filter);
  if (status === 'error') return { leads: undefined, error };
  if (status === 'success') {
    if (shown?.leads !== data) setShown({ key, leads: data });
    return { leads: data, error: undefined };
  }
  return { leads: shown?.key === key ? shown.leads : undefined, error: undefined };
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
