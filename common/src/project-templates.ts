/**
 * `projectTemplates/{service}`: the milestones and client tasks a new project of one service starts with
 * (../shared/PORTAL.md). One template per service, its id the service's value, so "create the project from this
 * quote" finds the template of the quote's service without a query. Admins edit them through the SDK, held to
 * these limits by firestore.rules.
 */
import { calendarDayOf, startOfCalendarDay } from './calendar-days';
import { SERVICE_INTEREST_VALUES, SERVICE_INTERESTS, type ServiceInterest } from './onboarding';
import { PROJECT_LIMITS } from './projects';
import type { MilestoneInput, ProjectInput } from './schemas/project';
import { clipText } from './text';

export const PROJECT_TEMPLATE_LIMITS = {
  nameMin: 2,
  name: 120,
  titleMin: 1,
  /** A step becomes a project's milestone, held to the same length. */
  title: PROJECT_LIMITS.milestoneTitle,
  /** Days after the project's start date: two years at most. */
  offsetDaysMax: 730,
  milestones: 30,
  clientTasks: 30,
} as const;

/** A milestone or a client task: what to do, and how many days after the start it is due. */
export interface TemplateStep {
  title: string;
  offsetDays: number;
}

export interface ProjectTemplateDocument<Time> {
  service: ServiceInterest;
  /** What a project made from it is called, unless the admin names it otherwise. */
  name: string;
  /** In the order the project shows them. */
  milestones: TemplateStep[];
  /** What the client is asked to do (content, logins, approvals), in order. */
  clientTasks: TemplateStep[];
  /** The time of the last save, stamped by the rules' `request.time` check. */
  updatedAt: Time;
}

/** A template's document id: its service. */
export const projectTemplateId = (service: ServiceInterest): string => service;

export const serviceLabel = (service: ServiceInterest): string =>
  SERVICE_INTERESTS.find((entry) => entry.value === service)?.label ?? service;

const steps = (...list: [string, number][]): TemplateStep[] =>
  list.map(([title, offsetDays]) => ({ title, offsetDays }));

/**
 * The templates the agency starts with, one per service: the stages an Australian small-business web agency
 * usually runs, each dated from the start (day 0). Seeded into the demo data, and what a service whose template
 * was never saved falls back to.
 */
export const DEFAULT_PROJECT_TEMPLATES: Record<ServiceInterest, Omit<ProjectTemplateDocument<never>, 'updatedAt'>> = {
  'web-design': {
    service: 'web-design',
    name: 'Website build',
    milestones: steps(
      ['Kick-off meeting and brief agreed', 3],
      ['Sitemap and wireframes approved', 10],
      ['Home page design approved', 21],
      ['Inner page designs approved', 28],
      ['Site built on staging', 45],
      ['Content loaded and reviewed', 52],
      ['Testing on phones, tablets and browsers', 56],
      ['Site launched and domain pointed', 60],
      ['Post-launch check and training', 74],
    ),
    clientTasks: steps(
      ['Send your logo, brand colours and fonts', 5],
      ['Give us access to your domain and current hosting', 7],
      ['Send page text and photos', 30],
      ['Review the staging site and send changes', 50],
      ['Approve the site for launch', 58],
    ),
  },
  hosting: {
    service: 'hosting',
    name: 'Hosting set-up',
    milestones: steps(
      ['Hosting account and plan set up', 1],
      ['Site migrated to the new server', 5],
      ['SSL certificate and daily backups running', 6],
      ['DNS switched and email checked', 7],
      ['Uptime monitoring on and handover sent', 10],
    ),
    clientTasks: steps(
      ['Give us access to your domain registrar', 2],
      ['Confirm your email still sends and receives after the switch', 8],
    ),
  },
  'search-optimisation': {
    service: 'search-optimisation',
    name: 'Search optimisation',
    milestones: steps(
      ['Technical site audit', 7],
      ['Keyword research and plan agreed', 14],
      ['Google Business Profile optimised', 21],
      ['On-page fixes: titles, descriptions, headings', 30],
      ['Local directory listings made consistent', 45],
      ['First monthly ranking report', 60],
      ['Three-month review', 90],
    ),
    clientTasks: steps(
      ['Give us access to Google Search Console and Analytics', 3],
      ['Verify your Google Business Profile', 10],
      ['Approve the keyword plan', 14],
    ),
  },
  'digital-marketing': {
    service: 'digital-marketing',
    name: 'Digital marketing campaign',
    milestones: steps(
      ['Goals, audience and budget agreed', 5],
      ['Campaign plan and calendar approved', 12],
      ['Ads and tracking set up', 19],
      ['Campaign live', 21],
      ['First performance report', 35],
      ['Monthly review and adjustments', 51],
    ),
    clientTasks: steps(
      ['Give us access to your Meta and Google Ads accounts', 3],
      ['Send photos and offers for the ads', 10],
      ['Approve ad copy and creatives', 17],
    ),
  },
  'ai-consultancy': {
    service: 'ai-consultancy',
    name: 'AI consultancy',
    milestones: steps(
      ['Discovery workshop', 5],
      ['Current processes mapped', 14],
      ['Opportunities report delivered', 21],
      ['Pilot tool set up', 35],
      ['Team training session', 42],
      ['Review and next steps', 56],
    ),
    clientTasks: steps(
      ['Fill in the discovery questionnaire', 3],
      ['Book the team for the workshop and training', 4],
      ['Choose the pilot from the report', 28],
    ),
  },
  'content-creation': {
    service: 'content-creation',
    name: 'Content creation',
    milestones: steps(
      ['Content brief and tone of voice agreed', 5],
      ['Content calendar approved', 10],
      ['First drafts delivered', 21],
      ['Revisions complete', 28],
      ['Content published', 35],
    ),
    clientTasks: steps(
      ['Answer the brand and audience questionnaire', 3],
      ['Review the first drafts', 24],
      ['Sign off the final content', 31],
    ),
  },
  'ai-video-studio': {
    service: 'ai-video-studio',
    name: 'AI video production',
    milestones: steps(
      ['Creative brief agreed', 3],
      ['Script approved', 10],
      ['Storyboard and voice chosen', 14],
      ['First cut delivered', 21],
      ['Final video delivered in all sizes', 28],
    ),
    clientTasks: steps(
      ['Send your logo, footage and product photos', 5],
      ['Approve the script', 9],
      ['Send feedback on the first cut', 24],
    ),
  },
  'ai-insight-lab': {
    service: 'ai-insight-lab',
    name: 'AI insight lab',
    milestones: steps(
      ['Questions and data sources agreed', 5],
      ['Data connected and cleaned', 14],
      ['Dashboard draft', 24],
      ['Insights session', 30],
      ['Final report and recommendations', 35],
    ),
    clientTasks: steps(['Give us read access to your sales and website data', 4], ['Come to the insights session', 30]),
  },
};

export const PROJECT_TEMPLATE_SERVICES: readonly ServiceInterest[] = SERVICE_INTEREST_VALUES;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Queensland day `days` after `day` (Queensland keeps one offset all year, so a day is always 24 hours). */
export const daysAfter = (day: string, days: number): string =>
  calendarDayOf(new Date(startOfCalendarDay(day).getTime() + days * DAY_MS));

/**
 * A new project as a template starts it on `startDay`: in planning, each milestone to do and due its offset after
 * the start, the project due with its last milestone. `name` is the project's (the quote's title); a name too
 * short for a project takes the template's.
 */
export function projectFromTemplate(
  template: Pick<ProjectTemplateDocument<unknown>, 'service' | 'name' | 'milestones'>,
  startDay: string,
  name: string,
): ProjectInput {
  const milestones: MilestoneInput[] = template.milestones
    .slice(0, PROJECT_LIMITS.milestones)
    .map(({ title, offsetDays }, index) => ({
      id: `m${index + 1}`,
      // A step of another service's template carries its service's name, which may take it past the limit.
      title: clipText(title, PROJECT_LIMITS.milestoneTitle),
      status: 'todo',
      dueDate: daysAfter(startDay, offsetDays),
    }));
  const last = Math.max(0, ...template.milestones.map((step) => step.offsetDays));
  const trimmed = name.trim();
  return {
    name: (trimmed.length >= PROJECT_LIMITS.nameMin ? trimmed : template.name).slice(0, PROJECT_LIMITS.name),
    service: template.service,
    status: 'planning',
    summary: '',
    startDate: startDay,
    dueDate: milestones.length ? daysAfter(startDay, last) : null,
    milestones,
  };
}

type TemplateOfService = Pick<ProjectTemplateDocument<unknown>, 'service' | 'milestones'>;

/** Another service's template joining a project's, its days counted from `startDay` after the project's start. */
export interface AddedTemplate {
  template: TemplateOfService;
  startDay: number;
}

/**
 * The milestones of a quote's template and of the templates of its other services (`alsoServices`), as one list
 * for a project. Each added template starts on its own day after the project's start (hosting set up in the weeks
 * before a site's launch, not on its first day); with any added, every title starts with its service ("Web Hosting:
 * DNS switched and email checked"), so the project says whose each step is. The lists are merged by days after the
 * start, each keeping its own order (a template may list a step before an earlier-dated one on purpose), ties
 * going to the quote's own template.
 */
export function combinedMilestones(main: TemplateOfService, also: readonly AddedTemplate[]): TemplateStep[] {
  if (also.length === 0) return [...main.milestones];
  const named = (template: TemplateOfService, startDay: number) =>
    template.milestones.map((step) => ({
      title: `${serviceLabel(template.service)}: ${step.title}`,
      offsetDays: step.offsetDays + startDay,
    }));
  const lists = [named(main, 0), ...also.map(({ template, startDay }) => named(template, startDay))];
  const merged: TemplateStep[] = [];
  for (;;) {
    let from: TemplateStep[] | undefined;
    for (const list of lists) if (list[0] && (!from || list[0].offsetDays < from[0]!.offsetDays)) from = list;
    if (!from) return merged;
    merged.push(from.shift()!);
  }
}

/** Why a project cannot take this many milestones from its templates together, or null when it can. */
export const combinedMilestonesProblem = (count: number): string | null =>
  count > PROJECT_LIMITS.milestones
    ? `Together these templates have ${count} milestones, and a project holds at most ${PROJECT_LIMITS.milestones}. ` +
      'Leave a service out, and add its milestones to the project afterwards.'
    : null;

/**
 * What the agency's first message in a project's conversation says when the project is made from an accepted
 * quote and the admin chose to tell the client (`createProjectFromQuote`'s `tellClient`).
 */
export const projectStartedMessage = (projectName: string, quoteNumber: string | null) =>
  `We have started your project “${projectName}”${quoteNumber ? `, as quoted in ${quoteNumber}` : ''}. Its ` +
  'milestones and their dates are on the project’s page, and this conversation is for anything about it.';
