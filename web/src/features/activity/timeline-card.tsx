import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { clientEntryLink } from '@/features/activity/client-entry-link';
import { TimelineList } from '@/features/activity/timeline-list';
import { useClientTimeline } from '@/lib/firestore/projects';

/** How many the dashboard shows. */
const SHOWN = 6;

/** The newest entries of everything on the client's timelines, each linking to where it is dealt with. */
export function TimelineCard({ uid, later = false }: { uid: string; later?: boolean }) {
  const entries = useClientTimeline(uid, SHOWN, 'card', later);
  return (
    <DashboardCard title="Recent activity" reads={[entries]}>
      {() => {
        if (entries.status !== 'ready') return null;
        if (!entries.data.length) {
          return (
            <EmptyCard text="Nothing has happened yet. Quotes, files, messages and each step of your projects will be listed here as they happen." />
          );
        }
        return <TimelineList entries={entries.data} label="Recent activity" readerUid={uid} linkOf={clientEntryLink} />;
      }}
    </DashboardCard>
  );
}
