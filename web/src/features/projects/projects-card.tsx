import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { NextMilestone, ProjectProgress, ProjectStatusChip } from '@/features/projects/project-parts';
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
        const active = projects.data
          .filter((project) => !project.archived && project.status !== 'completed')
          .sort(byActivity)
          .slice(0, SHOWN);
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
              <ListItem key={project.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                >
                  <Link component={RouterLink} to={paths.client.project.getHref(project.id)} sx={{ fontWeight: 600 }}>
                    {project.name}
                  </Link>
                  <ProjectStatusChip status={project.status} />
                </Stack>
                <ProjectProgress name={project.name} progress={project.progress} />
                <NextMilestone milestones={project.milestones} />
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}
