import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { doc, type Firestore, getDocs, setDoc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { COLLECTIONS, type LeadStatus } from '@agency/common';

import {
  acceptedWithoutProjectQuery,
  activeProjectsByStatus,
  changesRequestedQuery,
  expiringQuotesQuery,
  invoicedThisQuarter,
  joinedEnquiriesQuery,
  leadsPerWeek,
  loadFigures,
  newLeadsQuery,
  overdueInvoicesQuery,
  overdueTotal,
  quarterOf,
  quotesThisQuarter,
  waitingForReplyQuery,
} from '../../../web/src/lib/firestore/figures';
import { leadStatusCounts } from '../../../web/src/lib/firestore/leads';
import { file, invoice, lead } from '../../support/factories';
import { type CallerName, callers, NOT_ADMIN_CALLERS, useFirestoreRulesEnv } from '../support/rules-env';

// The dashboards' own queries, as the web builds them (web/src/lib/firestore/figures.ts and leads.ts): the admin
// dashboard's figures are aggregations over every lead, project, quote and invoice, and its "needs attention"
// lists read across every client, so firestore.rules must answer them for administrators and nobody else.

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date('2026-11-24T09:00:00+10:00');
const QUARTER = quarterOf(NOW);
const OVERDUE = invoice('quote-1', {
  clientId: 'client-alice',
  issuedAt: new Date(NOW.getTime() - 20 * DAY),
  dueAt: new Date(NOW.getTime() - 6 * DAY),
  amountPaidCents: 10_000,
});

const env = useFirestoreRulesEnv((rulesEnv) =>
  rulesEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, COLLECTIONS.leads, 'lead-1'), lead({ createdAt: new Date(NOW.getTime() - DAY) }));
    await setDoc(doc(db, COLLECTIONS.leads, 'lead-2'), lead({ status: 'contacted', createdAt: NOW }));
    await setDoc(doc(db, COLLECTIONS.invoices, 'invoice-1'), OVERDUE);
  }),
);
const web = (caller: CallerName) => callers(env())[caller].firestore() as unknown as Firestore;

/** Every figure and list of the admin dashboard, each on its own so a refusal names the one refused. */
const READS: [name: string, read: (db: Firestore) => Promise<unknown>][] = [
  ['leads by status', (db) => leadStatusCounts(db)],
  [
    'leads by status, of an industry and a search word',
    (db) => leadStatusCounts(db, { industry: 'nutrition', word: 'kelp' }),
  ],
  ['new leads per week', (db) => leadsPerWeek(db, NOW)],
  ['active projects by status', (db) => activeProjectsByStatus(db)],
  ['quotes sent and accepted this quarter', (db) => quotesThisQuarter(db, QUARTER)],
  ['invoiced, paid and outstanding this quarter', (db) => invoicedThisQuarter(db, QUARTER)],
  ['the overdue total', (db) => overdueTotal(db, NOW)],
  ['threads waiting for a reply', (db) => getDocs(waitingForReplyQuery(db))],
  ['the newest new leads', (db) => getDocs(newLeadsQuery(db))],
  ['leads an enquiry joined since they were opened', (db) => getDocs(joinedEnquiriesQuery(db))],
  ['quotes about to expire', (db) => getDocs(expiringQuotesQuery(db, NOW))],
  ['overdue invoices', (db) => getDocs(overdueInvoicesQuery(db, NOW))],
  ['accepted quotes without a project', (db) => getDocs(acceptedWithoutProjectQuery(db))],
  ['deliverables with changes requested', (db) => getDocs(changesRequestedQuery(db))],
];

describe.each(NOT_ADMIN_CALLERS)('the admin dashboard, for a caller who is %s', (caller) => {
  it.each(READS)('should not allow reading %s', async (_name, read) => {
    await assertFails(read(web(caller)));
  });
});

describe('the admin dashboard, for an admin', () => {
  it.each(READS)('should allow reading %s', async (_name, read) => {
    await assertSucceeds(read(web('admin')));
  });

  it('should list a deliverable whose client asked for changes until a newer version of it is ready', async () => {
    const asked = { status: 'changes-requested', comment: 'Warmer, please.', by: 'client-alice', at: NOW } as const;
    const version = (id: string, group: string, number: number, latest: boolean, approval?: typeof asked) =>
      file(id, {
        clientId: 'client-alice',
        versionGroup: group,
        version: number,
        deliverable: true,
        latest,
        ...(approval && { approval }),
      });
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      // The logo's changes were answered by its second version; the brochure's were not yet.
      await setDoc(doc(db, COLLECTIONS.files, 'logo-v1'), version('logo-v1', 'logo', 1, false, asked));
      await setDoc(doc(db, COLLECTIONS.files, 'logo-v2'), version('logo-v2', 'logo', 2, true));
      await setDoc(doc(db, COLLECTIONS.files, 'brochure-v2'), version('brochure-v2', 'brochure', 2, true, asked));
    });
    const { docs } = await assertSucceeds(getDocs(changesRequestedQuery(web('admin'))));
    expect(docs.map((one) => one.id)).toEqual(['brochure-v2']);
  });

  it('should count every figure at once, as the dashboard loads them', async () => {
    const figures = await assertSucceeds(loadFigures(web('admin'), NOW));
    expect(figures.leadsPerWeek).toHaveLength(12);
    expect(figures.leadsByStatus).toMatchObject({ new: 1, contacted: 1, won: 0 });
    expect(figures.overdue).toEqual({ count: 1, valueCents: OVERDUE.totalCents - 10_000 });
  });

  it('should list as written again only leads being worked, the latest first, however many New ones are marked', async () => {
    const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 60 * 60 * 1000);
    await env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const marked = (id: string, status: LeadStatus, hours: number) =>
        setDoc(
          doc(db, COLLECTIONS.leads, id),
          lead({ status, createdAt: hoursAgo(48), enquiryUnreadAt: hoursAgo(hours) }),
        );
      // More New leads than the list holds, each marked later than the rest: listed with the new leads instead.
      for (let index = 0; index < 6; index += 1) await marked(`new-${index}`, 'new', index);
      // Moved to won or lost on the board without being opened: nothing left to answer.
      await marked('won', 'won', 7);
      await marked('lost', 'lost', 8);
      await marked('qualified', 'qualified', 9);
      await marked('contacted', 'contacted', 10);
    });

    const { docs } = await assertSucceeds(getDocs(joinedEnquiriesQuery(web('admin'))));

    expect(docs.map((each) => each.id)).toEqual(['qualified', 'contacted']);
  });
});
