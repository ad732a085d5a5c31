import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { LEAD_STATUS_LABELS } from '@agency/common';

import { EmptyState } from '@/components/page/empty-state';
import { PageNav } from '@/components/page/page-nav';
import { PageLoader } from '@/components/page-loader';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Lead, LeadFilter } from '@/lib/firestore/leads';
import type { PageCursor } from '@/lib/firestore/paging';
import { FIRST_PAGE } from '@/lib/use-page-cursor';
import { useQueryParams } from '@/lib/use-query-params';

import { LeadMeta, LeadPlanLine, MessageExcerpt } from './lead-card-text';
import { STATUS_COLORS } from './lead-labels';
import { type ReportChange, useLeadPageCursor, useLeads, useReportChange } from './use-leads';

interface LeadsListProps {
  filter: LeadFilter;
  matches: (lead: Lead) => boolean;
  /** What was searched for, as typed (empty when the list is not searched). */
  searched: string;
  hrefOf: (id: string) => string;
  /** Told the ids and statuses on show whenever they change, so the counts can follow. */
  onChange: ReportChange;
  /** Clears the search, or every filter, from the empty list's button. */
  onClear: (what: 'search' | 'filters') => void;
}

/**
 * Newest first, live, a page of LEAD_PAGE_SIZE at a time with Previous page and Next page; the page is in the
 * address (docs/decisions/033-cursor-paging.md), so a lead opened and closed, a reload or Back keeps it.
 */
export function LeadsList(props: LeadsListProps) {
  const pageCursor = useLeadPageCursor();
  if (!pageCursor.ready) return <PageLoader />;
  return <LeadsPage {...props} cursor={pageCursor.cursor} onPage={pageCursor.go} />;
}

function LeadsPage({
  filter,
  matches,
  searched,
  hrefOf,
  onChange,
  onClear,
  cursor,
  onPage,
}: LeadsListProps & { cursor: PageCursor | null; onPage: (cursor: PageCursor) => void }) {
  const { page, moving, error } = useLeads(filter, cursor);
  const [, change] = useQueryParams();
  useReportChange('list', page?.rows, onChange);
  if (error) return <Alert severity="error">The leads could not be loaded: {firebaseErrorMessage(error)}</Alert>;
  const shown = page?.rows.filter(matches);
  // Kept rows that none match say nothing of what a new search finds: it is still on its way (leadPageWindow).
  if (!page || !shown || (moving && !shown.length)) return <PageLoader />;
  const paged = page.hasBefore || page.hasAfter;
  return (
    <>
      {shown.length === 0 ? (
        searched ? (
          <EmptyState
            action={
              <Button variant="outlined" onClick={() => onClear('search')}>
                Clear search
              </Button>
            }
          >
            {paged ? `No leads on this page match “${searched}”.` : `No leads match “${searched}”.`}
          </EmptyState>
        ) : cursor ? (
          <EmptyState
            action={
              <Button variant="outlined" onClick={() => change(FIRST_PAGE)}>
                First page
              </Button>
            }
          >
            No more leads this way.
          </EmptyState>
        ) : filter.status || filter.industry ? (
          <EmptyState
            action={
              <Button variant="outlined" onClick={() => onClear('filters')}>
                Show every lead
              </Button>
            }
          >
            No leads match these filters.
          </EmptyState>
        ) : (
          <EmptyState title="No leads yet">Enquiries from the contact form appear here as they arrive.</EmptyState>
        )
      ) : (
        <Paper variant="outlined">
          <List aria-label="Leads" disablePadding>
            {shown.map((lead) => (
              <ListItem key={lead.id} divider disablePadding>
                <ListItemButton component={RouterLink} to={hrefOf(lead.id)} alignItems="flex-start">
                  <ListItemText
                    disableTypography
                    primary={
                      <Stack
                        direction="row"
                        useFlexGap
                        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.25, minWidth: 0 }}
                      >
                        <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                          {lead.name}
                        </Typography>
                        {/* A long address wraps inside the row rather than widening the page on a phone. */}
                        <Typography
                          component="span"
                          variant="body2"
                          color="textSecondary"
                          sx={{ overflowWrap: 'anywhere', minWidth: 0 }}
                        >
                          {lead.email}
                        </Typography>
                        <Chip
                          size="small"
                          variant="outlined"
                          label={LEAD_STATUS_LABELS[lead.status]}
                          color={STATUS_COLORS[lead.status]}
                        />
                      </Stack>
                    }
                    secondary={
                      <>
                        <LeadMeta lead={lead} />
                        <MessageExcerpt lead={lead} />
                        <LeadPlanLine lead={lead} />
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      <PageNav of="leads" page={page} moving={moving} onPage={onPage} />
    </>
  );
}
