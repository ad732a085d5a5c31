import type { Firestore } from 'firebase-admin/firestore';

import {
  type ActivityDocument,
  calendarDayOf,
  COLLECTIONS,
  type ProjectDocument,
  startOfCalendarDay,
} from '@agency/common';

import { activityEntry, milestone, project } from '../../tests/support/factories';

import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Queensland day `days` from today (negative: in the past), so the demo portal is current whenever it runs. */
const day = (days: number) => calendarDayOf(new Date(Date.now() + days * DAY_MS));
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/**
 * The demo client's projects, as an agency would have them a few weeks in: a website rebuild in progress (some
 * milestones done) and a finished search-optimisation project, each with the timeline entries functions would
 * have written. Fixed ids, so seeding twice changes nothing.
 */
export async function seedDemoProjects(db: Firestore, uids: { admin: string; client: string }): Promise<void> {
  const admin = DEMO_ACCOUNTS.admin.displayName;
  const clientId = uids.client;
  const projects: Record<string, ProjectDocument<Date>> = {
    'demo-website-rebuild': project({
      clientId,
      name: 'Website rebuild',
      service: 'web-design',
      status: 'in-progress',
      summary:
        'A calm, modern site for the practice: online bookings, fast on phones, and written so Google understands it.',
      startDate: startOfCalendarDay(day(-28)),
      dueDate: startOfCalendarDay(day(24)),
      milestones: [
        milestone({
          id: 'brief',
          title: 'Brief and sitemap agreed',
          status: 'done',
          due: day(-21),
          completedAt: daysAgo(22),
        }),
        milestone({
          id: 'design',
          title: 'Home page design approved',
          status: 'done',
          due: day(-7),
          completedAt: daysAgo(6),
        }),
        milestone({ id: 'build', title: 'Pages built and bookings connected', status: 'in-progress', due: day(10) }),
        milestone({ id: 'content', title: 'Content and photos in place', due: day(17) }),
        milestone({ id: 'launch', title: 'Site launched', due: day(24) }),
      ],
      createdAt: daysAgo(28),
      updatedAt: daysAgo(6),
    }),
    'demo-local-seo': project({
      clientId,
      name: 'Local search set-up',
      service: 'search-optimisation',
      status: 'completed',
      summary: 'Google Business Profile, local listings and the first keyword report.',
      startDate: startOfCalendarDay(day(-70)),
      dueDate: startOfCalendarDay(day(-40)),
      milestones: [
        milestone({
          id: 'profile',
          title: 'Google Business Profile verified',
          status: 'done',
          due: day(-60),
          completedAt: daysAgo(61),
        }),
        milestone({
          id: 'listings',
          title: 'Local listings consistent',
          status: 'done',
          due: day(-50),
          completedAt: daysAgo(49),
        }),
        milestone({
          id: 'report',
          title: 'First keyword report delivered',
          status: 'done',
          due: day(-40),
          completedAt: daysAgo(41),
        }),
      ],
      createdAt: daysAgo(70),
      updatedAt: daysAgo(41),
    }),
  };

  const entry = (
    id: string,
    projectId: string,
    at: Date,
    type: ActivityDocument<Date>['type'],
    summary: string,
  ): [string, ActivityDocument<Date>] => [
    `demo-${id}`,
    activityEntry({
      type,
      actor: uids.admin,
      subjectUid: clientId,
      clientId,
      projectId,
      clientVisible: true,
      summary: `${admin} ${summary}`,
      createdAt: at,
    }),
  ];
  const timeline = [
    entry(
      'seo-created',
      'demo-local-seo',
      daysAgo(70),
      'project_created',
      'started the project “Local search set-up”.',
    ),
    entry(
      'seo-profile',
      'demo-local-seo',
      daysAgo(61),
      'milestone_completed',
      'completed the milestone “Google Business Profile verified”.',
    ),
    entry(
      'seo-listings',
      'demo-local-seo',
      daysAgo(49),
      'milestone_completed',
      'completed the milestone “Local listings consistent”.',
    ),
    entry(
      'seo-report',
      'demo-local-seo',
      daysAgo(41),
      'milestone_completed',
      'completed the milestone “First keyword report delivered”.',
    ),
    entry(
      'seo-done',
      'demo-local-seo',
      daysAgo(41),
      'project_status_changed',
      'changed the status of “Local search set-up” to Completed.',
    ),
    entry(
      'site-created',
      'demo-website-rebuild',
      daysAgo(28),
      'project_created',
      'started the project “Website rebuild”.',
    ),
    entry(
      'site-started',
      'demo-website-rebuild',
      daysAgo(27),
      'project_status_changed',
      'changed the status of “Website rebuild” to In progress.',
    ),
    entry(
      'site-brief',
      'demo-website-rebuild',
      daysAgo(22),
      'milestone_completed',
      'completed the milestone “Brief and sitemap agreed”.',
    ),
    entry(
      'site-design',
      'demo-website-rebuild',
      daysAgo(6),
      'milestone_completed',
      'completed the milestone “Home page design approved”.',
    ),
  ];

  const batch = db.batch();
  for (const [id, data] of Object.entries(projects)) batch.set(db.collection(COLLECTIONS.projects).doc(id), data);
  for (const [id, data] of timeline) batch.set(db.collection(COLLECTIONS.activity).doc(id), data);
  await batch.commit();
}
