import type { Firestore } from 'firebase-admin/firestore';

import { calendarDayOf, COLLECTIONS, type NewActivity, type ProjectDocument, startOfCalendarDay } from '@agency/common';

import { milestone, project } from '../../tests/support/factories';

import { DEMO_CLIENT_NAMES, demoEntry, demoPeople } from './demo-activity';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A Queensland day `days` from today (negative: in the past), so the demo portal is current whenever it runs. */
const day = (days: number) => calendarDayOf(new Date(Date.now() + days * DAY_MS));
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** The demo projects' names by id, which the other demo documents' entries copy. */
export const DEMO_PROJECT_NAMES: Record<string, string> = {
  'demo-website-rebuild': 'Website rebuild',
  'demo-local-seo': 'Local search set-up',
};

/**
 * The demo client's projects, as an agency would have them a few weeks in: a website rebuild in progress (some
 * milestones done) and a finished search-optimisation project, each with the timeline entries functions would
 * have written. Fixed ids, so seeding twice changes nothing.
 */
export async function seedDemoProjects(db: Firestore, uids: { admin: string; client: string }): Promise<void> {
  const clientId = uids.client;
  const projects: Record<string, ProjectDocument<Date>> = {
    'demo-website-rebuild': project({
      clientId,
      ...DEMO_CLIENT_NAMES,
      name: DEMO_PROJECT_NAMES['demo-website-rebuild'],
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
          title: 'Look and feel approved',
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
      ...DEMO_CLIENT_NAMES,
      name: DEMO_PROJECT_NAMES['demo-local-seo'],
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

  const { admin, about } = demoPeople(uids);
  /** One timeline entry of the administrator's, as saveProject writes it. */
  const entry = (id: string, projectId: string, at: Date, fact: Pick<NewActivity, 'type' | 'details'>) =>
    [
      `demo-${id}`,
      demoEntry({ ...admin, ...about, projectId, projectName: projects[projectId]!.name, ...fact } as NewActivity, at),
    ] as const;
  const completed = (milestoneId: string, milestoneTitle: string) =>
    ({ type: 'milestone_completed', details: { milestoneId, milestoneTitle } }) as const;
  const timeline = [
    entry('seo-created', 'demo-local-seo', daysAgo(70), { type: 'project_created', details: {} }),
    entry('seo-profile', 'demo-local-seo', daysAgo(61), completed('profile', 'Google Business Profile verified')),
    entry('seo-listings', 'demo-local-seo', daysAgo(49), completed('listings', 'Local listings consistent')),
    entry('seo-report', 'demo-local-seo', daysAgo(41), completed('report', 'First keyword report delivered')),
    entry('seo-done', 'demo-local-seo', daysAgo(41), {
      type: 'project_status_changed',
      details: { from: 'in-progress', to: 'completed' },
    }),
    entry('site-created', 'demo-website-rebuild', daysAgo(28), { type: 'project_created', details: {} }),
    entry('site-started', 'demo-website-rebuild', daysAgo(27), {
      type: 'project_status_changed',
      details: { from: 'planning', to: 'in-progress' },
    }),
    entry('site-brief', 'demo-website-rebuild', daysAgo(22), completed('brief', 'Brief and sitemap agreed')),
    entry('site-design', 'demo-website-rebuild', daysAgo(6), completed('design', 'Look and feel approved')),
  ];

  const batch = db.batch();
  for (const [id, data] of Object.entries(projects)) {
    batch.set(db.collection(COLLECTIONS.projects).doc(id), data);
  }
  for (const [id, data] of timeline) batch.set(db.collection(COLLECTIONS.activity).doc(id), data);
  await batch.commit();
}
