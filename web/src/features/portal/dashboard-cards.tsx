import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { clientEntryLink } from '@/components/activity/client-entry-link';
import { TimelineList } from '@/components/activity/timeline-list';
import { shortUrl } from '@/components/assessments/assessment-runs-list';
import { ClientAssessmentRunner } from '@/components/assessments/client-assessment-runner';
import { RunEndAnnouncer } from '@/components/assessments/run-end-announcer';
import { RunOutcome, useFocusAfterRun } from '@/components/assessments/run-outcome';
import { NextMilestone, ProjectProgress, ProjectStatusChip } from '@/components/projects/project-parts';
import { DayText } from '@/components/quotes/day-text';
import { paths } from '@/config/paths';
import { type Assessment, isUnderWay, useClientAssessments } from '@/lib/firestore/assessments';
import { latestVersions, useClientFiles } from '@/lib/firestore/files';
import { byActivity, useClientTimeline, useOwnProjects } from '@/lib/firestore/projects';
import { useOwnProfile } from '@/lib/firestore/use-own-profile';

import { DashboardCard, EmptyCard } from './dashboard-card';

/** How many of each the dashboard shows; the screen behind each card has the rest. */
const SHOWN = { projects: 3, files: 4, timeline: 6 } as const;

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
          .slice(0, SHOWN.projects);
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

/** The newest few files (their latest versions), each opening on the files screen. */
export function RecentFilesCard({ uid }: { uid: string }) {
  const files = useClientFiles(uid, 'card');
  return (
    <DashboardCard title="Recent files" more={{ to: paths.client.files.getHref(), label: 'All files' }} reads={[files]}>
      {() => {
        if (files.status !== 'ready') return null;
        const recent = latestVersions(files.data).slice(0, SHOWN.files);
        if (!recent.length) {
          return (
            <EmptyCard
              text="No files yet. Upload your logo, photos or copy for us, and the work we send you will show here too."
              action={{ to: paths.client.files.getHref(), label: 'Upload files' }}
            />
          );
        }
        return (
          <List dense aria-label="Recent files" disablePadding>
            {recent.map((file) => (
              <ListItem key={file.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={`${paths.client.files.getHref()}?file=${encodeURIComponent(file.id)}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {file.title}
                    </Link>
                  }
                  secondary={
                    <>
                      {file.uploaderRole === 'agency' ? 'From the team' : 'From you'}
                      {file.version > 1 && `, version ${file.version}`} · <DayText date={file.createdAt} />
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}

/**
 * The free website assessment the portal promises (spec: "Join the Portal – Free Assessment"). Until the client
 * has told us about their business, that step first; then their latest run (its progress while it runs, its score
 * and report once done) or, with none yet, what it checks and the form to run one for the website in their profile
 * or another address.
 */
export function AssessmentCard({ onboarded }: { onboarded: boolean }) {
  const title = 'Your free website assessment';
  if (!onboarded) {
    return (
      <DashboardCard title={title}>
        {() => (
          <Stack spacing={2}>
            <Typography>{ASSESSMENT_PITCH}</Typography>
            <EmptyCard
              text="Tell us about your business and your website first, and then run it here."
              action={{ to: paths.client.onboarding.getHref(), label: 'Tell us about your business' }}
            />
          </Stack>
        )}
      </DashboardCard>
    );
  }
  return <LatestAssessmentCard title={title} />;
}

const ASSESSMENT_PITCH =
  'A free check of your website: how secure and fast it is, how well search engines and social sites read it, ' +
  'and how it works on phones. A run takes a few seconds, and the report says what to fix first.';

function LatestAssessmentCard({ title }: { title: string }) {
  const { user, profile } = useOwnProfile();
  const runs = useClientAssessments(user?.uid ?? null, 'card', 1);
  const latestRun = runs.status === 'ready' ? runs.data[0] : undefined;
  const { progressFocus, targetRef } = useFocusAfterRun(!!latestRun && !isUnderWay(latestRun));
  return (
    <DashboardCard
      title={title}
      more={{ to: paths.client.assessments.getHref(), label: 'Past runs' }}
      reads={[runs]}
      skeletonRows={2}
    >
      {() => {
        if (runs.status !== 'ready') return null;
        const latest = runs.data[0];
        return (
          <>
            <RunEndAnnouncer latest={latest} />
            {!latest || isUnderWay(latest) ? (
              <Stack spacing={2} {...progressFocus}>
                {!latest && <Typography>{ASSESSMENT_PITCH}</Typography>}
                <ClientAssessmentRunner
                  runs={runs.data}
                  website={profile?.website ?? ''}
                  idPrefix="dashboard-assessment"
                />
              </Stack>
            ) : (
              <LatestAssessment assessment={latest} focusRef={targetRef} />
            )}
          </>
        );
      }}
    </DashboardCard>
  );
}

/** The latest finished run: its score in plain words (or why it failed), and its report. */
function LatestAssessment({
  assessment,
  focusRef,
}: {
  assessment: Assessment;
  focusRef: RefObject<HTMLElement | null>;
}) {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {shortUrl(assessment.url)} · <DayText date={assessment.createdAt} />
        {assessment.requestedByRole === 'admin' && ' · Run by the team'}
      </Typography>
      <RunOutcome
        assessment={assessment}
        focusRef={focusRef}
        actions={
          <Button component={RouterLink} to={paths.client.assessments.getHref()} variant="outlined" size="small">
            Run another
          </Button>
        }
      />
    </Stack>
  );
}

/** The newest entries of everything on the client's timelines, each linking to where it is dealt with. */
export function TimelineCard({ uid }: { uid: string }) {
  const entries = useClientTimeline(uid, SHOWN.timeline, 'card');
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
