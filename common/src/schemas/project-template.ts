import { array, boolean, type InferType, number, object, string } from 'yup';

import { isCalendarDay } from '../calendar-days';
import { SERVICE_INTEREST_VALUES, type ServiceInterest } from '../onboarding';
import { PROJECT_TEMPLATE_LIMITS as LIMITS } from '../project-templates';

import { documentId, hasVisibleText } from './fields';

/**
 * A project template as the admin form edits it (`projectTemplates/{service}`), checked by the form and again by
 * the `saveProjectTemplate` function that stores it (docs/decisions/043-project-templates.md).
 */
const stepSchema = (what: string) =>
  object({
    title: string()
      .trim()
      .max(LIMITS.title, `Titles must be at most ${LIMITS.title} characters`)
      .test('visible', `Give the ${what} a title`, (value) => !value || hasVisibleText(value))
      .required(`Give the ${what} a title`),
    offsetDays: number()
      .typeError('Days must be a number')
      .integer('Days must be a whole number')
      .min(0, 'Days cannot be negative')
      .max(LIMITS.offsetDaysMax, `Days must be at most ${LIMITS.offsetDaysMax}`)
      .required('Say how many days after the start'),
  });

export const projectTemplateSchema = object({
  service: string<ServiceInterest>().oneOf(SERVICE_INTEREST_VALUES, 'Choose a service').required('Choose a service'),
  name: string()
    .trim()
    .min(LIMITS.nameMin, `Name must be at least ${LIMITS.nameMin} characters`)
    .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters`)
    .required(`Name must be at least ${LIMITS.nameMin} characters`),
  milestones: array(stepSchema('milestone'))
    .max(LIMITS.milestones, `A template can have at most ${LIMITS.milestones} milestones`)
    .default([])
    .required(),
  clientTasks: array(stepSchema('client task'))
    .max(LIMITS.clientTasks, `A template can have at most ${LIMITS.clientTasks} client tasks`)
    .default([])
    .required(),
});

export type ProjectTemplateInput = InferType<typeof projectTemplateSchema>;

/** `saveProjectTemplate`'s request is the whole template; it answers with the template's id (its service). */
export interface SaveProjectTemplateResult {
  templateId: string;
}

/** The years a project made from a quote may start in. */
export const START_YEARS = { from: 2000, to: 2100 } as const;
const inStartYears = (day: string) => {
  const year = Number(day.slice(0, 4));
  return year >= START_YEARS.from && year <= START_YEARS.to;
};

/**
 * `createProjectFromQuote` (admin): the project of an accepted quote, from its service's template, its milestones
 * dated from `startDate` (a Queensland day; the web sends today's unless the admin picks another), and, with
 * `tellClient`, the project's conversation started with a note to the client that it has begun.
 */
export const createProjectFromQuoteSchema = object({
  quoteId: documentId().required('Say which quote'),
  startDate: string()
    .test('day', 'The start date must be a date', (value) => value === undefined || isCalendarDay(value))
    // Milestones run up to 730 days after it: a start past the years a project can hold is a slip of the keyboard.
    .test(
      'years',
      `The start date must be between ${START_YEARS.from} and ${START_YEARS.to}`,
      (value) => value === undefined || !isCalendarDay(value) || inStartYears(value),
    )
    .required('Choose the start date'),
  /** Start the project's conversation with the agency's note that the project has begun (projectStartedMessage). */
  tellClient: boolean().default(false),
  /**
   * Other services whose templates' milestones join the project's (combinedMilestones), each from its own day after
   * the start: work the quote includes beyond its own service (the web ticks those its catalogue lines come from;
   * hosting is typed as a custom line).
   */
  alsoServices: array(
    object({
      service: string<ServiceInterest>()
        .typeError('Choose a service')
        .oneOf(SERVICE_INTEREST_VALUES, 'Choose a service')
        .required('Choose a service'),
      startDay: number()
        .typeError('Give the day it starts as a number')
        .integer('Give the day it starts as a whole number')
        .min(0, 'It cannot start before the project')
        .max(LIMITS.offsetDaysMax, `It must start within ${LIMITS.offsetDaysMax} days of the project`)
        .default(0),
    })
      .typeError('Name each other service and the day it starts')
      .required(),
  )
    .typeError('Name the other services as a list')
    .max(SERVICE_INTEREST_VALUES.length - 1, 'Too many services')
    .test(
      'once',
      'Name each service once',
      (list) => !list || new Set(list.map((added) => added?.service)).size === list.length,
    )
    .default([]),
});
export type CreateProjectFromQuoteRequest = InferType<typeof createProjectFromQuoteSchema>;
