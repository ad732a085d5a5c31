import { describe, expect, it } from 'vitest';

import { SERVICE_INTEREST_VALUES } from './onboarding';
import {
  combinedMilestones,
  combinedMilestonesProblem,
  DEFAULT_PROJECT_TEMPLATES,
  PROJECT_TEMPLATE_LIMITS,
  projectFromTemplate,
} from './project-templates';
import { PROJECT_LIMITS } from './projects';
import { createProjectFromQuoteSchema, projectTemplateSchema } from './schemas/project-template';

const webDesign = DEFAULT_PROJECT_TEMPLATES['web-design'];

describe('the default project templates', () => {
  it.each(SERVICE_INTEREST_VALUES)('should give %s a template that its own form accepts', (service) => {
    const template = DEFAULT_PROJECT_TEMPLATES[service];
    expect(template.service).toBe(service);
    expect(template.milestones.length).toBeGreaterThan(0);
    expect(projectTemplateSchema.validateSync(template, { strict: true })).toBeTruthy();
  });
});

describe('projectTemplateSchema', () => {
  const problems = (change: object) => {
    try {
      projectTemplateSchema.validateSync({ ...webDesign, ...change }, { abortEarly: false });
      return [];
    } catch (error) {
      return (error as { errors: string[] }).errors;
    }
  };

  it('should refuse a blank title, negative, fractional or too distant days, and say why', () => {
    expect(problems({ milestones: [{ title: '  ', offsetDays: 3 }] })).toEqual(['Give the milestone a title']);
    expect(problems({ clientTasks: [{ title: 'Send photos', offsetDays: -1 }] })).toEqual(['Days cannot be negative']);
    expect(problems({ milestones: [{ title: 'Launch', offsetDays: 2.5 }] })).toEqual(['Days must be a whole number']);
    expect(problems({ milestones: [{ title: 'Launch', offsetDays: 731 }] })).toEqual(['Days must be at most 730']);
  });

  it('should refuse more steps than the limit, and an unknown service', () => {
    const many = Array.from({ length: PROJECT_TEMPLATE_LIMITS.milestones + 1 }, () => ({ title: 'x', offsetDays: 0 }));
    expect(problems({ milestones: many })).toEqual(['A template can have at most 30 milestones']);
    expect(problems({ clientTasks: many })).toEqual(['A template can have at most 30 client tasks']);
    expect(problems({ service: 'plumbing' })).toEqual(['Choose a service']);
  });
});

describe('a project’s milestones from several templates', () => {
  const step = (title: string, offsetDays: number) => ({ title, offsetDays });
  const main = {
    service: 'web-design' as const,
    milestones: [step('Brief', 3), step('Launch', 60), step('Wireframes', 10)],
  };
  const hosting = { service: 'hosting' as const, milestones: [step('Server', 1), step('DNS', 60)] };
  const lab = { service: 'ai-insight-lab' as const, milestones: [step('Data', 14)] };

  it('merges them by days after the start, each from its own start day, keeping its order, ties to the quote’s own', () => {
    expect(
      combinedMilestones(main, [
        { template: hosting, startDay: 0 },
        { template: lab, startDay: 0 },
      ]),
    ).toEqual([
      step('Web Hosting: Server', 1),
      step('Web Design: Brief', 3),
      step('AI Insight Lab: Data', 14),
      step('Web Design: Launch', 60),
      step('Web Design: Wireframes', 10),
      step('Web Hosting: DNS', 60),
    ]);
    // Hosting set up in the weeks before the launch: its steps move with its start day.
    expect(combinedMilestones(main, [{ template: hosting, startDay: 50 }])).toEqual([
      step('Web Design: Brief', 3),
      step('Web Hosting: Server', 51),
      step('Web Design: Launch', 60),
      step('Web Design: Wireframes', 10),
      step('Web Hosting: DNS', 110),
    ]);
    expect(main.milestones).toHaveLength(3);
    // Alone, the quote's own template is as it is, its titles unprefixed.
    expect(combinedMilestones(main, [])).toEqual(main.milestones);
  });

  it('keeps a long step of another template within a milestone’s length, cut whole with an ellipsis', () => {
    const long = `${'A'.repeat(PROJECT_TEMPLATE_LIMITS.title - 3)}😀 set`;
    const video = { service: 'ai-video-studio' as const, milestones: [step(long, 1)] };
    const milestones = combinedMilestones(main, [{ template: video, startDay: 0 }]);
    const project = projectFromTemplate(
      { ...DEFAULT_PROJECT_TEMPLATES['web-design'], milestones },
      '2026-12-01',
      'Site',
    );
    const title = project.milestones[0]!.title;
    expect(title).toHaveLength(PROJECT_LIMITS.milestoneTitle);
    expect(title).toMatch(/^AI Video Studio: A+…$/);
  });

  it('says when together they pass what a project holds', () => {
    expect(combinedMilestonesProblem(30)).toBeNull();
    expect(combinedMilestonesProblem(31)).toBe(
      'Together these templates have 31 milestones, and a project holds at most 30. Leave a service out, and add ' +
        'its milestones to the project afterwards.',
    );
  });

  it('takes other services each once, and only services, each from a day within the template limits', () => {
    const request = (alsoServices: unknown) =>
      createProjectFromQuoteSchema.isValidSync({ quoteId: 'q1', startDate: '2026-12-01', alsoServices });
    expect(request([{ service: 'hosting', startDay: 50 }, { service: 'ai-insight-lab' }])).toBe(true);
    expect(request(undefined)).toBe(true);
    expect(request([{ service: 'hosting' }, { service: 'hosting', startDay: 3 }])).toBe(false);
    expect(request([{ service: 'plumbing' }])).toBe(false);
    const problem = (alsoServices: unknown) => {
      try {
        createProjectFromQuoteSchema.validateSync({ quoteId: 'q1', startDate: '2026-12-01', alsoServices });
        return null;
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem('hosting')).toBe('Name the other services as a list');
    expect(problem(['hosting'])).toBe('Name each other service and the day it starts');
    expect(problem([{ service: 'hosting', startDay: -1 }])).toBe('It cannot start before the project');
    expect(problem([{ service: 'hosting', startDay: 1.5 }])).toBe('Give the day it starts as a whole number');
    expect(problem([{ service: 'hosting', startDay: 731 }])).toBe('It must start within 730 days of the project');
  });
});
