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
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { LEAD_STATUS_LABELS } from '@agency/common';

import { EmptyState } from '@/components/page/empty-state';
import { PageLoader } from '@/components/page-loader';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Lead, LeadFilter } from '@/lib/firestore/leads';

import { LeadMeta, MessageExcerpt } from './lead-card-text';
import { STATUS_COLORS } from './lead-labels';
import { type ReportChange, useLeads, useReportChange } from './use-leads';

export const PAGE_SIZE = 20;

interface LeadsListProps {
  filter: LeadFilter;
  matches: (lead: Lead) => boolean;
  hrefOf: (id: string) => string;
  /** Told the ids and statuses on show whenever they change, so the counts can follow. */
  onChange: ReportChange;
}

/** Newest first, live, PAGE_SIZE more with each "Load more". */
export function LeadsList({ filter, matches, hrefOf, onChange }: LeadsListProps) {
  const [pages, setPages] = useState(1);
  const max = pages * PAGE_SIZE;
  const { leads, error } = useLeads(filter, max);
  useReportChange('list', leads, onChange);
  if (error) return <Alert severity="error">The leads could not be loaded: {firebaseErrorMessage(error)}</Alert>;
  if (!leads) return <PageLoader />;
  const shown = leads.filter(matches);
  return (
    <>
      {shown.length === 0 ? (
        <EmptyState>No leads match.</EmptyState>
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
                      </>
                    }
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
      )}
      {leads.length === max && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => setPages((now) => now + 1)}>
            Load more
          </Button>
        </Stack>
      )}
    </>
  );
}
