import List from '@mui/material/List';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { byActivity, useClientProjects } from '@/lib/firestore/projects';

import { ARCHIVED_SHOWN } from './project-params';
import { isUnderWay, ProjectListItem } from './project-parts';

const projectsHref = (query: string) => `${paths.admin.projects.getHref()}?${query}`;

/**
 * A client's projects on their record: those under way first (progress and next milestone), then the rest, each
 * opening its own record; the Projects screen, filtered to the client, pages through them all.
 */
export function ClientRecordProjects({ clientId }: { clientId: string }) {
  const projects = useClientProjects(clientId, 'card');
  const client = encodeURIComponent(clientId);
  return (
    <DashboardCard
      title="Projects"
      more={{ to: projectsHref(`client=${client}&archived=${ARCHIVED_SHOWN}`), label: 'All projects' }}
      reads={[projects]}
    >
      {() => {
        if (projects.status !== 'ready') return null;
        const rows = [...projects.data].sort(
          (a, b) => Number(isUnderWay(b)) - Number(isUnderWay(a)) || byActivity(a, b),
        );
        if (!rows.length) {
          return (
            <EmptyCard
              text="No projects yet. Start one when the work is agreed: its milestones show here and in the client’s portal."
              action={{ to: projectsHref(`new=${client}`), label: 'New project' }}
            />
          );
        }
        return (
          <List aria-label="Projects, those under way first" disablePadding>
            {rows.map((project) => (
              <ProjectListItem key={project.id} project={project} to={paths.admin.project.getHref(project.id)} />
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}
