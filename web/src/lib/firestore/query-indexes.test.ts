import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import {
  askedIndex,
  compositesUsedBy,
  type IndexFile,
  indexText,
  isServed,
  needOf,
  needsComposite,
  overridesUsedBy,
  type QueryShape,
  shapeOfAdminQuery,
  shapeOfWebQuery,
  shapeText,
} from '@tests/firestore-indexes';
import { adminQuerySites, webQuerySites } from '@tests/firestore-query-sites';
import { initializeApp } from 'firebase/app';
import { type DocumentSnapshot, initializeFirestore, type QueryDocumentSnapshot } from 'firebase/firestore';
import { beforeAll, describe, expect, it } from 'vitest';

import * as activity from './activity';
import * as assessments from './assessments';
import * as clientMoney from './client-money';
import * as clientNames from './client-names';
import * as clients from './clients';
import * as figures from './figures';
import * as files from './files';
import * as leads from './leads';
import * as notes from './notes';
import * as projectTemplates from './project-templates';
import * as projects from './projects';
import * as quotes from './quotes';
import * as searchQueries from './search-queries';
import * as threads from './threads';

/**
 * Production refuses a query that lacks its composite index; the emulator never does. So every query the web and
 * the functions make is built here, with sample arguments that take each branch of its builder, and checked
 * against firestore.indexes.json by Firestore's index rules (tests/support/firestore-indexes.ts); a scan of the
 * source proves the list below names every place a query is made, and that every web query is bounded
 * (docs/decisions/034-indexes-checked-against-queries.md).
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../..');
const INDEX_FILE: IndexFile = JSON.parse(readFileSync(join(ROOT, 'firestore.indexes.json'), 'utf8'));

// The SDKs build queries without the network: a Firestore for a project that does not exist is enough.
const db = initializeFirestore(initializeApp({ projectId: 'demo-query-indexes', apiKey: 'none' }, 'indexes'), {});

/** A builder, its module, and the queries its samples build. */
interface Builder {
  side: 'web' | 'functions';
  file: string;
  name: string;
  build: () => unknown[];
}

type Samples<M> = { [K in keyof M]?: M[K] extends (...args: never[]) => unknown ? (build: M[K]) => unknown[] : never };

function listed<M>(side: Builder['side'], file: string, module: M, samples: Samples<M>): Builder[] {
  return Object.entries(samples).map(([name, sample]) => ({
    side,
    file,
    name,
    build: () => (sample as (build: unknown) => unknown[])(module[name as keyof M]),
  }));
}

/**
 * Every way of narrowing a filter: each of `full`'s fields either as given or as in `none` (so a field added to a
 * filter type must be given here, and each combination of the screen's filters gets its query built).
 */
function narrowings<F extends object>(full: F, none: F): F[] {
  return (Object.keys(full) as (keyof F)[]).reduce<F[]>(
    (all, key) => all.flatMap((filter) => [filter, { ...filter, [key]: none[key] }]),
    [full],
  );
}

const NOW = new Date('2026-11-27T00:00:00Z');
const LATER = new Date('2026-12-27T00:00:00Z');
const QUARTER = { start: NOW, end: LATER };
// A page's cursor is a snapshot the tests cannot make without a server; a value of the ordered field is a cursor
// too, and the cursor never changes which index a query needs.
const CURSOR = NOW as unknown as QueryDocumentSnapshot & DocumentSnapshot;

const WEB: Builder[] = [
  ...listed('web', 'web/src/lib/firestore/activity.ts', activity, {
    activityLogQuery: (build) => [
      ...narrowings<activity.ActivityFilter>(
        { type: 'quote_accepted', clientId: 'c1', from: NOW, until: LATER },
        { type: '', clientId: '', from: null, until: null },
      ).flatMap((filter) => [
        build(db, filter, null, 26),
        build(db, filter, { after: CURSOR }, 26),
        build(db, filter, { before: CURSOR }, 26),
      ]),
    ],
  }),
  ...listed('web', 'web/src/lib/firestore/assessments.ts', assessments, {
    clientAssessmentsQuery: (build) => [build(db, 'c1')],
    leadAssessmentsQuery: (build) => [build(db, 'l1')],
  }),
  ...listed('web', 'web/src/lib/firestore/clients.ts', clients, {
    clientSearchQuery: (build) => [build(db, 'smith')],
    clientListQuery: (build) =>
      (['name', 'business', 'joined'] as const).flatMap((by) =>
        (['asc', 'desc'] as const).flatMap((direction) =>
          narrowings<Pick<clients.ClientListView, 'status' | 'term'>>(
            { status: 'active', term: 'smith' },
            { status: null, term: null },
          ).flatMap((narrowed) => {
            const view = { ...narrowed, sort: { by, direction } } as clients.ClientListView;
            return [
              build(db, view, null, 26),
              build(db, view, { after: CURSOR }, 26),
              build(db, view, { before: CURSOR }, 26),
            ];
          }),
        ),
      ),
    clientCountQuery: (build) =>
      narrowings<Pick<clients.ClientListView, 'status' | 'term'>>(
        { status: 'active', term: 'smith' },
        { status: null, term: null },
      ).map((of) => build(db, of)),
  }),
  ...listed('web', 'web/src/lib/firestore/client-names.ts', clientNames, {
    clientsByIdQuery: (build) => [build(db, ['c1', 'c2'])],
  }),
  ...listed('web', 'web/src/lib/firestore/figures.ts', figures, {
    leadsBetweenQuery: (build) => [build(db, QUARTER)],
    activeProjectsOfStatusQuery: (build) => [build(db, 'in-progress')],
    quotesDuringQuery: (build) => [build(db, 'sentAt', QUARTER), build(db, 'acceptance.at', QUARTER)],
    invoicedDuringQuery: (build) => [build(db, QUARTER)],
    overdueAtQuery: (build) => [build(db, NOW)],
    waitingForReplyQuery: (build) => [build(db)],
    newLeadsQuery: (build) => [build(db)],
    joinedEnquiriesQuery: (build) => [build(db)],
    dueFollowUpsQuery: (build) => [build(db, '2026-11-27')],
    expiringQuotesCountQuery: (build) => [build(db, NOW)],
    expiringQuotesQuery: (build) => [build(db, NOW)],
    acceptedWithoutProjectQuery: (build) => [build(db)],
    acceptedWithoutProjectCountQuery: (build) => [build(db)],
    overdueInvoicesQuery: (build) => [build(db, NOW)],
    changesRequestedQuery: (build) => [build(db)],
  }),
  ...listed('web', 'web/src/lib/firestore/files.ts', files, {
    clientFilesQuery: (build) => [build(db, 'c1')],
    projectFilesQuery: (build) => [build(db, 'c1', 'p1')],
    awaitingDecisionQuery: (build) => [build(db, 'c1')],
    adminFilesQuery: (build) =>
      narrowings<files.AdminFileFilter>(
        { clientId: 'c1', projectId: 'p1' },
        { clientId: null, projectId: null },
      ).flatMap((filter) => [
        build(db, filter, null, 26),
        build(db, filter, { after: CURSOR }, 26),
        build(db, filter, { before: CURSOR }, 26),
      ]),
    versionsQuery: (build) => [build(db, 'c1', 'g1', 10)],
    clientFilesNamedQuery: (build) => [build(db, 'c1', 'title', ['a.pdf']), build(db, 'c1', 'name', ['a.pdf'])],
  }),
  ...listed('web', 'web/src/lib/firestore/search-queries.ts', searchQueries, {
    leadSearchQuery: (build) => [build(db, 'smith')],
    projectSearchQuery: (build) => [build(db, 'smith')],
    quoteNumberQuery: (build) => [build(db, 'Q-2026')],
    invoiceNumberQuery: (build) => [build(db, 'INV-2026-00')],
  }),
  ...listed('web', 'web/src/lib/firestore/leads.ts', leads, {
    leadStatusCountQuery: (build) =>
      narrowings<Required<Pick<leads.LeadFilter, 'industry' | 'word'>>>(
        { industry: 'nutrition', word: 'smith' },
        { industry: null, word: null },
      ).map((filter) => build(db, 'new', filter)),
    leadListQuery: (build) =>
      narrowings<Required<leads.LeadFilter>>(
        { status: 'new', industry: 'nutrition', word: 'smith' },
        {
          status: null,
          industry: null,
          word: null,
        },
      ).flatMap((filter) => [
        build(db, filter, null, 26),
        build(db, filter, { after: CURSOR }, 26),
        build(db, filter, { before: CURSOR }, 26),
      ]),
    convertedLeadQuery: (build) => [build(db, 'c1')],
    leadsByEmailQuery: (build) => [build(db, 'ada@example.com')],
  }),
  ...listed('web', 'web/src/lib/firestore/client-money.ts', clientMoney, {
    clientOwedQuery: (build) => [build(db, 'c1')],
    clientOverdueQuery: (build) => [build(db, 'c1', NOW)],
    clientPaidQuery: (build) => [build(db, 'c1')],
    clientOpenQuotesQuery: (build) => [build(db, 'c1')],
  }),
  ...listed('web', 'web/src/lib/firestore/notes.ts', notes, {
    notesAboutQuery: (build) => [
      build(db, { kind: 'client', id: 'c1' }, null, 11),
      build(db, { kind: 'lead', id: 'l1' }, { after: CURSOR }, 11),
      build(db, { kind: 'thread', id: 't1' }, { before: CURSOR }, 11),
    ],
  }),
  ...listed('web', 'web/src/lib/firestore/project-templates.ts', projectTemplates, {
    projectTemplatesQuery: (build) => [build(db)],
  }),
  ...listed('web', 'web/src/lib/firestore/projects.ts', projects, {
    projectTimelineQuery: (build) => [build(db, 'c1', 'p1', 20)],
    clientTimelineQuery: (build) => [build(db, 'c1', 10)],
    projectListQuery: (build) =>
      (['due', 'updated'] as const).flatMap((sort) =>
        narrowings<projects.ProjectNarrowing>(
          { status: 'review', service: 'web-design', clientId: 'c1', archived: false, term: 'smith' },
          { status: null, service: null, clientId: null, archived: true, term: null },
        ).flatMap((narrowed) => [
          build(db, { ...narrowed, sort }, null, 26),
          build(db, { ...narrowed, sort }, { after: CURSOR }, 26),
          build(db, { ...narrowed, sort }, { before: CURSOR }, 26),
        ]),
      ),
    projectCountQuery: (build) =>
      narrowings<projects.ProjectNarrowing>(
        { status: 'review', service: 'web-design', clientId: 'c1', archived: false, term: 'smith' },
        { status: null, service: null, clientId: null, archived: true, term: null },
      ).map((of) => build(db, of)),
    clientProjectsQuery: (build) => [build(db, 'c1', 50)],
    projectsByIdQuery: (build) => [build(db, ['p1', 'p2'])],
  }),
  ...listed('web', 'web/src/lib/firestore/quotes.ts', quotes, {
    clientQuotesQuery: (build) => [build(db, 'c1'), build(db, 'c1', 'p1')],
    clientInvoicesQuery: (build) => [build(db, 'c1'), build(db, 'c1', 'p1')],
    quoteInvoicesQuery: (build) => [build(db, 'c1', 'q1')],
    quotesInvoicesQuery: (build) => [build(db, 'c1', ['q1', 'q2'])],
    adminQuotesQuery: (build) =>
      narrowings<quotes.AdminQuoteFilter>({ status: 'sent', clientId: 'c1' }, { status: null, clientId: null }).flatMap(
        (filter) => [
          build(db, filter, null, 26),
          build(db, filter, { after: CURSOR }, 26),
          build(db, filter, { before: CURSOR }, 26),
        ],
      ),
    quoteSumsQuery: (build) => [
      build(db, { status: 'sent', clientId: 'c1' }),
      build(db, { status: 'sent', clientId: null }),
    ],
    adminInvoicesQuery: (build) => [build(db, 'c1'), build(db, null)],
  }),
  ...listed('web', 'web/src/lib/firestore/threads.ts', threads, {
    ownThreadsQuery: (build) => [build(db, 'c1', 50)],
    unreadThreadsQuery: (build) => [build(db, 'c1')],
    unreadTotalQuery: (build) => [build(db, 'c1')],
    projectThreadsQuery: (build) => [build(db, 'c1', 'p1')],
    inboxQuery: (build) =>
      narrowings<threads.InboxFilter>(
        { clientIds: ['c1', 'c2'], unreadOnly: true },
        { clientIds: null, unreadOnly: false },
      ).map((filter) => build(db, filter, 25)),
    unstartedThreadsQuery: (build) => [build(db, ['c1', 'c2'], 25), build(db, null, 25)],
    threadsByIdQuery: (build) => [build(db, ['t1', 't2'])],
    newestArrivalsQuery: (build) => [build(db)],
    waitingCountQuery: (build) => [build(db)],
    newestMessagesQuery: (build) => [build(db, 't1')],
    olderMessagesQuery: (build) => [build(db, 't1', CURSOR)],
  }),
];

/** Web builders whose queries are only ever counted or summed by the server (the scan below proves it). */
const AGGREGATIONS = new Set([
  'clientCountQuery',
  'projectCountQuery',
  'leadStatusCountQuery',
  'leadsBetweenQuery',
  'activeProjectsOfStatusQuery',
  'quotesDuringQuery',
  'invoicedDuringQuery',
  'overdueAtQuery',
  'waitingCountQuery',
  'expiringQuotesCountQuery',
  'acceptedWithoutProjectCountQuery',
  'unreadTotalQuery',
  'quoteSumsQuery',
  'clientOwedQuery',
  'clientOverdueQuery',
  'clientPaidQuery',
  'clientOpenQuotesQuery',
]);

/**
 * Web queries read without a limit, each with why: none. Every web query reads a page, only counts, or names its
 * documents (PORTAL.md's scale rule); one that truly had to read a whole list would be named here with its reason.
 */
const UNLIMITED: Record<string, string> = {};

/** Every query builder of the functions (functions/src/lib/firestore), imported after the Admin SDK has a project. */
let FUNCTIONS: Builder[] = [];

beforeAll(async () => {
  process.env.GCLOUD_PROJECT ??= 'demo-query-indexes';
  const [fnActivity, fnAssessments, fnClients, fnFiles, fnIdOrder, fnLeads, fnNotes, fnQuotes, fnThreads, fnUsage] =
    await Promise.all([
      import('../../../../functions/src/lib/firestore/activity'),
      import('../../../../functions/src/lib/firestore/assessments'),
      import('../../../../functions/src/lib/firestore/clients'),
      import('../../../../functions/src/lib/firestore/files'),
      import('../../../../functions/src/lib/firestore/id-order'),
      import('../../../../functions/src/lib/firestore/leads'),
      import('../../../../functions/src/lib/firestore/notes'),
      import('../../../../functions/src/lib/firestore/quotes'),
      import('../../../../functions/src/lib/firestore/threads'),
      import('../../../../functions/src/lib/firestore/usage'),
    ]);
  const dir = 'functions/src/lib/firestore';
  FUNCTIONS = [
    ...listed('functions', `${dir}/activity.ts`, fnActivity, {
      clientTimelineBetween: (build) => [build('c1', NOW, LATER)],
      quoteActivityQuery: (build) => [build('c1', 'q1', 100)],
    }),
    ...listed('functions', `${dir}/assessments.ts`, fnAssessments, {
      unfinishedAssessmentsOf: (build) => [build({ clientId: 'c1' }), build({ leadId: 'l1' })],
      unfinishedAssessmentsBefore: (build) => [build(NOW, 100)],
    }),
    ...listed('functions', `${dir}/clients.ts`, fnClients, {
      dailyDigestClientsQuery: (build) => [build()],
    }),
    ...listed('functions', `${dir}/files.ts`, fnFiles, {
      laterVersionsQuery: (build) => [build('g1', 2)],
      groupVersionsQuery: (build) => [build('g1')],
      versionGroupPage: (build) => [build(500), build(500, 'g1')],
      unfinishedUploadsBefore: (build) => [build(NOW, 100)],
    }),
    ...listed('functions', `${dir}/id-order.ts`, fnIdOrder, {
      idOrderPage: (build) => [build('clients', 200), build('clients', 200, 'c1')],
      inIdOrder: (build) => [build('projects')],
      clientDocumentsInIdOrder: (build) => [build('projects', 'c1'), build('quotes', 'c1')],
    }),
    ...listed('functions', `${dir}/leads.ts`, fnLeads, {
      newestLeadsQuery: (build) => [build(21)],
      openLeadsByEmailQuery: (build) => [build('ada@example.com')],
    }),
    ...listed('functions', `${dir}/notes.ts`, fnNotes, {
      leadsWithNotesBoxQuery: (build) => [build(200)],
      clientsWithNotesBoxQuery: (build) => [build(200)],
    }),
    ...listed('functions', `${dir}/quotes.ts`, fnQuotes, {
      sentQuotesQuery: (build) => [build()],
    }),
    ...listed('functions', `${dir}/threads.ts`, fnThreads, {
      clientThreadsActiveBetween: (build) => [build('c1', NOW, LATER)],
    }),
    ...listed('functions', `${dir}/usage.ts`, fnUsage, {
      countedTodayQuery: (build) => [build('messagesToday', 500), build('filesToday', 500)],
    }),
  ];
}, 60_000);

/** Each builder's queries, as shapes. */
function shapes(): { builder: Builder; shape: QueryShape }[] {
  return [...WEB, ...FUNCTIONS].flatMap((builder) =>
    builder
      .build()
      .map((query) => ({ builder, shape: builder.side === 'web' ? shapeOfWebQuery(query) : shapeOfAdminQuery(query) })),
  );
}

/** Where the source makes and reads queries, scanned once (parsing takes a few seconds on a busy machine). */
let webScan: ReturnType<typeof webQuerySites>;
let adminScan: ReturnType<typeof adminQuerySites>;
const webSites = () => webScan;

beforeAll(() => {
  webScan = webQuerySites(ROOT);
  adminScan = adminQuerySites(ROOT);
}, 60_000);

const named = (builder: Builder) => `${builder.file} ${builder.name}`;

describe('the query builders listed here', () => {
  it('are every place the web makes a query', () => {
    const { makers, reads } = webSites();
    const listedNames = new Set(WEB.map(named));
    const unlisted = makers.filter((site) => !site.inExport || !listedNames.has(`${site.file} ${site.inExport}`));
    expect(unlisted, 'a query made outside a listed builder: list it above with samples').toEqual([]);
    // A builder may hand out a collection to read whole (no `query(`): then it is read by name.
    const read = new Set(reads.flatMap((site) => ('call' in site.argument ? [site.argument.call] : [])));
    const built = new Set(makers.map((site) => `${site.file} ${site.inExport}`));
    expect(
      WEB.filter((builder) => !built.has(named(builder)) && !read.has(builder.name)).map(named),
      'a listed builder that neither makes nor is read as a query',
    ).toEqual([]);
  });

  it('are every place the functions make a query', () => {
    const listedNames = new Set(FUNCTIONS.map(named));
    const unlisted = adminScan.filter((site) => !site.inExport || !listedNames.has(`${site.file} ${site.inExport}`));
    expect(unlisted, 'a query made outside a listed builder of functions/src/lib/firestore').toEqual([]);
  });

  it('are what the web reads: every read is given a listed builder', () => {
    const builders = new Set(WEB.map((builder) => builder.name));
    const reads = webSites().reads.filter(
      (read) =>
        // The live core, its pager and its counts pass on what they are given; the session watch follows one
        // document.
        !(
          [
            'web/src/lib/firestore/live.ts',
            'web/src/lib/firestore/paging.ts',
            'web/src/lib/firestore/counts.ts',
          ].includes(read.file) && 'name' in read.argument
        ) &&
        !(
          read.file === 'web/src/lib/auth/session-watch.ts' &&
          'call' in read.argument &&
          read.argument.call === 'revocationRef'
        ),
    );
    expect(
      reads.filter((read) => !('call' in read.argument) || !builders.has(read.argument.call)),
      'a read of something other than a listed builder',
    ).toEqual([]);
  });
});

describe('firestore.indexes.json', () => {
  it('has an index for every query that needs one', () => {
    const missing = shapes().flatMap(({ builder, shape }) => {
      const need = needOf(shape);
      return needsComposite(need) || need.scope === 'COLLECTION_GROUP'
        ? isServed(need, INDEX_FILE)
          ? []
          : [`${named(builder)}: ${shapeText(shape)} needs ${indexText(askedIndex(need))}`]
        : [];
    });
    expect(missing).toEqual([]);
  });

  // `firebase deploy --only firestore:indexes` reads the existing indexes once, then creates each of the file's it
  // did not find: one listed twice is created twice, and the second answer (already exists) stops the deploy before
  // the indexes listed after it.
  it('lists each composite index once', () => {
    const keys = INDEX_FILE.indexes.map((index) =>
      JSON.stringify([index.collectionGroup, index.queryScope, index.fields]),
    );
    expect(keys.filter((key, at) => keys.indexOf(key) !== at)).toEqual([]);
  });

  it('has no index that no query can use', () => {
    const needs = shapes().map(({ shape }) => needOf(shape));
    const used = new Set(needs.flatMap((need) => compositesUsedBy(need, INDEX_FILE)));
    expect(INDEX_FILE.indexes.filter((index) => !used.has(index)).map(indexText)).toEqual([]);
    const overrides = new Set(needs.flatMap((need) => overridesUsedBy(need, INDEX_FILE)));
    expect(
      INDEX_FILE.fieldOverrides
        .filter((override) => override.indexes.some((index) => index.queryScope === 'COLLECTION_GROUP'))
        .filter((override) => !overrides.has(override))
        .map((override) => `${override.collectionGroup}.${override.fieldPath}`),
    ).toEqual([]);
  });
});

describe('every web query', () => {
  it('reads a page (a limit), or only counts, or names its documents, or is listed with why it reads all', () => {
    const unbounded = shapes()
      .filter(({ builder }) => builder.side === 'web')
      .filter(
        ({ builder, shape }) =>
          shape.limit === null &&
          !AGGREGATIONS.has(builder.name) &&
          !shape.filters.some(({ field, op }) => field === '__name__' && (op === '==' || op === 'in')) &&
          !(builder.name in UNLIMITED),
      )
      .map(({ builder, shape }) => `${named(builder)}: ${shapeText(shape)}`);
    expect(unbounded).toEqual([]);
  });

  it('is counted by the server alone when it is listed as an aggregation', () => {
    const reads = webSites().reads.filter((read) => 'call' in read.argument && AGGREGATIONS.has(read.argument.call));
    expect(
      reads.filter((read) => !['getCountFromServer', 'getAggregateFromServer', 'useServerCount'].includes(read.reader)),
    ).toEqual([]);
    expect([...AGGREGATIONS].filter((name) => !WEB.some((builder) => builder.name === name))).toEqual([]);
  });

  it('lists as unlimited only queries that lack a limit', () => {
    const limited = shapes()
      .filter(({ builder, shape }) => builder.name in UNLIMITED && shape.limit !== null)
      .map(({ builder }) => builder.name);
    expect(limited).toEqual([]);
    expect(Object.keys(UNLIMITED).filter((name) => !WEB.some((builder) => builder.name === name))).toEqual([]);
  });
});

describe('the index rules', () => {
  const shape = (filters: string[], orders: string[] = [], scope: QueryShape['scope'] = 'COLLECTION'): QueryShape => ({
    collection: 'things',
    scope,
    filters: filters.map((filter) => {
      const [field = '', op = ''] = filter.split(' ');
      return { field, op };
    }),
    orders: orders.map((order) => {
      const [field = '', direction] = order.split(' ');
      return { field, direction: direction === 'desc' ? 'DESCENDING' : 'ASCENDING' };
    }),
    limit: 10,
  });
  const file = (indexes: string[][], fieldOverrides: IndexFile['fieldOverrides'] = []): IndexFile => ({
    indexes: indexes.map((fields) => ({
      collectionGroup: 'things',
      queryScope: 'COLLECTION',
      fields: fields.map((field) => {
        const [fieldPath = '', kind] = field.split(' ');
        return kind === 'contains'
          ? { fieldPath, arrayConfig: 'CONTAINS' as const }
          : { fieldPath, order: kind === 'desc' ? ('DESCENDING' as const) : ('ASCENDING' as const) };
      }),
    })),
    fieldOverrides,
  });
  const served = (query: QueryShape, indexes: IndexFile) => isServed(needOf(query), indexes);

  it('needs no composite index for equalities alone, or for one order or range alone', () => {
    expect(needsComposite(needOf(shape(['a ==', 'b in', 'c array-contains'])))).toBe(false);
    expect(needsComposite(needOf(shape([], ['a desc'])))).toBe(false);
    expect(needsComposite(needOf(shape(['a >=', 'a <'])))).toBe(false);
    expect(served(shape(['a ==', 'b in']), file([]))).toBe(true);
  });

  it('needs the equalities, then the order, in its direction', () => {
    const query = shape(['a ==', 'b <'], ['b desc']);
    expect(served(query, file([]))).toBe(false);
    expect(served(query, file([['a', 'b']]))).toBe(false);
    expect(served(query, file([['b desc', 'a']]))).toBe(false);
    expect(served(query, file([['a', 'b desc']]))).toBe(true);
    expect(served(shape(['a array-contains'], ['b']), file([['a', 'b']]))).toBe(false);
    expect(served(shape(['a array-contains'], ['b']), file([['a contains', 'b']]))).toBe(true);
  });

  it('merges indexes with the same order that between them have every equality', () => {
    const query = shape(['a ==', 'b =='], ['c desc']);
    expect(served(query, file([['a', 'c desc']]))).toBe(false);
    expect(
      served(
        query,
        file([
          ['a', 'c desc'],
          ['b', 'c desc'],
        ]),
      ),
    ).toBe(true);
    expect(served(query, file([['b', 'a', 'c desc']]))).toBe(true);
  });

  it('orders by each range-filtered field it does not order by, by field path', () => {
    expect(askedIndex(needOf(shape(['z ==', 'b >', 'a <'])))).toMatchObject({
      fields: [{ fieldPath: 'z' }, { fieldPath: 'a' }, { fieldPath: 'b' }],
    });
    expect(served(shape(['b >', 'a <']), file([['a', 'b']]))).toBe(true);
    expect(served(shape(['b >', 'a <']), file([['b', 'a']]))).toBe(false);
  });

  it('gives a collection group query no single-field index unless an override does', () => {
    const query = shape([], ['a desc'], 'COLLECTION_GROUP');
    expect(served(query, file([]))).toBe(false);
    const override = { collectionGroup: 'things', fieldPath: 'a' };
    expect(
      served(query, file([], [{ ...override, indexes: [{ order: 'DESCENDING', queryScope: 'COLLECTION_GROUP' }] }])),
    ).toBe(true);
    expect(served(query, file([['a desc']]))).toBe(false);
  });
});
