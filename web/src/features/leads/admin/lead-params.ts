import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import {
  type Industry,
  INDUSTRY_VALUES,
  LEAD_STATUSES,
  type LeadStatus,
  searchWords,
  typedSearch,
} from '@agency/common';

import type { Lead } from '@/lib/firestore/leads';
import { searchParam } from '@/lib/server-search';

/**
 * What the address says the leads screen shows: `?view=board&status=new&industry=nutrition&q=…&lead=<id>`, and the
 * list's page (`after=<id>` or `before=<id>`, read by usePageCursor).
 */
export interface LeadParams {
  view: 'list' | 'board';
  status: LeadStatus | null;
  industry: Industry | null;
  q: string;
  lead: string | null;
}

/** The changes that start the list at its first page (the page is `?after=<id>` or `?before=<id>`). */
const FIRST_PAGE_AFTER: (keyof LeadParams)[] = ['view', 'status', 'industry', 'q'];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** The screen's state from the address, and a way to change parts of it (null or '' removes a parameter). */
export function useLeadParams(): [LeadParams, (changes: Partial<Record<keyof LeadParams, string | null>>) => void] {
  const [params, setParams] = useSearchParams();
  const current: LeadParams = {
    view: params.get('view') === 'board' ? 'board' : 'list',
    status: oneOf(LEAD_STATUSES, params.get('status')),
    industry: oneOf(INDUSTRY_VALUES, params.get('industry')),
    q: searchParam(params),
    lead: params.get('lead'),
  };
  const change = useCallback(
    (changes: Partial<Record<keyof LeadParams, string | null>>) =>
      setParams(
        (now) => {
          const next = new URLSearchParams(now);
          // A new view, filter or search starts the list at its first page.
          if (FIRST_PAGE_AFTER.some((key) => key in changes)) for (const key of ['after', 'before']) next.delete(key);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'view' && value === 'list')) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // A view or a filter is worth a Back step; each pause in typing a search, or closing a lead (opened by a
        // link, which took its own step), is not.
        { replace: !('status' in changes || 'industry' in changes || 'view' in changes) },
      ),
    [setParams],
  );
  return [current, change];
}

/**
 * The query's word and the page's check of the whole search: Firestore finds leads holding the first typed word
 * among their search terms; every other word must then appear in the name, email or message (as part of a word).
 * The check asks the first word too, as the server does, so rows kept from the search before while this one's page
 * is on its way (leadPageWindow) are narrowed truly. `exact`: the query alone is the search (one word), so what the
 * server counts is what the page shows. An email is one word, asked whole as the pickers ask it (typedSearch): every
 * lead stores its email whole, and split at its dots and @ the first of its words would page through every lead
 * that shares a name or a domain with it.
 */
export function searchPlan(q: string): { word: string | null; matches: (lead: Lead) => boolean; exact: boolean } {
  const [asked] = typedSearch(q).terms;
  const [word = null, ...rest] = asked?.includes('@') ? [asked] : searchWords(q);
  return {
    word,
    exact: !rest.length,
    matches: (lead) => {
      if (word && !lead.searchTerms?.includes(word)) return false;
      const text = `${lead.name} ${lead.email} ${lead.message}`.toLowerCase();
      return rest.every((other) => text.includes(other));
    },
  };
}
