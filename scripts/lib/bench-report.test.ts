import { describe, expect, it } from 'vitest';

import { DEMO_PROJECT_NAMES } from '../seed/demo-projects';

import { median, overBudget, shownMark } from './bench-report';
import { DEMO_PROJECT_ID, pathOf, SCREENS } from './bench-screens';

describe('the scale bench report', () => {
  it('marks a time met, met but for the emulator’s own time, or missed', () => {
    expect(shownMark(1400, 900, 1500)).toBe('✓');
    expect(shownMark(1500, 0, 1500)).toBe('✓');
    // 2.3 s shown, 0.9 s of it the emulator answering the same reads: the product's 1.4 s is within 1.5 s.
    expect(shownMark(2300, 900, 1500)).toBe('✓ emu');
    expect(shownMark(2300, 700, 1500)).toBe('✗');
  });

  it('takes the middle run, or the mean of the middle two', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('flags a list delivering over two pages, and a collection a screen does not list delivering several', () => {
    const clients = SCREENS.find((screen) => screen.area === 'admin' && screen.name === 'Clients')!;
    expect(overBudget(clients, { clients: 50, threads: 1 })).toEqual([]);
    expect(overBudget(clients, { clients: 51 })).toEqual(['clients 51>50']);
    expect(overBudget(clients, { leads: 3 })).toEqual(['leads 3>2']);
  });

  it('opens each screen once, a record at the demo client’s or the demo project’s address', () => {
    const named = SCREENS.map((screen) => `${screen.area} ${screen.name}`);
    expect(new Set(named).size).toBe(named.length);
    const pathOfScreen = (name: string) =>
      pathOf(
        SCREENS.find((screen) => screen.area === 'admin' && screen.name === name)!,
        'demo/uid',
      );
    expect(pathOfScreen('Client record')).toBe('/webmin1010/clients/demo%2Fuid');
    expect(pathOfScreen('Project record')).toBe(`/webmin1010/projects/${DEMO_PROJECT_ID}`);
    expect(DEMO_PROJECT_NAMES).toHaveProperty([DEMO_PROJECT_ID]);
    expect(pathOfScreen('Clients')).toBe('/webmin1010/clients');
  });
});
