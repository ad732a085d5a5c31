import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';

import { PortalPage } from '@/components/page/portal-page';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { type ActivityRow, useRecentActivity } from '@/lib/firestore/activity';
import { useNewLeads } from '@/lib/firestore/figures';
import { useArrived } from '@/lib/firestore/live';

import { FiguresSection } from './figures-section';
import { FollowUpsDue } from './follow-ups-due';
import { NeedsAttention } from './needs-attention';
import { RECENT_ACTIVITY, RecentActivity } from './recent-activity';
import { useFigures } from './use-figures';

/** How often the clock behind "overdue" and "expiring within a week" moves on, and the figures are counted again. */
const TICK_MS = 5 * 60 * 1000;

/**
 * /webmin1010: where the agency starts its day. What needs it (live), the figures (counted by the server,
 * docs/decisions/018-dashboards-and-figures.md) and the newest activity (live).
 */
/** What the dashboard takes from the activity feature (the router passes it in). */
export interface AdminDashboardSlots {
  /** Where an activity entry is dealt with, or null. */
  activityHref: (row: ActivityRow) => string | null;
}

export default function AdminDashboardPage({ meta, slots }: SlottedPageProps<AdminDashboardSlots>) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const [attentionAttempt, setAttentionAttempt] = useState(0);
  const [activityAttempt, setActivityAttempt] = useState(0);
  const [followUpsAttempt, setFollowUpsAttempt] = useState(0);

  // The log (the costliest read here) is asked for once Needs attention's lists are in, so it never holds them up.
  const [attentionIn, attentionArrived] = useArrived();
  const activity = useRecentActivity(RECENT_ACTIVITY, activityAttempt, !attentionIn);
  const newLeads = useNewLeads(attentionAttempt);

  // Functions log every business event (a quote sent, a payment, a project's change) and a lead arrives as a new
  // lead: either list changing means the figures may have, so they are counted again; and when the clock ticks.
  // Not before both lists are in (or failed): what needs the agency comes first.
  const listsIn = activity.status !== 'loading' && newLeads.status !== 'loading';
  const changed = listsIn
    ? [
        activity.status === 'ready' ? (activity.data[0]?.id ?? '') : activity.status,
        newLeads.status === 'ready' ? newLeads.data.map((lead) => lead.id).join() : newLeads.status,
        now.getTime(),
      ].join('|')
    : null;
  const figures = useFigures(changed);
  const newLeadTotal = figures.state.status === 'ready' ? figures.state.figures.leadsByStatus.new : null;

  return (
    <PortalPage meta={meta} maxWidth="xl">
      <Stack spacing={4}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Stack spacing={3}>
              <NeedsAttention
                now={now}
                attempt={attentionAttempt}
                onRetry={() => setAttentionAttempt((count) => count + 1)}
                newLeadTotal={newLeadTotal}
                onIn={attentionArrived}
              />
              <FollowUpsDue
                now={now}
                attempt={followUpsAttempt}
                onRetry={() => setFollowUpsAttempt((count) => count + 1)}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <RecentActivity
              entries={activity}
              onRetry={() => setActivityAttempt((count) => count + 1)}
              hrefOf={slots.activityHref}
            />
          </Grid>
        </Grid>
        <FiguresSection state={figures.state} onRefresh={figures.refresh} />
      </Stack>
    </PortalPage>
  );
}
