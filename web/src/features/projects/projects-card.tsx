import List from '@mui/material/List';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { isUnderWay, ProjectListItem } from '@/features/projects/project-parts';
import { byActivity, useOwnProjects } from '@/lib/firestore/projects';

/** How many the dashboard shows; the projects screen has the rest. */
const SHOWN = 3;

/** The projects still going, with their progress and next milestone. */
export function ProjectsCard({ uid }: { uid: string }) {
  const projects = useOwnProjects(uid, 'card');
  return (
    <DashboardCard
      title="Your projects"
      more={{ to: paths.client.projects.getHref(), label: 'All projects' }}
      reads={[projects]}
    >
      {() => {
        if (projects.status !== 'ready') return null;
        const active = projects.data.filter(isUnderWay).sort(byActivity).slice(0, SHOWN);
        if (!active.length) {
          return (
            <EmptyCard
              text={
                projects.data.length
                  ? 'No project is under way right now. Your finished projects are under All projects; tell us what you would like next.'
                  : 'Once we agree on the work together, your project shows here with its progress and next milestone. Tell us what you have in mind.'
              }
              action={{ to: paths.client.messages.getHref(), label: 'Message us' }}
            />
          );
        }
        return (
          <List aria-label="Projects under way" disablePadding>
            {active.map((project) => (
              <ProjectListItem key={project.id} project={project} to={paths.client.project.getHref(project.id)} />
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}
