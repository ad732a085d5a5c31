import { describe, expect, it } from 'vitest';

import { calendarDayOf, isCalendarDay, startOfCalendarDay } from './calendar-days';
import { nextDueOf, nextMilestone, progressOf, projectSearchTerms } from './projects';
import { projectSchema, saveProjectSchema } from './schemas/project';

const milestone = (id: string, status: 'todo' | 'in-progress' | 'done') => ({ id, title: id, status, dueDate: null });

describe('progressOf', () => {
  it('is the share of milestones done, as a whole percentage', () => {
    expect(progressOf([])).toBe(0);
    expect(progressOf([milestone('a', 'todo')])).toBe(0);
    expect(progressOf([milestone('a', 'done'), milestone('b', 'in-progress'), milestone('c', 'todo')])).toBe(33);
    expect(progressOf([milestone('a', 'done'), milestone('b', 'done'), milestone('c', 'todo')])).toBe(67);
    expect(progressOf([milestone('a', 'done')])).toBe(100);
  });
});

describe('nextMilestone', () => {
  it('is the first milestone in order that is not done', () => {
    expect(nextMilestone([milestone('a', 'done'), milestone('b', 'todo'), milestone('c', 'in-progress')])?.id).toBe(
      'b',
    );
    expect(nextMilestone([milestone('a', 'done')])).toBeUndefined();
  });
});

describe('nextDueOf', () => {
  const due = (id: string, status: 'todo' | 'done', dueDate: string | null) => ({ ...milestone(id, status), dueDate });
  it('is the next milestone’s day, else the project’s, and nothing once the work is done', () => {
    const project = { status: 'in-progress' as const, dueDate: 'project', milestones: [] };
    expect(nextDueOf(project)).toBe('project');
    expect(nextDueOf({ ...project, milestones: [due('a', 'done', 'a'), due('b', 'todo', 'b')] })).toBe('b');
    expect(nextDueOf({ ...project, milestones: [due('a', 'todo', null)] })).toBe('project');
    expect(nextDueOf({ ...project, milestones: [due('a', 'done', 'a')] })).toBeNull();
    expect(nextDueOf({ ...project, status: 'completed' })).toBeNull();
    expect(nextDueOf({ ...project, dueDate: null })).toBeNull();
  });
});

describe('projectSearchTerms', () => {
  it('finds a project by its name and its client’s business and person, from two letters', () => {
    const terms = projectSearchTerms({
      name: 'Website rebuild',
      clientName: 'Green Roots',
      clientPersonName: 'Alice Green',
    });
    expect(terms).toEqual(expect.arrayContaining(['website', 're', 'rebuild', 'gr', 'roots', 'alice', 'al']));
    expect(terms).not.toContain('w');
    expect(projectSearchTerms({ name: 'Shop' })).toEqual(['shop', 'sh', 'sho']);
  });
});

describe('calendar days', () => {
  it('accepts real days only', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
    expect(isCalendarDay('26-1-1')).toBe(false);
  });

  it('stores a day as its Brisbane midnight and reads the same day back', () => {
    expect(startOfCalendarDay('2026-11-23').toISOString()).toBe('2026-11-22T14:00:00.000Z');
    expect(calendarDayOf(new Date('2026-11-22T14:00:00.000Z'))).toBe('2026-11-23');
    expect(calendarDayOf(new Date('2026-11-22T13:59:59.999Z'))).toBe('2026-11-22');
  });
});

const valid = {
  name: 'Website rebuild',
  service: 'web-design',
  status: 'in-progress',
  summary: 'A new site.',
  startDate: '2026-11-01',
  dueDate: '2026-12-15',
  milestones: [milestone('m1', 'done'), { ...milestone('m2', 'todo'), dueDate: '2026-12-01' }],
};

async function errorsOf(value: unknown): Promise<string[]> {
  try {
    await projectSchema.validate(value, { abortEarly: false, strict: false });
    return [];
  } catch (error) {
    return (error as { errors: string[] }).errors;
  }
}

describe('projectSchema', () => {
  it('accepts a whole project, and a date input’s empty value as no date', async () => {
    expect(await errorsOf(valid)).toEqual([]);
    expect((await projectSchema.validate({ ...valid, dueDate: '' })).dueDate).toBeNull();
  });

  it('refuses what PORTAL.md rules out, each with its message', async () => {
    expect(await errorsOf({ ...valid, name: ' x ' })).toEqual(['Name must be at least 2 characters']);
    expect(await errorsOf({ ...valid, status: 'done' })).toEqual(['Choose a status']);
    expect(await errorsOf({ ...valid, service: 'plumbing' })).toEqual(['Choose a service']);
    expect(await errorsOf({ ...valid, summary: 'x'.repeat(2001) })).toEqual([
      'Summary must be at most 2000 characters',
    ]);
    expect(await errorsOf({ ...valid, dueDate: '2026-10-01' })).toEqual([
      'The due date cannot be before the start date',
    ]);
    expect(await errorsOf({ ...valid, startDate: '2026-02-30' })).toEqual(['The start date must be a date']);
    const many = Array.from({ length: 31 }, (_, index) => milestone(`m${index}`, 'todo'));
    expect(await errorsOf({ ...valid, milestones: many })).toEqual(['A project can have at most 30 milestones']);
    expect(await errorsOf({ ...valid, milestones: [milestone('m1', 'todo'), milestone('m1', 'done')] })).toEqual([
      'Two milestones have the same id',
    ]);
    expect(await errorsOf({ ...valid, milestones: [{ ...milestone('m1', 'todo'), title: '  ' }] })).toEqual([
      'Give the milestone a title',
    ]);
  });
});

describe('saveProjectSchema', () => {
  it('names exactly one of a client (new project) or a project (a change)', async () => {
    await expect(saveProjectSchema.isValid({ clientId: 'c1', project: valid })).resolves.toBe(true);
    await expect(saveProjectSchema.isValid({ projectId: 'p1', project: valid })).resolves.toBe(true);
    await expect(saveProjectSchema.isValid({ project: valid })).resolves.toBe(false);
    await expect(saveProjectSchema.isValid({ clientId: 'c1', projectId: 'p1', project: valid })).resolves.toBe(false);
  });
});
