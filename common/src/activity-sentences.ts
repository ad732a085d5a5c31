import { ACTIVITY_TYPES, type ActivityType, ACTOR_ROLES, type ActorRole, type NewActivity } from './activity';
import { isCalendarDay } from './calendar-days';
import { formatDay } from './format';
import { formatCents } from './pricing';
import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, type ProjectStatus } from './projects';
import { PAYMENT_METHOD_WORDS } from './quotes';

/**
 * Who reads an entry: the agency (names everyone, and says for which client), or a person of the client's business
 * (`uid`): what they did themselves reads "You", their business's things "your", and the agency's people are named,
 * or called `agencyName` where an automatic event needs someone to have done it.
 */
export type ActivityReader = { side: 'agency' } | { side: 'client'; uid: string | null; agencyName: string };

export const AGENCY_READER: ActivityReader = { side: 'agency' };

/**
 * An entry as a reader may find it, of any age: any field may be missing or of another shape (entries written before
 * it existed, or by hand), so nothing here is trusted. Stored entries and the web's rows both fit.
 */
export interface ReadableActivity {
  type?: unknown;
  actor?: unknown;
  actorName?: unknown;
  actorRole?: unknown;
  clientName?: unknown;
  projectName?: unknown;
  summary?: unknown;
  details?: unknown;
}

/** How each type reads in a list, a filter or a column ("File deleted"). */
export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  signed_up: 'Signed up',
  onboarding_completed: 'Onboarding completed',
  invited: 'Invited',
  account_disabled: 'Account disabled',
  account_enabled: 'Account enabled',
  role_changed: 'Role changed',
  profile_changed: 'Profile changed',
  project_created: 'Project created',
  project_status_changed: 'Project status changed',
  milestone_added: 'Milestone added',
  milestone_completed: 'Milestone completed',
  milestone_reopened: 'Milestone re-opened',
  project_dates_changed: 'Project dates changed',
  project_archived: 'Project archived',
  project_restored: 'Project restored',
  conversation_started: 'Conversation started',
  message_removed: 'Message removed',
  file_uploaded: 'File uploaded',
  file_deleted: 'File deleted',
  file_links_revoked: 'Public links revoked',
  deliverable_shared: 'Deliverable shared',
  deliverable_approved: 'Deliverable approved',
  deliverable_changes_requested: 'Changes requested',
  quote_requested: 'Quote requested',
  quote_sent: 'Quote sent',
  quote_withdrawn: 'Quote withdrawn',
  quote_accepted: 'Quote accepted',
  quote_declined: 'Quote declined',
  quote_expired: 'Quote expired',
  invoice_issued: 'Invoice issued',
  invoice_voided: 'Invoice voided',
  payment_recorded: 'Payment recorded',
  invoice_paid: 'Invoice paid',
  assessment_finished: 'Assessment finished',
};

/** How an actor's role reads in a column. */
export const ACTOR_ROLE_LABELS: Record<ActorRole, string> = {
  client: 'Client',
  admin: 'Administrator',
  staff: 'Team member',
  system: 'System',
};

export const isActivityType = (value: unknown): value is ActivityType =>
  typeof value === 'string' && (ACTIVITY_TYPES as readonly string[]).includes(value);

export const isActorRole = (value: unknown): value is ActorRole =>
  typeof value === 'string' && (ACTOR_ROLES as readonly string[]).includes(value);

/** A type's label; one this code does not know (a newer writer's) reads as its code made readable. */
export function activityTypeLabel(type: unknown): string {
  if (isActivityType(type)) return ACTIVITY_TYPE_LABELS[type];
  if (typeof type !== 'string' || !type.trim()) return 'Unknown event';
  const words = type.trim().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const whole = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const capital = (sentence: string) => sentence.charAt(0).toUpperCase() + sentence.slice(1);
const possessive = (name: string) => `${name}’s`;
const quoted = (title: string) => `“${title}”`;

/** What a sentence is made of: an entry's facts, read defensively, and the phrases they make for one reader. */
interface Words {
  type: ActivityType;
  details: Record<string, unknown>;
  /** The reader is the client's side. */
  client: boolean;
  /** The client's side acted (else an administrator, a team member or an automatic event). */
  clientActed: boolean;
  /** The reader is the very person who acted. */
  readerActed: boolean;
  system: boolean;
  /** The actor as a sentence's subject: "You", "Casey Client (Green Roots)", "Avery Admin", "The system". */
  who: string;
  /** The client's business as an owner, "your" or "Green Roots’s", and as an object, "you" or "Green Roots". */
  whose: string | null;
  whom: string | null;
  /** What the actor did to their own: "your" for the reader who acted, else "their". */
  their: string;
  /** The entry's project ("your project “Site”", "Green Roots’s project “Site”"). */
  project: string | null;
  /** The person an account event is about, with their business where it differs ("Casey Client (Green Roots)"). */
  subject: string | null;
}

function wordsOf(entry: ReadableActivity, reader: ActivityReader): Words | null {
  const { type, actorRole } = entry;
  if (!isActivityType(type) || !isActorRole(actorRole)) return null;
  const actorName = text(entry.actorName);
  if (!actorName && actorRole !== 'system') return null;
  const details = entry.details && typeof entry.details === 'object' ? (entry.details as Record<string, unknown>) : {};
  const clientName = text(entry.clientName);
  const projectName = text(entry.projectName);
  const client = reader.side === 'client';
  const readerActed = client && actorRole === 'client' && text(entry.actor) === reader.uid;
  const system = actorRole === 'system';
  const who = readerActed
    ? 'You'
    : system || !actorName
      ? client
        ? reader.agencyName
        : 'The system'
      : actorRole === 'client' && !client && clientName && clientName !== actorName
        ? `${actorName} (${clientName})`
        : actorName;
  const whose = client ? 'your' : clientName && possessive(clientName);
  const subjectName = text(details.subjectName) ?? clientName;
  return {
    type,
    details,
    client,
    clientActed: actorRole === 'client',
    readerActed,
    system,
    who,
    whose,
    whom: client ? 'you' : clientName,
    their: readerActed ? 'your' : 'their',
    project: whose && projectName ? `${whose} project ${quoted(projectName)}` : null,
    subject: subjectName && clientName && clientName !== subjectName ? `${subjectName} (${clientName})` : subjectName,
  };
}

/** A sentence of one type, or null when a fact it needs is missing (the reader then shows the stored summary). */
type Sentence = (words: Words) => string | null;

/** Whether every part is there: a sentence never says "null". */
const have = (...parts: unknown[]) => parts.every((part) => part !== null && part !== undefined);

/** A file as sentences name it: “home.pdf”, with its version after the first (always, for a decision). */
function fileOf({ details }: Words, alwaysVersion = false): string | null {
  const name = text(details.name);
  const version = whole(details.version);
  if (!name) return null;
  return version !== null && (alwaysVersion || version > 1) ? `${quoted(name)} (version ${version})` : quoted(name);
}

/** A quote as sentences name it: quote Q-2026-0001, “New website”. */
function quoteOf({ details }: Words): string | null {
  const number = text(details.number);
  const title = text(details.title);
  return number && title ? `quote ${number}, ${quoted(title)}` : null;
}

const money = (value: unknown) => {
  const cents = whole(value);
  return cents === null ? null : formatCents(cents);
};

/** An account event: a disabled or enabled account, the reader's own or someone's. */
const accountSentence =
  (verb: string): Sentence =>
  (words) => {
    if (words.client) return `${words.who} ${verb} your account.`;
    return words.subject ? `${words.who} ${verb} the account of ${words.subject}.` : null;
  };

/** A milestone event: "added the milestone “Launch” to your project “Site”". */
const milestoneSentence =
  (verb: string, preposition: string): Sentence =>
  (words) => {
    const title = text(words.details.milestoneTitle);
    return have(title, words.project)
      ? `${words.who} ${verb} the milestone ${quoted(title!)} ${preposition} ${words.project}.`
      : null;
  };

/** A project event with nothing more to say than what was done to it. */
const projectSentence =
  (verb: string): Sentence =>
  (words) =>
    words.project ? `${words.who} ${verb} ${words.project}.` : null;

/** A client's decision on a deliverable. */
const decisionSentence =
  (did: string): Sentence =>
  (words) => {
    const file = fileOf(words, true);
    return file ? `${words.who} ${did} ${file}.` : null;
  };

/** A client's answer to a quote. */
const answerSentence =
  (verb: string, withTotal: boolean): Sentence =>
  (words) => {
    const quote = quoteOf(words);
    const total = withTotal ? money(words.details.totalCents) : '';
    return have(quote, total) ? `${words.who} ${verb} ${quote}${total ? ` (${total})` : ''}.` : null;
  };

const SENTENCES: Record<ActivityType, Sentence> = {
  signed_up: (words) => `${words.who} joined the portal.`,
  onboarding_completed: (words) =>
    words.details.firstTime === false
      ? `${words.who} updated ${words.their} onboarding answers.`
      : `${words.who} completed onboarding.`,
  invited: (words) => {
    if (words.client) return `${words.who} invited you to the portal.`;
    const name = text(words.details.subjectName);
    const email = text(words.details.email);
    const business = words.whom && words.whom !== name ? ` of ${words.whom}` : '';
    const fromLead = text(words.details.leadId) ? ' from a contact-form enquiry' : '';
    return have(name, email) ? `${words.who} invited ${name} (${email})${business} to the portal${fromLead}.` : null;
  },
  account_disabled: accountSentence('disabled'),
  account_enabled: accountSentence('enabled'),
  role_changed: (words) => {
    const subject = words.client ? 'you' : words.subject;
    if (!subject) return null;
    if (words.details.to !== 'admin') {
      return `${words.who} removed ${words.client ? 'your admin role' : `the admin role of ${subject}`}.`;
    }
    // A script grants the first administrator (scripts/admin-grant.ts), and says so.
    const via = text(words.details.via);
    if (words.system)
      return `${capital(subject)} ${words.client ? 'were' : 'was'} made an administrator${via ? ` with the ${via}` : ''}.`;
    return `${words.who} made ${subject} an administrator.`;
  },
  profile_changed: (words) => {
    const fields = text(words.details.fields)
      ?.split(',')
      .map((field) => PROFILE_FIELD_NAMES[field.trim()] ?? field.trim())
      .filter(Boolean)
      .join(', ');
    if (!fields) return null;
    // The client's own edit, one by the agency, or one a script made.
    if (words.clientActed) return `${words.who} updated ${words.their} profile: ${fields}.`;
    const whose = words.client ? 'your profile' : words.subject && `the profile of ${words.subject}`;
    if (!whose) return null;
    return words.system ? `${capital(whose)} was updated: ${fields}.` : `${words.who} updated ${whose}: ${fields}.`;
  },
  project_created: (words) => {
    const { project } = words;
    return project ? `${words.who} started ${project}.` : null;
  },
  project_status_changed: (words) => {
    const to = words.details.to;
    const status = (PROJECT_STATUSES as readonly unknown[]).includes(to)
      ? PROJECT_STATUS_LABELS[to as ProjectStatus]
      : null;
    return have(status, words.project) ? `${words.who} changed the status of ${words.project} to ${status}.` : null;
  },
  milestone_added: milestoneSentence('added', 'to'),
  milestone_completed: milestoneSentence('completed', 'of'),
  milestone_reopened: milestoneSentence('re-opened', 'of'),
  project_dates_changed: (words) => {
    if (!words.project) return null;
    const day = (value: unknown) => (typeof value === 'string' && isCalendarDay(value) ? value : null);
    const [start, due] = [day(words.details.startDate), day(words.details.dueDate)];
    const when = [start && `starts ${formatDay(start)}`, due && `is due ${formatDay(due)}`]
      .filter(Boolean)
      .join(' and ');
    return when
      ? `${words.who} moved the dates of ${words.project}: it now ${when}.`
      : `${words.who} cleared the dates of ${words.project}.`;
  },
  project_archived: projectSentence('archived'),
  project_restored: projectSentence('restored'),
  conversation_started: (words) => {
    const subject = text(words.details.subject);
    if (!subject) return null;
    // A client starts one with the agency; the agency starts one with a client.
    if (words.clientActed) return `${words.who} started a conversation: ${quoted(subject)}.`;
    return words.whom ? `${words.who} started a conversation with ${words.whom}: ${quoted(subject)}.` : null;
  },
  message_removed: (words) => {
    const subject = text(words.details.subject);
    return have(subject, words.whose)
      ? `${words.who} removed a message from ${words.whose} conversation ${quoted(subject!)}.`
      : null;
  },
  file_uploaded: (words) => {
    const file = fileOf(words);
    if (!file) return null;
    if (words.clientActed) return `${words.who} uploaded ${file}.`;
    return words.whom ? `${words.who} uploaded ${file} for ${words.whom}.` : null;
  },
  file_deleted: (words) => {
    const file = fileOf(words);
    if (!file) return null;
    if (words.clientActed) return `${words.who} deleted ${file}.`;
    if (!words.whose) return null;
    return words.system
      ? `${file} was deleted from ${words.whose} files.`
      : `${words.who} deleted ${file} from ${words.whose} files.`;
  },
  file_links_revoked: (words) => {
    const file = fileOf(words);
    return have(file, words.whose) ? `${words.who} revoked the public links of ${file} in ${words.whose} files.` : null;
  },
  deliverable_shared: (words) => {
    const file = fileOf(words);
    return have(file, words.whose) ? `${words.who} shared ${file} for ${words.whose} approval.` : null;
  },
  deliverable_approved: decisionSentence('approved'),
  deliverable_changes_requested: decisionSentence('asked for changes to'),
  quote_requested: (words) => `${words.who} asked for a quote.`,
  quote_sent: (words) => {
    const quote = quoteOf(words);
    const total = money(words.details.totalCents);
    if (!have(quote, total)) return null;
    if (words.client) return `${words.who} sent you ${quote} (${total}).`;
    return words.whom ? `${words.who} sent ${quote} (${total}) to ${words.whom}.` : null;
  },
  quote_withdrawn: (words) => {
    const quote = quoteOf(words);
    if (!quote) return null;
    if (words.client) return `${words.who} withdrew ${quote}.`;
    return words.whom ? `${words.who} withdrew ${quote}, sent to ${words.whom}.` : null;
  },
  quote_accepted: answerSentence('accepted', true),
  quote_declined: answerSentence('declined', false),
  quote_expired: (words) => {
    const quote = quoteOf(words);
    if (!quote) return null;
    if (words.client) return `${capital(quote)}, expired without an answer.`;
    return words.whom ? `${capital(quote)}, sent to ${words.whom}, expired without an answer.` : null;
  },
  invoice_issued: (words) => {
    const number = text(words.details.number);
    const title = text(words.details.title);
    const total = money(words.details.totalCents);
    if (!have(number, title, total, words.whom)) return null;
    const replacing = text(words.details.replacesInvoiceId) ? ', replacing a voided invoice' : '';
    return `Invoice ${number} for ${quoted(title!)} (${total}) was issued to ${words.whom}${replacing}.`;
  },
  invoice_voided: (words) => {
    const number = text(words.details.number);
    const replacement = text(words.details.replacementNumber);
    if (!have(number, words.whose)) return null;
    const voided = `${words.who} voided ${words.whose} invoice ${number}`;
    return replacement ? `${voided} and replaced it with ${replacement}.` : `${voided}.`;
  },
  payment_recorded: (words) => {
    const number = text(words.details.number);
    const paid = money(words.details.amountCents);
    const method = words.details.method;
    const how = method === 'bank' || method === 'card' ? PAYMENT_METHOD_WORDS[method] : null;
    if (!have(number, paid, how)) return null;
    if (words.client) {
      return words.system
        ? `Your payment of ${paid} ${how} was received for invoice ${number}.`
        : `${words.who} recorded your payment of ${paid} ${how} for invoice ${number}.`;
    }
    if (!words.whom) return null;
    return words.system
      ? `A payment of ${paid} ${how} from ${words.whom} was received for invoice ${number}.`
      : `${words.who} recorded a payment of ${paid} ${how} from ${words.whom} for invoice ${number}.`;
  },
  invoice_paid: (words) => {
    const number = text(words.details.number);
    if (!number) return null;
    if (words.client) return `Invoice ${number} is paid in full.`;
    return words.whose ? `${capital(words.whose)} invoice ${number} is paid in full.` : null;
  },
  assessment_finished: (words) => {
    const site = hostOf(words.details.url);
    const score = whole(words.details.score);
    if (!have(site, score)) return null;
    const result = `${site}: ${score} out of 100`;
    if (words.clientActed) return `${words.who} ran a website assessment of ${result}.`;
    return words.whose ? `${words.who} assessed ${words.whose} website ${result}.` : null;
  },
};

/** The profile's fields as a person names them. */
const PROFILE_FIELD_NAMES: Record<string, string> = {
  name: 'name',
  businessName: 'business name',
  phone: 'phone',
  website: 'website',
  location: 'location',
  industry: 'industry',
  notificationPreference: 'notification preference',
  email: 'email',
};

/** The host name a sentence names a site by ("example.com"), or null for what is not an address. */
function hostOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    return new URL(url).hostname.replace(/^www\./, '') || null;
  } catch {
    return null;
  }
}

/**
 * The entry worded for `reader` from its facts, or null when it lacks a fact its sentence needs (entries written
 * before the facts existed): writers use it to make the stored `summary`.
 */
export function describeActivity(entry: ReadableActivity, reader: ActivityReader): string | null {
  const words = wordsOf(entry, reader);
  return words && SENTENCES[words.type](words);
}

/**
 * The entry as `reader` reads it: from its facts, else its stored summary (the agency's sentence of an older entry),
 * else its type. Never throws, whatever the entry holds.
 */
export function activitySentence(entry: ReadableActivity, reader: ActivityReader): string {
  return describeActivity(entry, reader) ?? text(entry.summary) ?? `${activityTypeLabel(entry.type)}.`;
}

/**
 * A new entry with its `summary`: the agency's sentence, stored for readers that cannot word entries themselves (an
 * export of the raw log, an older reader). Every writer stores entries through this.
 */
export function withSummary<Entry extends NewActivity>(entry: Entry): Entry & { summary: string } {
  return { ...entry, summary: describeActivity(entry, AGENCY_READER) ?? `${activityTypeLabel(entry.type)}.` };
}
