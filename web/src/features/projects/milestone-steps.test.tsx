import { screen } from '@testing-library/react';
import { milestone } from '@tests/factories';
import { describe, expect, it } from 'vitest';

import { renderPage } from '@/test/render-page';

import { MilestoneSteps } from './milestone-steps';

describe('the milestones timeline', () => {
  it('gives each open milestone its due day, saying "was due" once the day has passed undone', () => {
    renderPage(
      <MilestoneSteps
        now={new Date('2026-12-03T09:00:00+10:00')}
        milestones={[
          milestone({ id: 'brief', title: 'Brief agreed', status: 'done', due: '2026-11-02' }),
          milestone({ id: 'design', title: 'Design approved', status: 'in-progress', due: '2026-12-02' }),
          milestone({ id: 'build', title: 'Site built', due: '2026-12-03' }),
          milestone({ id: 'launch', title: 'Site launched', due: '2026-12-18' }),
        ]}
      />,
    );
    const steps = screen.getAllByRole('listitem').map((step) => step.textContent);
    // Each step's text begins with its number or tick.
    expect(steps[0]).toMatch(/Brief agreedDone/);
    expect(steps[1]).toMatch(/2Design approvedCurrent · was due 2 Dec 2026/);
    // Due today is not late yet.
    expect(steps[2]).toBe('3Site builtUpcoming · due 3 Dec 2026');
    expect(steps[3]).toBe('4Site launchedUpcoming · due 18 Dec 2026');
  });
});
