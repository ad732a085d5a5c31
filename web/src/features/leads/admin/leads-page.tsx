import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';

import { INDUSTRIES, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@agency/common';

import { SearchInput } from '@/components/forms/search-input';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { leadPageWindow } from '@/lib/firestore/leads';
import { useSearchText } from '@/lib/server-search';

import { LeadDetailDialog, type LeadDetailParts } from './lead-detail-dialog';
import { searchPlan, useLeadParams } from './lead-params';
import { LeadsBoard } from './leads-board';
import { LeadsList } from './leads-list';
import { type ReportChange, useStatusCounts, useStatusValues } from './use-leads';

/** How long typing must pause before the search runs (and goes into the address). */
const SEARCH_AFTER_MS = 300;

/**
 * The agency's leads pipeline: contact-form enquiries, live, as a list or a board by status; counts per status;
 * filters and search in the address; one lead's details at `?lead=<id>` (docs/decisions/019-leads-pipeline.md).
 */
export default function Page({ meta, slots }: SlottedPageProps<LeadDetailParts>) {
  const { pathname, search } = useLocation();
  const [params, change] = useLeadParams();
  const plan = useMemo(() => searchPlan(params.q), [params.q]);

  // The live rows' ids and statuses, per list or column: when any changes, the counts are asked for again.
  const [changes, setChanges] = useState<Record<string, string>>({});
  const report = useCallback<ReportChange>(
    (key, signature) => setChanges((now) => (now[key] === signature ? now : { ...now, [key]: signature })),
    [],
  );
  const filter = { industry: params.industry, word: plan.word };
  // The server counts the leads of the industry chosen holding the first word searched for; further words are
  // matched in the page, so with those the counts would be too high and are not shown.
  const serverCounts = useStatusCounts(JSON.stringify(changes), filter);
  const counts = plan.exact ? serverCounts : null;
  // Only the board shows what each status's leads are worth.
  const serverValues = useStatusValues(JSON.stringify(changes), filter, params.view === 'board');
  const values = plan.exact ? serverValues : null;

  const hrefOf = useCallback(
    (id: string) => {
      const next = new URLSearchParams(search);
      next.set('lead', id);
      return `${pathname}?${next}`;
    },
    [pathname, search],
  );
  const listHrefOf = useCallback(
    (status: LeadStatus) => {
      const next = new URLSearchParams(search);
      for (const key of ['view', 'lead', 'after', 'before']) next.delete(key);
      next.set('status', status);
      return `${pathname}?${next}`;
    },
    [pathname, search],
  );
  const total = counts ? LEAD_STATUSES.reduce((sum, status) => sum + counts[status], 0) : undefined;

  return (
    <PortalPage
      meta={meta}
      title="Leads"
      // Two views, two titles: a tab or the history names which one it holds.
      headTitle={`${meta.title} ${params.view === 'board' ? 'board' : 'list'}`}
      maxWidth="xl"
      actions={
        <Stack direction="row" spacing={1} role="group" aria-label="View">
          {(['list', 'board'] as const).map((view) => (
            <Button
              key={view}
              size="small"
              variant={params.view === view ? 'contained' : 'outlined'}
              aria-pressed={params.view === view}
              onClick={() => change({ view })}
            >
              {view === 'list' ? 'List' : 'Board'}
            </Button>
          ))}
        </Stack>
      }
    >
      <Stack direction="row" role="group" aria-label="Leads by status" sx={{ flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Chip
          label={`All ${total ?? ''}`.trim()}
          color={params.status === null ? 'primary' : 'default'}
          aria-pressed={params.status === null}
          onClick={() => change({ status: null })}
        />
        {LEAD_STATUSES.map((status) => (
          <Chip
            key={status}
            label={`${LEAD_STATUS_LABELS[status]} ${counts?.[status] ?? ''}`.trim()}
            color={params.status === status ? 'primary' : 'default'}
            aria-pressed={params.status === status}
            onClick={() => change({ status: params.status === status ? null : status })}
          />
        ))}
      </Stack>

      <FilterBar
        label="Find leads"
        // Said, not left to guess: why the chips above have lost their numbers.
        summary={plan.exact ? undefined : 'Matches of a search of several words are not counted'}
      >
        <SearchField value={params.q} onSearch={(q) => change({ q })} />
        <TextField
          select
          label="Industry"
          size="small"
          value={params.industry ?? ''}
          onChange={(event) => change({ industry: event.target.value || null })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">All industries</MenuItem>
          {INDUSTRIES.map((industry) => (
            <MenuItem key={industry.value} value={industry.value}>
              {industry.label}
            </MenuItem>
          ))}
        </TextField>
      </FilterBar>

      {params.view === 'board' ? (
        <LeadsBoard
          filter={{ ...filter, status: params.status }}
          matches={plan.matches}
          hrefOf={hrefOf}
          listHrefOf={listHrefOf}
          counts={counts}
          values={values}
          onChange={report}
        />
      ) : (
        <LeadsList
          key={leadPageWindow({ ...filter, status: params.status })}
          filter={{ ...filter, status: params.status }}
          matches={plan.matches}
          searched={plan.word ? params.q : ''}
          hrefOf={hrefOf}
          onChange={report}
          onClear={(what) => change(what === 'search' ? { q: null } : { status: null, industry: null })}
        />
      )}
      {params.lead && <LeadDetailDialog id={params.lead} onClose={() => change({ lead: null })} parts={slots} />}
    </PortalPage>
  );
}

/**
 * The search box: what is typed goes into the address once typing pauses; the box also follows the address when
 * it changes otherwise (Clear search, Back).
 */
function SearchField({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useSearchText(value);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), SEARCH_AFTER_MS);
    return () => clearTimeout(timer);
    // Only the typed text starts a search; the address following it must not start another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <SearchInput
      type="search"
      size="small"
      label="Search name, email or message"
      helperText="Whole words of the message; names and emails from their first two letters."
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flexGrow: 1, maxWidth: { sm: 480 } }}
    />
  );
}
