import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { clientLabel } from '@agency/common';

import { PortalPage } from '@/components/page/portal-page';
import { RecordUnavailable } from '@/components/page/record-unavailable';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { type Project, useProject } from '@/lib/firestore/projects';
import { documentIdOr } from '@/lib/use-query-params';

import { MilestoneSteps } from './milestone-steps';
import { ProjectEditorDialog } from './project-editor-dialog';
import { NextMilestone, ProjectProgress, ProjectStatusChip, serviceLabel } from './project-parts';

/** A section of another feature about one project of one client. */
type ProjectPart = ComponentType<{ clientId: string; projectId: string; projectName: string }>;

/** What the project record shows of other features (the router passes them in, so no feature imports another). */
export interface ProjectRecordParts {
  Files: ProjectPart;
  QuotesAndInvoices: ProjectPart;
  Conversation: ProjectPart;
  Timeline: ProjectPart;
}

/**
 * /webmin1010/projects/{id}: one project in one place for the agency: its summary, status, dates and milestones
 * (edited in the project's dialog, whose actions stay in sight), its files and deliverables with their approvals,
 * its quotes and invoices, its conversation and its timeline, with the way back to its client. The client's own
 * project page shows the same facts in their words.
 */
export default function AdminProjectPage({ meta, slots }: SlottedPageProps<ProjectRecordParts>) {
  const { projectId } = useParams();
  // A hand-edited address that could name no document is a project that does not exist.
  const id = documentIdOr(projectId ?? null, null);
  const live = useProject(id, 'card');
  const back = (
    <Button component={RouterLink} to={paths.admin.projects.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      All projects
    </Button>
  );

  if (live.status !== 'ready') {
    return (
      <RecordUnavailable
        meta={meta}
        title="Project"
        back={back}
        status={live.status}
        retry={live.retry}
        missing="No project has this address. The link may be wrong, or the project may have been removed."
      />
    );
  }
  return <ProjectRecord project={live.data} meta={meta} slots={slots} back={back} />;
}

function ProjectRecord({
  project,
  meta,
  slots,
  back,
}: Pick<SlottedPageProps<ProjectRecordParts>, 'meta' | 'slots'> & { project: Project; back: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const part = { clientId: project.clientId, projectId: project.id, projectName: project.name };
  return (
    <PortalPage
      meta={meta}
      title={project.name}
      headTitle={`${project.name} · Projects`}
      intro={<ProjectHeader project={project} />}
      actions={
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit project
        </Button>
      }
    >
      {back}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Summary">
            {project.summary ? (
              <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{project.summary}</Typography>
            ) : (
              <Typography color="textSecondary" sx={{ mb: 2 }}>
                No summary yet: Edit project to say what the work is, in words the client reads too.
              </Typography>
            )}
            <ProjectProgress name={project.name} progress={project.progress} />
            <NextMilestone milestones={project.milestones} />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              {project.startDate ? (
                <>
                  Started <When date={project.startDate} format="day" />.{' '}
                </>
              ) : (
                'No start date. '
              )}
              {project.dueDate ? (
                <>
                  Due <When date={project.dueDate} format="day" />.
                </>
              ) : (
                'No due date.'
              )}
            </Typography>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Milestones">
            <MilestoneSteps milestones={project.milestones} />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Files {...part} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Conversation {...part} />
        </Grid>
        <Grid size={12}>
          <slots.QuotesAndInvoices {...part} />
        </Grid>
        <Grid size={12}>
          <slots.Timeline {...part} />
        </Grid>
      </Grid>
      {/* Made afresh at each opening, so it starts from the project as it is now, not as it was first shown. */}
      {editing && <ProjectEditorDialog open project={project} onClose={() => setEditing(false)} />}
    </PortalPage>
  );
}

/** Under the name: status, service and whose project it is (their record, linked). */
function ProjectHeader({ project }: { project: Project }) {
  const nameOf = useClientNamesOf([project]);
  const names = nameOf(project);
  return (
    <Stack direction="row" spacing={1.5} useFlexGap component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ProjectStatusChip status={project.status} archived={project.archived} />
      <span>{serviceLabel(project.service)}</span>
      <span>
        For{' '}
        <Link component={RouterLink} to={paths.admin.client.getHref(project.clientId)}>
          {names ? clientLabel(names) : 'the client'}
        </Link>
      </span>
    </Stack>
  );
}

/** A card of the record, as the client record frames its own. */
function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
