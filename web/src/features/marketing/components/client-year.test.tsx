import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ClientYear } from './client-year';

describe('ClientYear', () => {
  it('is the year in Queensland, which starts ten hours before it does in Greenwich', () => {
    vi.useFakeTimers({ now: new Date('2026-12-31T14:00:00Z'), toFake: ['Date'] });
    const { container } = render(<ClientYear />);
    const time = container.querySelector('time');
    expect(time?.textContent).toBe('2027');
    expect(time?.getAttribute('dateTime')).toBe('2027');
  });
});
