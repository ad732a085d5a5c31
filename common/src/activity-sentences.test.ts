import { describe, expect, it } from 'vitest';

import { ACTIVITY_TYPES, type ActivityType } from './activity';
import {
  ACTIVITY_TYPE_LABELS,
  type ActivityReader,
  activitySentence,
  activityTypeLabel,
  AGENCY_READER,
  describeActivity,
  type ReadableActivity,
} from './activity-sentences';

const CLIENT: ActivityReader = { side: 'client', uid: 'client-1', agencyName: 'Conscious Web Studio' };
/** Another person of the same business (client teams). */
const TEAMMATE: ActivityReader = { side: 'client', uid: 'client-2', agencyName: 'Conscious Web Studio' };

const byAdmin = { actor: 'admin-1', actorName: 'Avery Admin', actorRole: 'admin' } as const;
const byClient = { actor: 'client-1', actorName: 'Casey Client', actorRole: 'client' } as const;
const bySystem = { actor: 'system', actorName: 'System', actorRole: 'system' } as const;
const about = { clientName: 'Green Roots Naturopathy', projectName: 'New website' };

const file = { fileId: 'f1', name: 'home.pdf', version: 2 };
const quote = { quoteId: 'q1', number: 'Q-2026-0007', title: 'New website' };
const invoice = { invoiceId: 'i1', quoteId: 'q1', number: 'INV-2026-0003' };

/** One entry of each kind, with what the agency and the client read of it. */
const CASES: [string, ReadableActivity & { type: ActivityType }, string, string][] = [
  [
    'a sign-up',
    { type: 'signed_up', ...byClient, ...about, details: { method: 'password' } },
    'Casey Client (Green Roots Naturopathy) joined the portal.',
    'You joined the portal.',
  ],
  [
    'onboarding completed',
    { type: 'onboarding_completed', ...byClient, ...about, details: { firstTime: true } },
    'Casey Client (Green Roots Naturopathy) completed onboarding.',
    'You completed onboarding.',
  ],
  [
    'onboarding answers changed',
    { type: 'onboarding_completed', ...byClient, ...about, details: { firstTime: false } },
    'Casey Client (Green Roots Naturopathy) updated their onboarding answers.',
    'You updated your onboarding answers.',
  ],
  [
    'an invitation from an enquiry',
    {
      type: 'invited',
      ...byAdmin,
      ...about,
      details: { subjectName: 'Casey Client', email: 'casey@example.com', leadId: 'lead-1' },
    },
    'Avery Admin invited Casey Client (casey@example.com) of Green Roots Naturopathy to the portal from a contact-form enquiry.',
    'Avery Admin invited you to the portal.',
  ],
  [
    'an account disabled',
    { type: 'account_disabled', ...byAdmin, ...about, details: { subjectName: 'Casey Client' } },
    'Avery Admin disabled the account of Casey Client (Green Roots Naturopathy).',
    'Avery Admin disabled your account.',
  ],
  [
    'an account enabled',
    { type: 'account_enabled', ...byAdmin, ...about, details: { subjectName: 'Casey Client' } },
    'Avery Admin enabled the account of Casey Client (Green Roots Naturopathy).',
    'Avery Admin enabled your account.',
  ],
  [
    'a role granted',
    {
      type: 'role_changed',
      ...byAdmin,
      ...about,
      details: { subjectName: 'Casey Client', from: 'client', to: 'admin' },
    },
    'Avery Admin made Casey Client (Green Roots Naturopathy) an administrator.',
    'Avery Admin made you an administrator.',
  ],
  [
    'a role removed',
    {
      type: 'role_changed',
      ...byAdmin,
      ...about,
      details: { subjectName: 'Casey Client', from: 'admin', to: 'client' },
    },
    'Avery Admin removed the admin role of Casey Client (Green Roots Naturopathy).',
    'Avery Admin removed your admin role.',
  ],
  [
    'a role granted by the script',
    {
      type: 'role_changed',
      ...bySystem,
      clientName: null,
      details: { subjectName: 'Sam Staff', from: null, to: 'admin', via: 'admin:grant script' },
    },
    'Sam Staff was made an administrator with the admin:grant script.',
    'You were made an administrator with the admin:grant script.',
  ],
  [
    'a profile edited by its owner',
    { type: 'profile_changed', ...byClient, ...about, details: { subjectName: 'Casey Client', fields: 'name,phone' } },
    'Casey Client (Green Roots Naturopathy) updated their profile: name, phone.',
    'You updated your profile: name, phone.',
  ],
  [
    'a profile edited by the agency',
    { type: 'profile_changed', ...byAdmin, ...about, details: { subjectName: 'Casey Client', fields: 'businessName' } },
    'Avery Admin updated the profile of Casey Client (Green Roots Naturopathy): business name.',
    'Avery Admin updated your profile: business name.',
  ],
  [
    'a profile changed by a script',
    { type: 'profile_changed', ...bySystem, ...about, details: { subjectName: 'Casey Client', fields: 'email' } },
    'The profile of Casey Client (Green Roots Naturopathy) was updated: email.',
    'Your profile was updated: email.',
  ],
  [
    'a project started',
    { type: 'project_created', ...byAdmin, ...about, details: {} },
    'Avery Admin started Green Roots Naturopathy’s project “New website”.',
    'Avery Admin started your project “New website”.',
  ],
  [
    'a project’s status',
    { type: 'project_status_changed', ...byAdmin, ...about, details: { from: 'planning', to: 'in-progress' } },
    'Avery Admin changed the status of Green Roots Naturopathy’s project “New website” to In progress.',
    'Avery Admin changed the status of your project “New website” to In progress.',
  ],
  [
    'a milestone added',
    { type: 'milestone_added', ...byAdmin, ...about, details: { milestoneId: 'm1', milestoneTitle: 'Launch' } },
    'Avery Admin added the milestone “Launch” to Green Roots Naturopathy’s project “New website”.',
    'Avery Admin added the milestone “Launch” to your project “New website”.',
  ],
  [
    'a milestone completed',
    { type: 'milestone_completed', ...byAdmin, ...about, details: { milestoneId: 'm1', milestoneTitle: 'Launch' } },
    'Avery Admin completed the milestone “Launch” of Green Roots Naturopathy’s project “New website”.',
    'Avery Admin completed the milestone “Launch” of your project “New website”.',
  ],
  [
    'a milestone re-opened',
    { type: 'milestone_reopened', ...byAdmin, ...about, details: { milestoneId: 'm1', milestoneTitle: 'Launch' } },
    'Avery Admin re-opened the milestone “Launch” of Green Roots Naturopathy’s project “New website”.',
    'Avery Admin re-opened the milestone “Launch” of your project “New website”.',
  ],
  [
    'a project’s dates',
    {
      type: 'project_dates_changed',
      ...byAdmin,
      ...about,
      details: { startDate: '2026-12-01', dueDate: '2027-02-26' },
    },
    'Avery Admin moved the dates of Green Roots Naturopathy’s project “New website”: it now starts 1 Dec 2026 and is due 26 Feb 2027.',
    'Avery Admin moved the dates of your project “New website”: it now starts 1 Dec 2026 and is due 26 Feb 2027.',
  ],
  [
    'a project’s dates cleared',
    { type: 'project_dates_changed', ...byAdmin, ...about, details: { startDate: null, dueDate: null } },
    'Avery Admin cleared the dates of Green Roots Naturopathy’s project “New website”.',
    'Avery Admin cleared the dates of your project “New website”.',
  ],
  [
    'a project archived',
    { type: 'project_archived', ...byAdmin, ...about, details: {} },
    'Avery Admin archived Green Roots Naturopathy’s project “New website”.',
    'Avery Admin archived your project “New website”.',
  ],
  [
    'a project restored',
    { type: 'project_restored', ...byAdmin, ...about, details: {} },
    'Avery Admin restored Green Roots Naturopathy’s project “New website”.',
    'Avery Admin restored your project “New website”.',
  ],
  [
    'a conversation the client started',
    { type: 'conversation_started', ...byClient, ...about, details: { threadId: 't1', subject: 'General' } },
    'Casey Client (Green Roots Naturopathy) started a conversation: “General”.',
    'You started a conversation: “General”.',
  ],
  [
    'a conversation the agency started',
    { type: 'conversation_started', ...byAdmin, ...about, details: { threadId: 't1', subject: 'Launch day' } },
    'Avery Admin started a conversation with Green Roots Naturopathy: “Launch day”.',
    'Avery Admin started a conversation with you: “Launch day”.',
  ],
  [
    'a message removed',
    {
      type: 'message_removed',
      ...byAdmin,
      ...about,
      details: { threadId: 't1', messageId: 'm1', senderRole: 'client', subject: 'General' },
    },
    'Avery Admin removed a message from Green Roots Naturopathy’s conversation “General”.',
    'Avery Admin removed a message from your conversation “General”.',
  ],
  [
    'a client’s upload',
    { type: 'file_uploaded', ...byClient, ...about, details: { ...file, version: 1 } },
    'Casey Client (Green Roots Naturopathy) uploaded “home.pdf”.',
    'You uploaded “home.pdf”.',
  ],
  [
    'the agency’s upload',
    { type: 'file_uploaded', ...byAdmin, ...about, details: file },
    'Avery Admin uploaded “home.pdf” (version 2) for Green Roots Naturopathy.',
    'Avery Admin uploaded “home.pdf” (version 2) for you.',
  ],
  [
    'a file the agency deleted',
    { type: 'file_deleted', ...byAdmin, ...about, details: file },
    'Avery Admin deleted “home.pdf” (version 2) from Green Roots Naturopathy’s files.',
    'Avery Admin deleted “home.pdf” (version 2) from your files.',
  ],
  [
    'a file the client deleted',
    { type: 'file_deleted', ...byClient, ...about, details: file },
    'Casey Client (Green Roots Naturopathy) deleted “home.pdf” (version 2).',
    'You deleted “home.pdf” (version 2).',
  ],
  [
    'a file deleted by nobody in particular',
    { type: 'file_deleted', ...bySystem, ...about, details: file },
    '“home.pdf” (version 2) was deleted from Green Roots Naturopathy’s files.',
    '“home.pdf” (version 2) was deleted from your files.',
  ],
  [
    'a file’s public links revoked',
    { type: 'file_links_revoked', ...byAdmin, ...about, details: { ...file, revoked: 2 } },
    'Avery Admin revoked the public links of “home.pdf” (version 2) in Green Roots Naturopathy’s files.',
    'Avery Admin revoked the public links of “home.pdf” (version 2) in your files.',
  ],
  [
    'a deliverable shared',
    { type: 'deliverable_shared', ...byAdmin, ...about, details: file },
    'Avery Admin shared “home.pdf” (version 2) for Green Roots Naturopathy’s approval.',
    'Avery Admin shared “home.pdf” (version 2) for your approval.',
  ],
  [
    'a deliverable approved',
    { type: 'deliverable_approved', ...byClient, ...about, details: { ...file, version: 1, decision: 'approved' } },
    'Casey Client (Green Roots Naturopathy) approved “home.pdf” (version 1).',
    'You approved “home.pdf” (version 1).',
  ],
  [
    'changes asked for',
    {
      type: 'deliverable_changes_requested',
      ...byClient,
      ...about,
      details: { ...file, decision: 'changes-requested' },
    },
    'Casey Client (Green Roots Naturopathy) asked for changes to “home.pdf” (version 2).',
    'You asked for changes to “home.pdf” (version 2).',
  ],
  [
    'a quote asked for',
    {
      type: 'quote_requested',
      ...byClient,
      ...about,
      projectName: null,
      details: { threadId: 't1', messageId: 'm1', oneTimeTotalCents: 550_000, monthlyTotalCents: 0 },
    },
    'Casey Client (Green Roots Naturopathy) asked for a quote.',
    'You asked for a quote.',
  ],
  [
    'a quote sent',
    { type: 'quote_sent', ...byAdmin, ...about, details: { ...quote, totalCents: 550_000 } },
    'Avery Admin sent quote Q-2026-0007, “New website” ($5,500.00) to Green Roots Naturopathy.',
    'Avery Admin sent you quote Q-2026-0007, “New website” ($5,500.00).',
  ],
  [
    'a quote withdrawn',
    { type: 'quote_withdrawn', ...byAdmin, ...about, details: quote },
    'Avery Admin withdrew quote Q-2026-0007, “New website”, sent to Green Roots Naturopathy.',
    'Avery Admin withdrew quote Q-2026-0007, “New website”.',
  ],
  [
    'a quote accepted',
    {
      type: 'quote_accepted',
      ...byClient,
      ...about,
      details: { ...quote, totalCents: 550_000, invoiceId: 'i1', signedName: 'Casey Client' },
    },
    'Casey Client (Green Roots Naturopathy) accepted quote Q-2026-0007, “New website” ($5,500.00).',
    'You accepted quote Q-2026-0007, “New website” ($5,500.00).',
  ],
  [
    'a quote declined',
    { type: 'quote_declined', ...byClient, ...about, details: { ...quote, reason: 'Too dear' } },
    'Casey Client (Green Roots Naturopathy) declined quote Q-2026-0007, “New website”.',
    'You declined quote Q-2026-0007, “New website”.',
  ],
  [
    'a quote expired',
    { type: 'quote_expired', ...bySystem, ...about, details: quote },
    'Quote Q-2026-0007, “New website”, sent to Green Roots Naturopathy, expired without an answer.',
    'Quote Q-2026-0007, “New website”, expired without an answer.',
  ],
  [
    'an invoice issued',
    {
      type: 'invoice_issued',
      ...bySystem,
      ...about,
      details: { ...invoice, title: 'New website', totalCents: 550_000, replacesInvoiceId: null },
    },
    'Invoice INV-2026-0003 for “New website” ($5,500.00) was issued to Green Roots Naturopathy.',
    'Invoice INV-2026-0003 for “New website” ($5,500.00) was issued to you.',
  ],
  [
    'an invoice issued in place of a voided one',
    {
      type: 'invoice_issued',
      ...bySystem,
      ...about,
      details: { ...invoice, title: 'New website', totalCents: 550_000, replacesInvoiceId: 'i0' },
    },
    'Invoice INV-2026-0003 for “New website” ($5,500.00) was issued to Green Roots Naturopathy, replacing a voided invoice.',
    'Invoice INV-2026-0003 for “New website” ($5,500.00) was issued to you, replacing a voided invoice.',
  ],
  [
    'an invoice voided and replaced',
    {
      type: 'invoice_voided',
      ...byAdmin,
      ...about,
      details: { ...invoice, reason: 'Wrong address', replacementInvoiceId: 'i4', replacementNumber: 'INV-2026-0004' },
    },
    'Avery Admin voided Green Roots Naturopathy’s invoice INV-2026-0003 and replaced it with INV-2026-0004.',
    'Avery Admin voided your invoice INV-2026-0003 and replaced it with INV-2026-0004.',
  ],
  [
    'an invoice voided',
    {
      type: 'invoice_voided',
      ...byAdmin,
      ...about,
      details: { ...invoice, reason: 'Sent twice', replacementInvoiceId: null, replacementNumber: null },
    },
    'Avery Admin voided Green Roots Naturopathy’s invoice INV-2026-0003.',
    'Avery Admin voided your invoice INV-2026-0003.',
  ],
  [
    'a bank payment recorded',
    {
      type: 'payment_recorded',
      ...byAdmin,
      ...about,
      details: { ...invoice, paymentId: 'p1', amountCents: 150_000, method: 'bank' },
    },
    'Avery Admin recorded a payment of $1,500.00 by bank transfer from Green Roots Naturopathy for invoice INV-2026-0003.',
    'Avery Admin recorded your payment of $1,500.00 by bank transfer for invoice INV-2026-0003.',
  ],
  [
    'a card payment received',
    {
      type: 'payment_recorded',
      ...bySystem,
      ...about,
      details: { ...invoice, paymentId: 'p2', amountCents: 150_000, method: 'card' },
    },
    'A payment of $1,500.00 by card from Green Roots Naturopathy was received for invoice INV-2026-0003.',
    'Your payment of $1,500.00 by card was received for invoice INV-2026-0003.',
  ],
  [
    'an invoice paid',
    { type: 'invoice_paid', ...byAdmin, ...about, details: { ...invoice, totalCents: 550_000 } },
    'Green Roots Naturopathy’s invoice INV-2026-0003 is paid in full.',
    'Invoice INV-2026-0003 is paid in full.',
  ],
  [
    'a client’s assessment',
    {
      type: 'assessment_finished',
      ...byClient,
      ...about,
      details: { assessmentId: 'a1', score: 64, url: 'https://www.greenroots.example.com.au/' },
    },
    'Casey Client (Green Roots Naturopathy) ran a website assessment of greenroots.example.com.au: 64 out of 100.',
    'You ran a website assessment of greenroots.example.com.au: 64 out of 100.',
  ],
  [
    'the agency’s assessment for a client',
    {
      type: 'assessment_finished',
      ...byAdmin,
      ...about,
      details: { assessmentId: 'a1', score: 64, url: 'https://greenroots.example.com.au/' },
    },
    'Avery Admin assessed Green Roots Naturopathy’s website greenroots.example.com.au: 64 out of 100.',
    'Avery Admin assessed your website greenroots.example.com.au: 64 out of 100.',
  ],
];

describe('activitySentence', () => {
  it.each(CASES)('words %s for the agency and for the client', (_name, entry, agency, client) => {
    const stored = { ...entry, summary: 'The stored sentence.' };
    expect(activitySentence(stored, AGENCY_READER)).toBe(agency);
    expect(activitySentence(stored, CLIENT)).toBe(client);
  });

  it('has a sentence of its own for every type, for both readers', () => {
    const worded = new Set(CASES.map(([, entry]) => entry.type));
    expect(ACTIVITY_TYPES.filter((type) => !worded.has(type))).toEqual([]);
  });

  it('names a teammate by name, not as "you", and a client without a business by their name alone', () => {
    const approved = CASES.find(([name]) => name === 'a deliverable approved')![1];
    expect(activitySentence(approved, TEAMMATE)).toBe('Casey Client approved “home.pdf” (version 1).');
    expect(activitySentence({ ...approved, clientName: 'Casey Client' }, AGENCY_READER)).toBe(
      'Casey Client approved “home.pdf” (version 1).',
    );
  });

  it('calls an agency person it cannot name by the agency’s name, for the client', () => {
    const started = { type: 'conversation_started', ...bySystem, ...about, details: { threadId: 't', subject: 'Hi' } };
    expect(activitySentence(started, CLIENT)).toBe('Conscious Web Studio started a conversation with you: “Hi”.');
  });
});

describe('an entry written before its facts, or missing some', () => {
  const full = CASES.find(([name]) => name === 'a file the agency deleted')![1];
  const stored = { ...full, summary: '“home.pdf” (version 2) was deleted.' };

  it.each(['actorRole', 'actorName', 'details', 'type'] as const)(
    'falls back to the stored sentence without %s',
    (field) => {
      const { [field]: _missing, ...older } = stored;
      expect(describeActivity(older, AGENCY_READER)).toBeNull();
      expect(activitySentence(older, AGENCY_READER)).toBe('“home.pdf” (version 2) was deleted.');
      expect(activitySentence(older, CLIENT)).toBe('“home.pdf” (version 2) was deleted.');
    },
  );

  it('without the client’s name, falls back for the agency but words it for the client, who is "your"', () => {
    const { clientName: _missing, ...older } = stored;
    expect(activitySentence(older, AGENCY_READER)).toBe('“home.pdf” (version 2) was deleted.');
    expect(activitySentence(older, CLIENT)).toBe('Avery Admin deleted “home.pdf” (version 2) from your files.');
  });

  it('falls back for every type whose details are gone, whatever their shape', () => {
    for (const [, entry] of CASES) {
      for (const details of [undefined, null, 'text', 42, []]) {
        const odd = { ...entry, details, summary: 'Stored.' };
        expect(() => activitySentence(odd, AGENCY_READER)).not.toThrow();
        expect(() => activitySentence(odd, CLIENT)).not.toThrow();
      }
    }
  });

  it('says what type of event it was when it has no sentence at all, and never throws on nothing', () => {
    expect(activitySentence({ type: 'file_deleted' }, AGENCY_READER)).toBe('File deleted.');
    expect(activitySentence({ type: 'brand_new_kind' }, CLIENT)).toBe('Brand new kind.');
    expect(activitySentence({}, AGENCY_READER)).toBe('Unknown event.');
  });

  it('ignores facts of the wrong shape rather than printing them', () => {
    const odd = { ...full, actorName: 42, clientName: { name: 'x' }, details: { ...file, version: 'two' } };
    expect(activitySentence({ ...odd, summary: 'Stored.' }, AGENCY_READER)).toBe('Stored.');
  });
});

describe('activityTypeLabel', () => {
  it('labels every type in words, and an unknown one by its code', () => {
    expect(ACTIVITY_TYPES.every((type) => /^[A-Z][a-z-]+( [a-z-]+)*$/.test(ACTIVITY_TYPE_LABELS[type]))).toBe(true);
    expect(activityTypeLabel('file_deleted')).toBe('File deleted');
    expect(activityTypeLabel('something_new')).toBe('Something new');
    expect(activityTypeLabel(undefined)).toBe('Unknown event');
  });
});
