import type { Firestore } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { useFirestore } from 'reactfire';

import type { LeadStatus } from '@agency/common';

import {
  type Lead,
  type LeadFilter,
  leadRef,
  leadStatusCounts,
  leadStatusValues,
  useLeadPage,
} from '@/lib/firestore/leads';
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

type StatusFigures = Record<LeadStatus, number>;
type AskServer = (db: Firestore, filter: Pick<LeadFilter, 'industry' | 'word'>) => Promise<StatusFigures>;

/**
 * A figure per status (`ask`: counts or values) worked out by the server, asked again whenever `changed` does (the
 * live pages' ids, statuses and values): a new lead, a moved one or a new value changes them without a reload.
 * Null until the first answer, and while `enabled` is false (nothing is asked).
 */
function useStatusFigures(
  ask: AskServer,
  changed: string,
  { industry = null, word = null }: Pick<LeadFilter, 'industry' | 'word'>,
  enabled = true,
): StatusFigures | null {
  const db = useFirestore();
  const [figures, setFigures] = useState<StatusFigures | null>(null);
  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    // The board's five columns arrive one by one: ask once they have, not five times.
    const timer = setTimeout(() => {
      ask(db, { industry, word }).then(
        (answer) => current && setFigures(answer),
        // The chips (or columns) then show no numbers; the list itself still works.
        () => undefined,
      );
    }, COUNT_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [ask, db, changed, industry, word, enabled]);
  return enabled ? figures : null;
}

/** How many leads have each status (leadStatusCounts), kept current as leads arrive and move. */
export const useStatusCounts = (changed: string, filter: Pick<LeadFilter, 'industry' | 'word'>) =>
  useStatusFigures(leadStatusCounts, changed, filter);

/** Each status's estimated values added up (leadStatusValues), asked only while `enabled` (the board shows them). */
export const useStatusValues = (changed: string, filter: Pick<LeadFilter, 'industry' | 'word'>, enabled: boolean) =>
  useStatusFigures(leadStatusValues, changed, filter, enabled);

/** Tells the page that a live set of leads changed (`key` names the set: the list, or a board column). */
export type ReportChange = (key: string, signature: string) => void;

/**
 * Reports the ids, statuses and values of `leads` whenever they change (a lead arrived, moved, was valued or was
 * opened further).
 */
export function useReportChange(key: string, leads: Lead[] | undefined, report: ReportChange): void {
  const signature = leads?.map((lead) => `${lead.id}:${lead.status}:${lead.estimatedValueCents ?? ''}`).join(',');
  useEffect(() => {
    if (signature !== undefined) report(key, signature);
  }, [key, signature, report]);
}
