import type { Firestore } from 'firebase-admin/firestore';

import {
  CLIENT_PRIVATE,
  COLLECTIONS,
  type Industry,
  type LeadDocument,
  leadSearchTerms,
  type LeadStatus,
  type NoteDocument,
} from '@agency/common';

import { lead, SIGNED_UP_AT } from '../../tests/support/factories';

import { DEMO_ACCOUNTS } from './demo-accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface DemoLead {
  id: string;
  daysAgo: number;
  name: string;
  email: string;
  industry: Industry;
  status: LeadStatus;
  message: string;
  notes?: string;
  page?: string | null;
}

/**
 * Contact-form enquiries over the last twelve weeks, in every status and most industries, as the `api` function
 * stores them (search terms included). The first, won, is the demo client's own enquiry (a week before they joined,
 * whatever today is), linked both ways as
 * `inviteClient` links a converted lead. Fixed ids: seeding twice changes nothing but the dates, which stay
 * relative to today so the dashboard's weekly figures always have something to show.
 */
const DEMO_LEADS: DemoLead[] = [
  {
    id: 'demo-lead-01',
    daysAgo: 82,
    name: DEMO_ACCOUNTS.client.displayName,
    email: DEMO_ACCOUNTS.client.email,
    industry: 'natural-health',
    status: 'won',
    message:
      'Hi! We run a naturopathy clinic in Paddington.\nOur website is ten years old and does not work on phones.\n\nCould you help with a rebuild and online bookings?',
    notes: 'Called back the same day. Became our demo client.',
    page: '/',
  },
  {
    id: 'demo-lead-02',
    daysAgo: 76,
    name: 'Marcus Lowe',
    email: 'marcus@lowecoaching.example',
    industry: 'personal-development',
    status: 'lost',
    message: 'Looking for a simple landing page for my coaching workshops. Budget is tight.',
    notes: 'Went with a template builder.',
  },
  {
    id: 'demo-lead-03',
    daysAgo: 68,
    name: 'Priya Natarajan',
    email: 'priya@wholefoodkitchen.example',
    industry: 'nutrition',
    status: 'won',
    message: 'We need recipes, a meal-plan shop and better search rankings for our dietitian practice.',
    notes: 'Signed the search optimisation quote.',
  },
  {
    id: 'demo-lead-04',
    daysAgo: 61,
    name: 'Tom Okafor',
    email: 'tom@reefcare.example',
    industry: 'environmental',
    status: 'qualified',
    message: 'Our reef conservation charity wants a donation page and volunteer sign-ups.',
    notes: 'Board meets next month to approve the budget.',
  },
  {
    id: 'demo-lead-05',
    daysAgo: 54,
    name: 'Hannah Berg',
    email: 'hannah.berg@mindfulpaths.example',
    industry: 'personal-development',
    status: 'contacted',
    message: 'Could you quote for a meditation course site with video lessons?',
    notes: 'Emailed a questionnaire.',
  },
  {
    id: 'demo-lead-06',
    daysAgo: 47,
    name: 'Leo Martins',
    email: 'leo@solarsmart.example',
    industry: 'environmental',
    status: 'lost',
    message: 'Quick question: do you build comparison calculators for solar panels?',
  },
  {
    id: 'demo-lead-07',
    daysAgo: 40,
    name: 'Grace Liu',
    email: 'grace@acupunctureplus.example',
    industry: 'natural-health',
    status: 'qualified',
    message: 'Two clinics, one website. We want online bookings and Google reviews on the page.',
    notes: 'Wants a proposal before Christmas.',
  },
  {
    id: 'demo-lead-08',
    daysAgo: 33,
    name: 'Sam Whitaker',
    email: 'sam@brisbanebakehouse.example',
    industry: 'other',
    status: 'contacted',
    message: 'Our bakery needs an ordering page for cakes. Is that something you do?',
  },
  {
    id: 'demo-lead-09',
    daysAgo: 26,
    name: 'Aroha Ngata',
    email: 'aroha@kaitiakigardens.example',
    industry: 'environmental',
    status: 'new',
    message: 'Community garden looking for a website refresh and an events calendar.',
  },
  {
    id: 'demo-lead-10',
    daysAgo: 19,
    name: 'Daniel Reyes',
    email: 'daniel@strongerdaily.example',
    industry: 'nutrition',
    status: 'contacted',
    message: 'Sports nutritionist. I need a blog, a newsletter sign-up and a booking form.',
    notes: 'Call booked for Thursday 10am.',
  },
  {
    id: 'demo-lead-11',
    daysAgo: 12,
    name: 'Chloe Dubois',
    email: 'chloe@herbalhaven.example',
    industry: 'natural-health',
    status: 'new',
    message: 'Herbal dispensary. We would like an online shop with about 200 products.',
  },
  {
    id: 'demo-lead-12',
    daysAgo: 7,
    name: 'Ethan Park',
    email: 'ethan@growthminds.example',
    industry: 'personal-development',
    status: 'qualified',
    message: 'Podcast and workshop site, plus search optimisation for Brisbane.',
  },
  {
    id: 'demo-lead-13',
    daysAgo: 3,
    name: 'Mia Thompson',
    email: 'mia@rootedwellness.example',
    industry: 'nutrition',
    status: 'new',
    message: 'Hello,\nI am opening a wellness studio in March and need a website, logo and photos.',
    page: '/services',
  },
  {
    id: 'demo-lead-14',
    daysAgo: 1,
    name: 'Oliver Grant',
    email: 'oliver@cleanseas.example',
    industry: 'environmental',
    status: 'new',
    message: 'Beach clean-up group: can you help us with a volunteer map and a donate button?',
    page: '/',
  },
];

/**
 * The demo leads, the first converted into the demo client (its private record names the lead), and the demo
 * admin's note on each lead that has one, a day after it arrived (fixed ids, as every seeder's).
 */
export async function seedDemoLeads(db: Firestore, uids: { client: string; admin: string }): Promise<void> {
  const now = Date.now();
  const batch = db.batch();
  for (const demo of DEMO_LEADS) {
    const converted = demo.id === 'demo-lead-01';
    // The demo client's own enquiry came a week before they joined (a fixed day), not weeks after it.
    const arrived = converted
      ? new Date(SIGNED_UP_AT.getTime() - 7 * DAY_MS)
      : new Date(now - demo.daysAgo * DAY_MS - ((demo.daysAgo * 7) % 10) * HOUR_MS);
    if (demo.notes) {
      const note: NoteDocument<Date> = {
        subject: { kind: 'lead', id: demo.id },
        body: demo.notes,
        authorUid: uids.admin,
        authorName: DEMO_ACCOUNTS.admin.displayName,
        createdAt: new Date(Math.min(arrived.getTime() + DAY_MS, now - HOUR_MS)),
      };
      batch.set(db.collection(COLLECTIONS.notes).doc(`demo-note-${demo.id}`), note);
    }
    const document: LeadDocument<Date> = {
      ...lead({
        name: demo.name,
        email: demo.email,
        industry: demo.industry,
        message: demo.message,
        status: demo.status,
        // A few hours apart within the day, so the list's order is not the seeding order.
        createdAt: arrived,
        source: {
          page: demo.page === undefined ? '/contact' : demo.page,
          userAgent: 'Mozilla/5.0 (demo)',
          ipHash: 'demo-address',
        },
      }),
      searchTerms: leadSearchTerms(demo),
      ...(converted ? { convertedClientId: uids.client } : {}),
    };
    batch.set(db.collection(COLLECTIONS.leads).doc(demo.id), document);
  }
  batch.set(
    db
      .collection(COLLECTIONS.clients)
      .doc(uids.client)
      .collection(CLIENT_PRIVATE.collection)
      .doc(CLIENT_PRIVATE.agencyDoc),
    { fromLeadId: 'demo-lead-01' },
    { merge: true },
  );
  await batch.commit();
}
