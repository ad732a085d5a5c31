import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { NavigateButton } from '@/test/render-page';

import { ScrollManager, scrollToWhenPresent } from './scroll-manager';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('ScrollManager', () => {
  it('leaves the page the visitor lands on where it is, and scrolls to the top after each navigation', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/']}>
        <ScrollManager />
        <NavigateButton to="/faq" />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Go to /faq' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });
});

function addSection(id: string) {
  const section = document.createElement('section');
  section.id = id;
  section.scrollIntoView = vi.fn();
  document.body.appendChild(section);
  return section;
}

/**
 * Resolves once the document's mutation observers have been told of the next change to <body>. They are told in the
 * order they were made, so one watching for a section made before this has had its turn by then.
 */
function mutationObserversTold(): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { childList: true });
  });
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

    const told = mutationObserversTold();
    const section = addSection('faqs');
    await told;

    expect(section.scrollIntoView).not.toHaveBeenCalled();
  });
});
