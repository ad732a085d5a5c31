import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { projectTemplate } from '@tests/factories';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { ProjectTemplate } from '@/lib/firestore/project-templates';
import { renderPage } from '@/test/render-page';

import { TemplateEditorDialog } from './template-editor-dialog';

const notify = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('@/components/toaster/notify', () => ({ notify }));
const saveProjectTemplate = vi.hoisted(() => vi.fn((_input: unknown) => Promise.resolve({ templateId: 'hosting' })));
vi.mock('@/lib/callables', () => ({ saveProjectTemplate }));

const template: ProjectTemplate = {
  ...projectTemplate({
    service: 'hosting',
    name: 'Hosting set-up',
    milestones: [
      { title: 'Account set up', offsetDays: 1 },
      { title: 'Site migrated', offsetDays: 5 },
    ],
    clientTasks: [{ title: 'Registrar access', offsetDays: 2 }],
  }),
  id: 'hosting',
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save template' }));

describe('the project template editor', () => {
  beforeEach(() => {
    saveProjectTemplate.mockClear();
    notify.success.mockClear();
  });

  it('says what is wrong with each step beside it, and saves nothing', async () => {
    const onClose = vi.fn();
    renderPage(<TemplateEditorDialog template={template} onClose={onClose} />);
    fireEvent.change(field('Milestone 1'), { target: { value: '   ' } });
    fireEvent.change(field('Milestone 2, days after start'), { target: { value: '731' } });
    fireEvent.change(field('Milestone 1, days after start'), { target: { value: '1.5' } });
    fireEvent.change(field('Project name'), { target: { value: 'x' } });
    save();

    expect(await screen.findByText('Give the milestone a title')).toBeTruthy();
    expect(screen.getByText('Days must be at most 730')).toBeTruthy();
    expect(screen.getByText('Days must be a whole number')).toBeTruthy();
    expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
    expect(field('Milestone 1').getAttribute('aria-invalid')).toBe('true');
    expect(saveProjectTemplate).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('says when a step is due before the one above it, without refusing the order', () => {
    renderPage(<TemplateEditorDialog template={template} onClose={vi.fn()} />);
    expect(screen.queryByText('Earlier than the one above')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Move milestone 1 down' }));

    // "Account set up" (day 1) now follows "Site migrated" (day 5).
    expect(field('Milestone 2').value).toBe('Account set up');
    expect(screen.getAllByText('Earlier than the one above')).toHaveLength(1);
    expect(field('Milestone 2, days after start').getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(field('Milestone 2, days after start'), { target: { value: '6' } });
    expect(screen.queryByText('Earlier than the one above')).toBeNull();
  });

  it('keeps keyboard focus with the step it moves, and on the step it adds or the one taking a removed one’s place', async () => {
    renderPage(<TemplateEditorDialog template={template} onClose={vi.fn()} />);
    const button = (name: string) => screen.getByRole('button', { name });
    const focused = (element: HTMLElement) => waitFor(() => expect(document.activeElement).toBe(element));

    fireEvent.click(button('Add milestone'));
    await focused(field('Milestone 3'));
    fireEvent.change(field('Milestone 3'), { target: { value: 'Handover' } });

    // Moved up once, the step is milestone 2 and its own Move up keeps focus; once more, it is first and
    // Move up is disabled, so focus is on its Move down, not lost.
    fireEvent.click(button('Move milestone 3 up'));
    expect(field('Milestone 2').value).toBe('Handover');
    await focused(button('Move milestone 2 up'));
    fireEvent.click(button('Move milestone 2 up'));
    expect(field('Milestone 1').value).toBe('Handover');
    await focused(button('Move milestone 1 down'));

    fireEvent.click(button('Remove milestone 3'));
    await focused(field('Milestone 2'));
    fireEvent.click(button('Remove milestone 1'));
    fireEvent.click(button('Remove milestone 1'));
    await focused(button('Add milestone'));
  });

  it('adds, moves and removes steps, and saves the template in its new order', async () => {
    const onClose = vi.fn();
    renderPage(<TemplateEditorDialog template={template} onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Move milestone 1 down' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add milestone' }));
    fireEvent.change(field('Milestone 3'), { target: { value: 'Check email works' } });
    fireEvent.change(field('Milestone 3, days after start'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove milestone 2' }));
    expect(within(screen.getByRole('list', { name: 'Milestones' })).getAllByRole('listitem')).toHaveLength(2);
    // No project has tasks to start them as yet: the client tasks are not offered, and saved as they were.
    expect(screen.queryByRole('list', { name: 'Client tasks' })).toBeNull();
    save();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(saveProjectTemplate).toHaveBeenCalledWith({
      service: 'hosting',
      name: 'Hosting set-up',
      milestones: [
        { title: 'Site migrated', offsetDays: 5 },
        { title: 'Check email works', offsetDays: 8 },
      ],
      clientTasks: [{ title: 'Registrar access', offsetDays: 2 }],
    });
    expect(notify.success).toHaveBeenCalledWith('Template saved', 'Web Hosting: Hosting set-up');
  });
});
