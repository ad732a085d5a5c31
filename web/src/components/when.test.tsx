import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { When, type WhenFormat } from './when';

// Friday 27 November 2026, 3:04 pm in Brisbane (UTC+10).
const MOMENT = new Date('2026-11-27T15:04:00+10:00');
const NOW = new Date('2026-11-28T09:30:00+10:00');

const shown = (format: WhenFormat, date: Date | string | null = MOMENT, extra: { inSentence?: boolean } = {}) => {
  const { container } = render(<When date={date} format={format} now={NOW} {...extra} />);
  const time = container.querySelector('time');
  return { text: container.textContent, dateTime: time?.getAttribute('dateTime'), title: time?.getAttribute('title') };
};

describe('<When>', () => {
  it('writes a day in a <time> whose dateTime is the Queensland day, without a zone to name', () => {
    expect(shown('day')).toEqual({ text: '27 Nov 2026', dateTime: '2026-11-27', title: null });
    // 11 pm UTC on the 26th is already the 27th in Brisbane.
    expect(shown('day', new Date('2026-11-26T23:00:00Z')).dateTime).toBe('2026-11-27');
    expect(shown('day', '2026-12-01')).toEqual({ text: '1 Dec 2026', dateTime: '2026-12-01', title: null });
  });

  it('writes a moment with its instant and +10:00 offset, and says Brisbane time once, in its title', () => {
    expect(shown('moment')).toEqual({
      text: '27 Nov 2026, 3:04 pm',
      dateTime: '2026-11-27T15:04:00+10:00',
      title: '27 Nov 2026, 3:04 pm (Brisbane time)',
    });
  });

  it('writes recent moments and times of day short, with the full moment in the title', () => {
    expect(shown('recent')).toMatchObject({ text: 'Yesterday 3:04 pm', title: '27 Nov 2026, 3:04 pm (Brisbane time)' });
    expect(shown('recent', MOMENT, { inSentence: true }).text).toBe('yesterday 3:04 pm');
    expect(shown('time')).toMatchObject({ text: '3:04 pm', dateTime: '2026-11-27T15:04:00+10:00' });
  });

  it('writes a day heading', () => {
    expect(shown('heading')).toMatchObject({ text: 'Yesterday', dateTime: '2026-11-27' });
    expect(shown('heading', new Date('2026-11-20T10:00:00+10:00')).text).toBe('Friday 20 November 2026');
  });

  it('shows a dash, and no <time>, for a date that is not set', () => {
    expect(shown('day', null)).toEqual({ text: '—', dateTime: undefined, title: undefined });
  });
});
