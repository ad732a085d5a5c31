import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { byActivity, useClientProjects } from '@/lib/firestore/projects';

import { ARCHIVED_SHOWN } from './project-params';
import { NextMilestone, ProjectProgress, ProjectStatusChip } from './project-parts';

const projectsHref = (query: string) => `${paths.admin.projects.getHref()}?${query}`;

/**
 * A client's projects on their record: those under way first (progress and next milestone), then the rest, each
 * opening on the Projects screen; that screen, filtered to the client, pages through them all.
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
        const rows = [...projects.data].sort((a, b) => Number(isDone(a)) - Number(isDone(b)) || byActivity(a, b));
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
              <ListItem key={project.id} disableGutters divider sx={{ display: 'block', py: 1.5 }}>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}
                >
                  <Link
                    component={RouterLink}
                    to={projectsHref(`project=${encodeURIComponent(project.id)}`)}
                    sx={{ fontWeight: 600 }}
                  >
                    {project.name}
                  </Link>
                  <ProjectStatusChip status={project.status} archived={project.archived} />
                </Stack>
                {!isDone(project) && (
                  <>
                    <ProjectProgress name={project.name} progress={project.progress} />
                    <NextMilestone milestones={project.milestones} />
                  </>
                )}
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}

const isDone = (project: { archived: boolean; status: string }) => project.archived || project.status === 'completed';
