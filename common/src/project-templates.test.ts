import { describe, expect, it } from 'vitest';

import { SERVICE_INTEREST_VALUES } from './onboarding';
import { DEFAULT_PROJECT_TEMPLATES, PROJECT_TEMPLATE_LIMITS } from './project-templates';
import { projectTemplateSchema } from './schemas/project-template';

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
