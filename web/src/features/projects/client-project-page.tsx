import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, use, useMemo, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router-dom';

import { PageErrorBoundary, PageErrorFallback, type PageErrorProps } from '@/components/page-error';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import { PageHead } from '@/components/seo/page-head';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { openThread } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { useProject } from '@/lib/firestore/projects';
import { useProjectThreads } from '@/lib/firestore/threads';

import { MilestoneSteps } from './milestone-steps';
import { ProjectProgress, ProjectStatusChip, serviceLabel } from './project-parts';

/** A section of another feature about one of the client's projects. */
type ProjectPart = ComponentType<{ clientId: string; projectId: string }>;

/** What other features show on a project's page (the router passes them in). */
export interface ClientProjectSlots {
  ProjectTimeline: ProjectPart;
  ProjectFiles: ProjectPart;
  ProjectQuotes: ProjectPart;
}

/** Said the same whether the rules refused the project (another client's, or none) or it has gone since. */
const NOT_FOUND = {
  title: 'Project not found',
  description: (
    <>
      There is no project at this address in your portal: the link may be wrong, or the project may have moved. See{' '}
      <Link component={RouterLink} to={paths.client.projects.getHref()}>
        your projects
      </Link>
      .
    </>
  ),
  actions: (
    <Button component={RouterLink} to={paths.client.projects.getHref()} variant="contained">
      Back to your projects
    </Button>
  ),
};

/**
 * /client/projects/{id}: one of the client's projects. The rules refuse a project that is not theirs (or does
 * not exist) outright, which this page tells as "not found": it never says whose a project is, or shows any of it.
 */
export default function ClientProjectPage({ meta, slots }: SlottedPageProps<ClientProjectSlots>) {
  const { pathname } = useLocation();
  const { id = '' } = useParams();
  const AreaFallback = use(PageErrorFallback);
  const NotFoundFallback = useMemo(
    () =>
      function ProjectError(props: PageErrorProps) {
        return <AreaFallback {...props} refused={NOT_FOUND} />;
      },
    [AreaFallback],
  );
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageErrorFallback value={NotFoundFallback}>
        <PageErrorBoundary resetKey={id}>
          <ProjectDetails
            id={id}
            head={(title) => <PageHead title={title} description={meta.description} path={pathname} noIndex />}
            fallbackTitle={meta.title}
            parts={slots}
          />
        </PageErrorBoundary>
      </PageErrorFallback>
    </Container>
  );
}

interface DetailsProps {
  id: string;
  /** The page's head, titled for what shows: the project's name once it has loaded. */
  head: (title: string) => ReactNode;
  fallbackTitle: string;
  parts: ClientProjectSlots;
}

function ProjectDetails({ id, head, fallbackTitle, parts }: DetailsProps) {
  const { ProjectTimeline, ProjectFiles, ProjectQuotes } = parts;
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const { status, data: project } = useProject(id, 'page');
  if (status === 'loading') {
    return (
      <>
        {head(fallbackTitle)}
        <PageLoader />
      </>
    );
  }
  if (!project || project.clientId !== uid) {
    return (
      <>
        {head(NOT_FOUND.title)}
        <ProjectNotFound />
      </>
    );
  }
  return (
    <Stack spacing={3}>
      {head(project.name)}
      <div>
        <Button component={RouterLink} to={paths.client.projects.getHref()} sx={{ mb: 1, ml: -1 }}>
          ← All projects
        </Button>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography variant="h1">{project.name}</Typography>
          <ProjectStatusChip status={project.status} archived={project.archived} />
        </Stack>
        <Typography color="textSecondary">{serviceLabel(project.service)}</Typography>
      </div>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <SectionCard title="About this project">
              {project.summary && <Typography sx={{ mb: 2, whiteSpace: 'pre-line' }}>{project.summary}</Typography>}
              <ProjectProgress name={project.name} progress={project.progress} />
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                {project.startDate && (
                  <>
                    Started <When date={project.startDate} format="day" />.{' '}
                  </>
                )}
                {project.dueDate && (
                  <>
                    Due <When date={project.dueDate} format="day" />.
                  </>
                )}
              </Typography>
            </SectionCard>
            <SectionCard title="Milestones">
              <MilestoneSteps milestones={project.milestones} />
            </SectionCard>
            {/* What may wait on the client (a file to approve, a message to answer) before the history. */}
            <SectionCard title="Files">
              <ProjectFiles clientId={uid} projectId={project.id} />
            </SectionCard>
            <SectionCard title="Messages">
              <ProjectMessages clientId={uid} projectId={project.id} />
            </SectionCard>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SectionCard title="Timeline">
            <ProjectTimeline clientId={uid} projectId={project.id} />
          </SectionCard>
        </Grid>
      </Grid>
      {/* Full width: a list of figures needs the room. */}
      <SectionCard title="Quotes and invoices">
        <ProjectQuotes clientId={uid} projectId={project.id} />
      </SectionCard>
    </Stack>
  );
}

function ProjectNotFound() {
  return (
    <Stack spacing={2} sx={{ py: 6, textAlign: 'center', alignItems: 'center' }} role="alert">
      <Typography variant="h1">{NOT_FOUND.title}</Typography>
      <Typography color="textSecondary">{NOT_FOUND.description}</Typography>
      {NOT_FOUND.actions}
    </Stack>
  );
}

/**
 * The project's conversation: its last message and unread count once it exists, and the way to it, which
 * starts it the first time (openThread makes it, once, whoever asks first).
 */
function ProjectMessages({ clientId, projectId }: { clientId: string; projectId: string }) {
  const navigate = useNavigate();
  const threads = useProjectThreads(clientId, projectId, 'page');
  const thread = threads.data?.[0];
  const [opening, setOpening] = useState(false);
  const open = async () => {
    if (thread) return void navigate(paths.client.thread.getHref(thread.id));
    setOpening(true);
    try {
      const { threadId } = await openThread({ projectId });
      void navigate(paths.client.thread.getHref(threadId));
    } catch (error) {
      setOpening(false);
      notify.error('Could not open the conversation', firebaseErrorMessage(error));
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {thread?.lastMessageAt ? (
        <Typography color="textSecondary">
          {thread.unreadForClient > 0 && <strong>{thread.unreadForClient} unread. </strong>}
          Last message <When date={thread.lastMessageAt} format="recent" inSentence />: “{thread.lastMessagePreview}”
        </Typography>
      ) : (
        <Typography color="textSecondary">Questions or changes about this project? Ask the team here.</Typography>
      )}
      <Button variant="contained" onClick={() => void open()} disabled={opening}>
        {opening ? 'Opening...' : 'Message us about this project'}
      </Button>
    </Stack>
  );
}
