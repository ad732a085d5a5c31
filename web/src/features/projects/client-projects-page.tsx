import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '@/components/page/empty-state';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { byActivity, CLIENT_PROJECTS_SHOWN, type Project, useOwnProjects } from '@/lib/firestore/projects';

import { NextMilestone, ProjectProgress, ProjectStatusChip, serviceLabel } from './project-parts';

/** /client/projects: the client's projects, live, the ones still going first. */
export default function ClientProjectsPage({ meta }: PageProps) {
  return (
    <PortalPage meta={meta} title="Your projects" intro="Follow each project as it moves, milestone by milestone.">
      <ProjectList />
    </PortalPage>
  );
}

function ProjectList() {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const [max, setMax] = useState(CLIENT_PROJECTS_SHOWN);
  const live = useOwnProjects(uid, 'page', max);
  if (live.status === 'loading') return <PageLoader />;
  const projects = [...live.data].filter((project) => !project.archived).sort(byActivity);
  // A full read may have left older projects unread: they are a press away.
  const more = live.data.length >= max;
  if (!projects.length && !more) return <NoProjects />;
  return (
    <>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Projects">
        {projects.map((project) => (
          <Grid key={project.id} size={{ xs: 12, md: 6 }} component="li">
            <ProjectCard project={project} />
          </Grid>
        ))}
      </Grid>
      {more && (
        <Button
          variant="outlined"
          sx={{ mt: 3 }}
          disabled={live.moving}
          onClick={() => setMax((shown) => shown + CLIENT_PROJECTS_SHOWN)}
        >
          Show more projects
        </Button>
      )}
    </>
  );
}

function ProjectCard({ project }: { project: Project }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.client.project.getHref(project.id)}
        sx={{ height: '100%', alignItems: 'stretch' }}
      >
        <CardContent>
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
              <div>
                <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                  {project.name}
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {serviceLabel(project.service)}
                </Typography>
              </div>
              <ProjectStatusChip status={project.status} />
            </Stack>
            <ProjectProgress name={project.name} progress={project.progress} />
            <NextMilestone milestones={project.milestones} />
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

function NoProjects() {
  return (
    <EmptyState
      title="No projects yet"
      action={
        <Button component={RouterLink} to={paths.client.messages.getHref()} variant="contained">
          Message us
        </Button>
      }
    >
      Once we agree on the work together, your project appears here with its milestones, and you can follow it step by
      step. Tell us what you have in mind and we will get back to you.
    </EmptyState>
  );
}
