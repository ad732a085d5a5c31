import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import type { LeadStatus } from '@agency/common';

import { type Lead, type LeadFilter, leadRef, leadStatusCounts, useLeadPage } from '@/lib/firestore/leads';
import type { Page, PageCursor } from '@/lib/firestore/paging';
import { usePageCursor } from '@/lib/use-page-cursor';

/**
 * One page of the leads matching `filter` from `cursor`, live: Firestore's listener updates it as the contact API
 * stores a lead or anyone moves one (docs/decisions/019-leads-pipeline.md). While the next or previous page is on
 * its way, the rows already shown stay (`moving`). A failure is the list's (or the board column's) own: it says so
 * in place.
 */
export function useLeads(
  filter: LeadFilter,
  cursor: PageCursor | null,
): { page: Page<Lead> | undefined; moving: boolean; error: Error | undefined } {
  const live = useLeadPage(filter, cursor, 'card');
  if (live.status === 'error') return { page: undefined, moving: false, error: live.error as Error };
  if (live.status === 'loading') return { page: undefined, moving: false, error: undefined };
  return { page: live.data, moving: live.moving ?? false, error: undefined };
}

/** The leads list's page, named by the address (see usePageCursor). */
export function useLeadPageCursor() {
  const db = useFirestore();
  return usePageCursor((id) => leadRef(db, id));
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
