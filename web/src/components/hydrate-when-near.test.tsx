import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { HydrateWhenNear } from './hydrate-when-near';

/** Stands in for the browser's IntersectionObserver (jsdom has none): the test says when the slot is near. */
let reportNear: () => void = () => undefined;

beforeEach(() => {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportNear = () => callback([{ isIntersecting: true }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Pressed {count} times</button>;
}

describe('HydrateWhenNear', () => {
  it('renders its children at once after a client-side navigation', () => {
    render(
      <MemoryRouter>
        <HydrateWhenNear>
          <Counter />
        </HydrateWhenNear>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('button').textContent).toBe('Pressed 1 times');
  });

  it('keeps the prerendered HTML as it is and hydrates it only once it nears the viewport', async () => {
    const app = (
      <MemoryRouter>
        <HydrateWhenNear>
          <Counter />
        </HydrateWhenNear>
      </MemoryRouter>
    );
    // As the prerenderer renders it, with no document.
    const realDocument = document;
    vi.stubGlobal('document', undefined);
    const html = renderToString(app);
    vi.stubGlobal('document', realDocument);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const button = container.querySelector('button')!;
    const errors = vi.spyOn(console, 'error');

    const recovered = vi.fn();
    await act(async () => void hydrateRoot(container, app, { onRecoverableError: recovered }));
    button.click();
    expect(button.textContent).toBe('Pressed 0 times');
    const slot = container.firstElementChild as HTMLElement;
    expect(slot.dataset.hydrated).toBeUndefined();

    await act(async () => reportNear());
    expect(slot.dataset.hydrated).toBe('true');
    button.click();
    await act(async () => undefined);
    // The same element, now React's: no mismatch, nothing re-rendered from scratch.
    expect(container.querySelector('button')).toBe(button);
    expect(button.textContent).toBe('Pressed 1 times');
    expect(errors).not.toHaveBeenCalled();
    expect(recovered).not.toHaveBeenCalled();
    container.remove();
  });
});
