import { Timestamp } from 'firebase/firestore';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ACTIVITY_SHAPE } from './activity';
import { ASSESSMENT_SHAPE } from './assessments';
import { CLIENT_SHAPE } from './clients';
import { FILE_SHAPE, USAGE_SHAPE } from './files';
import { LEAD_SHAPE } from './leads';
import { PROJECT_SHAPE } from './projects';
import { INVOICE_SHAPE, QUOTE_SHAPE } from './quotes';
import { type DocumentsRead, type Read, readFields, readSnapshot, type Shape } from './read';
import { REVOCATION_SHAPE } from './revocations';
import { MESSAGE_SHAPE, MODERATION_SHAPE, THREAD_SHAPE } from './threads';

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const MONDAY = at('2026-11-23T00:00:00Z');
const TUESDAY = at('2026-11-24T00:00:00Z');
const line = { description: 'Website', quantity: 1, unitCents: 100000, amountCents: 100000 };

/** One document of every collection as functions write it today: every field the shape reads. */
const STORED: Record<string, { shape: Shape<unknown>; data: Record<string, unknown> }> = {
  quotes: {
    shape: QUOTE_SHAPE as Shape<unknown>,
    data: {
      number: 'Q-2026-0001',
      clientId: 'c1',
      projectId: 'p1',
      title: 'Website',
      lineItems: [line],
      subtotalCents: 100000,
      gstCents: 0,
      totalCents: 100000,
      status: 'accepted',
      validUntil: TUESDAY,
      sentAt: MONDAY,
      acceptance: { name: 'Casey', at: TUESDAY, uid: 'c1', contentHash: 'abc' },
      declineReason: null,
      closedAt: TUESDAY,
      invoiceId: 'i1',
      createdAt: MONDAY,
      updatedAt: TUESDAY,
    },
  },
  invoices: {
    shape: INVOICE_SHAPE as Shape<unknown>,
    data: {
      number: 'INV-2026-0001',
      quoteId: 'q1',
      clientId: 'c1',
      projectId: 'p1',
      issuedAt: MONDAY,
      dueAt: TUESDAY,
      lineItems: [line],
      payments: [{ id: 'pay1', amountCents: 100, method: 'bank', at: TUESDAY, recordedBy: 'a1', reference: 'r' }],
      voidReason: null,
      voidedAt: null,
      replacesInvoiceId: null,
      replacedByInvoiceId: null,
    },
  },
  clients: {
    shape: CLIENT_SHAPE as Shape<unknown>,
    data: {
      name: 'Casey Client',
      email: 'casey@example.com',
      businessName: 'Green Roots',
      phone: '0400 000 000',
      website: 'https://example.com',
      location: 'Brisbane',
      industry: 'natural-health',
      notificationPreference: 'daily',
      status: 'invited',
      role: 'admin',
      onboarding: { goals: 'More clients' },
      createdAt: MONDAY,
      updatedAt: TUESDAY,
      onboardedAt: TUESDAY,
    },
  },
  projects: {
    shape: PROJECT_SHAPE as Shape<unknown>,
    data: {
      clientId: 'c1',
      name: 'Website',
      summary: 'A new site',
      startDate: MONDAY,
      dueDate: TUESDAY,
      milestones: [{ id: 'm1', title: 'Design', status: 'done', dueDate: MONDAY, completedAt: TUESDAY }],
      progress: 100,
      archived: true,
      createdAt: MONDAY,
      updatedAt: TUESDAY,
    },
  },
  assessments: {
    shape: ASSESSMENT_SHAPE as Shape<unknown>,
    data: {
      clientId: 'c1',
      leadId: 'l1',
      url: 'https://example.com/',
      finalUrl: 'https://example.com/',
      status: 'done',
      progress: 'Done',
      score: 90,
      checks: [{ id: 'title', passed: true }],
      createdAt: MONDAY,
      startedAt: MONDAY,
      finishedAt: TUESDAY,
      error: 'none',
    },
  },
  leads: {
    shape: LEAD_SHAPE as Shape<unknown>,
    data: {
      name: 'Lee Lead',
      email: 'lee@example.com',
      status: 'new',
      notes: 'Called',
      createdAt: MONDAY,
      convertedClientId: 'c1',
      searchTerms: ['lee'],
    },
  },
  files: {
    shape: FILE_SHAPE as Shape<unknown>,
    data: {
      clientId: 'c1',
      projectId: 'p1',
      name: 'brief-v2.pdf',
      title: 'Brief',
      uploaderName: 'Avery',
      createdAt: MONDAY,
      versionGroup: 'f1',
      version: 2,
      deliverable: true,
      approval: { status: 'approved', comment: 'Lovely', by: 'c1', at: TUESDAY },
      ready: true,
      readyAt: MONDAY,
      latest: true,
    },
  },
  usage: {
    shape: USAGE_SHAPE as Shape<unknown>,
    data: { messagesToday: 3, filesToday: 2, bytesStored: 1024 },
  },
  revocations: {
    shape: REVOCATION_SHAPE as Shape<unknown>,
    data: { validAfter: MONDAY, role: 'admin', disabled: true },
  },
  activity: {
    shape: ACTIVITY_SHAPE as Shape<unknown>,
    data: {
      type: 'file_deleted',
      actor: 'a1',
      actorName: 'Avery',
      actorRole: 'admin',
      subjectUid: 'c1',
      clientId: 'c1',
      clientName: 'Green Roots',
      projectId: 'p1',
      projectName: 'Website',
      clientVisible: true,
      summary: 'Avery deleted a file.',
      details: { fileId: 'f1' },
      createdAt: MONDAY,
    },
  },
  threads: {
    shape: THREAD_SHAPE as Shape<unknown>,
    data: {
      clientId: 'c1',
      projectId: 'p1',
      subject: 'Website',
      lastMessageAt: TUESDAY,
      lastMessageId: 'm1',
      lastMessagePreview: 'Hello',
      lastSenderRole: 'client',
      unreadForClient: 1,
      unreadForAgency: 2,
      clientReadAt: MONDAY,
      agencyReadAt: MONDAY,
      agencyNotifiedAt: TUESDAY,
      clientNotifiedAt: TUESDAY,
      countedMessageIds: ['m1'],
      createdAt: MONDAY,
    },
  },
  messages: {
    shape: MESSAGE_SHAPE as Shape<unknown>,
    data: {
      senderId: 'c1',
      senderRole: 'client',
      body: 'Hello',
      createdAt: MONDAY,
      fileIds: ['f1'],
      removed: true,
      removedBy: 'a1',
      removedAt: TUESDAY,
      countedAt: TUESDAY,
    },
  },
  moderation: {
    shape: MODERATION_SHAPE as Shape<unknown>,
    data: { body: 'Hello', removedBy: 'a1', removedAt: TUESDAY },
  },
};

const read = (name: string, data: Record<string, unknown>) => readFields(STORED[name]!.shape, data) as object;

/** Each collection with each field its shape reads (every time and every optional field). */
const MISSING = Object.entries(STORED).flatMap(([name, { shape }]) =>
  Object.keys(shape.fields).map((field) => [name, field] as const),
);

describe('the generic read converter', () => {
  it.each(Object.keys(STORED))('reads a whole %s document as stored, its times as Dates', (name) => {
    const { shape, data } = STORED[name]!;
    const row = read(name, data) as Record<string, unknown>;
    for (const [field, value] of Object.entries(data)) {
      if (value instanceof Timestamp) {
        // Revocations keep their Timestamp: they are compared with a token's times to the second.
        const expected = field in shape.fields ? value.toDate() : value;
        expect(row[field]).toEqual(expected);
      } else if (!(field in shape.fields) || !JSON.stringify(value).includes('seconds')) {
        expect(row[field]).toEqual(value);
      }
    }
  });

  it.each(MISSING)('reads a %s document without %s: that field its default, the rest as they were', (name, field) => {
    const { [field]: _missing, ...older } = STORED[name]!.data;
    const whole = read(name, STORED[name]!.data) as Record<string, unknown>;
    let row: Record<string, unknown> = {};
    expect(() => (row = read(name, older) as Record<string, unknown>)).not.toThrow();
    expect(row[field]).toEqual((STORED[name]!.shape.fields as Record<string, Read<unknown>>)[field]!(undefined, older));
    // What the screens would be given never holds undefined where a value was declared.
    if (!['removedAt', 'countedAt'].includes(field)) expect(row[field]).not.toBeUndefined();
    expect({ ...row, [field]: undefined }).toEqual({ ...whole, [field]: undefined });
  });

  it('reads each missing field as the screens expect it', () => {
    const without = (name: string, ...fields: string[]) =>
      read(name, Object.fromEntries(Object.entries(STORED[name]!.data).filter(([key]) => !fields.includes(key))));
    expect(without('files', 'title')).toMatchObject({ title: 'brief-v2.pdf' });
    expect(without('invoices', 'issuedAt', 'payments')).toMatchObject({ issuedAt: new Date(0), payments: [] });
    expect(without('projects', 'milestones', 'createdAt')).toMatchObject({ milestones: [], createdAt: new Date(0) });
    expect(without('clients', 'notificationPreference', 'status', 'role', 'onboarding')).toMatchObject({
      notificationPreference: 'instant',
      status: 'active',
      role: 'client',
      onboarding: null,
    });
    expect(without('leads', 'convertedClientId')).toMatchObject({ convertedClientId: null });
    expect(without('threads', 'unreadForAgency', 'countedMessageIds')).toMatchObject({
      unreadForAgency: 0,
      countedMessageIds: [],
    });
    expect(without('usage', 'bytesStored')).toMatchObject({ bytesStored: 0 });
    expect(without('quotes', 'acceptance')).toMatchObject({ acceptance: null });
  });

  it('reads fields of another kind as their default, and nested times as Dates', () => {
    expect(read('threads', { ...STORED.threads!.data, unreadForAgency: 'two', lastSenderRole: 'bot' })).toMatchObject({
      unreadForAgency: 0,
      lastSenderRole: null,
    });
    expect(read('quotes', STORED.quotes!.data)).toMatchObject({ acceptance: { at: TUESDAY.toDate() } });
    expect(read('projects', { ...STORED.projects!.data, milestones: [{ id: 'm1', title: 'Design' }] })).toMatchObject({
      milestones: [{ id: 'm1', title: 'Design', dueDate: null, completedAt: null }],
    });
  });

  it('adds the id and the snapshot’s own fields, asking for estimated server times where the shape says', () => {
    const asked: unknown[] = [];
    const snapshot = {
      id: 'm9',
      data: (options?: unknown) => {
        asked.push(options);
        return { body: 'Hi', createdAt: null };
      },
      metadata: { hasPendingWrites: true },
    };
    expect(readSnapshot(MESSAGE_SHAPE, snapshot as never)).toMatchObject({ id: 'm9', body: 'Hi', pending: true });
    expect(asked).toEqual([{ serverTimestamps: 'estimate' }]);
    expect(readSnapshot(CLIENT_SHAPE, { ...snapshot, id: 'c1' } as never)).toMatchObject({ uid: 'c1', name: '' });
  });

  describe('the emulators build’s count of documents read (npm run bench:scale)', () => {
    const counted = () => (window as unknown as { __documentsRead?: DocumentsRead }).__documentsRead;
    const snapshotOf = (path: string) => ({
      id: path.split('/').at(-1)!,
      ref: { path },
      data: () => ({ name: 'Ann' }),
      metadata: { hasPendingWrites: false },
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      delete (window as unknown as { __documentsRead?: DocumentsRead }).__documentsRead;
    });

    it('counts each document once and every reading, in the emulators build', () => {
      vi.stubEnv('MODE', 'emulators');
      for (const path of ['clients/a', 'clients/b', 'clients/a']) readSnapshot(CLIENT_SHAPE, snapshotOf(path) as never);
      expect(counted()?.paths).toEqual(new Set(['clients/a', 'clients/b']));
      expect(counted()?.reads).toBe(3);
    });

    it('counts nothing in any other build', () => {
      readSnapshot(CLIENT_SHAPE, snapshotOf('clients/a') as never);
      expect(counted()).toBeUndefined();
    });
  });
});
