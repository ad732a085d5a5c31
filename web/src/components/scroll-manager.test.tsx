// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

import { scrollToWhenPresent } from './scroll-manager';

afterEach(() => {
  document.body.innerHTML = '';
  vi.useRealTimers();
});

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.appendChild(section);
  return section;
}

describe('scrollToWhenPresent', () => {
  it('scrolls at once to an element that is already there', () => {
    const section = addSection('about');

    scrollToWhenPresent('about');

    expect(section.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
  });

  it('waits for an element that a loading page adds later', async () => {
    scrollToWhenPresent('contact');
    const section = addSection('contact');

    await vi.waitFor(() => expect(section.scrollIntoView).toHaveBeenCalledTimes(1));
  });

  it('gives up after the timeout without scrolling', async () => {
    vi.useFakeTimers();
    scrollToWhenPresent('faqs', 100);
    vi.advanceTimersByTime(150);
    vi.useRealTimers();

    const section = addSection('faqs');
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});
