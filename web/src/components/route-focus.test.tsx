import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { NavigateButton } from '@/test/render-page';

import { RouteFocus } from './route-focus';
import { MainLandmark } from './skip-link';

/** A screen whose "Go to" button goes away with it, as a dialog's Cancel or a card's link does. */
const screenWith = (to: string) => <NavigateButton to={to} />;

/** Resolves the lazily loaded screen when told to. */
let arrive: () => void = () => undefined;
const Later = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      arrive = () => resolve({ default: () => <p>Loaded</p> });
    }),
);

function App({ at }: { at: string }) {
  return (
    <MemoryRouter initialEntries={[at]}>
      <RouteFocus />
      <nav>
        <NavigateButton to="/c" />
      </nav>
      <MainLandmark>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/a" element={screenWith('/b')} />
            <Route path="/b" element={<p>Screen b</p>} />
            <Route path="/c" element={<input aria-label="Search" autoFocus />} />
            <Route path="/d" element={screenWith('/later')} />
            <Route path="/later" element={<Later />} />
          </Routes>
        </Suspense>
      </MainLandmark>
    </MemoryRouter>
  );
}

const main = () => screen.getByRole('main');
const press = (name: string) => {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
};

describe('focus across a move to another screen', () => {
  it('leaves the screen landed on alone, and puts focus on the main landmark when the pressed control goes', () => {
    render(<App at="/a" />);
    expect(document.activeElement).toBe(document.body);

    press('Go to /b');
    expect(screen.getByText('Screen b')).toBeTruthy();
    expect(document.activeElement).toBe(main());
  });

  it('keeps focus on a control that stays, and on a field the new screen focuses itself', () => {
    render(<App at="/b" />);
    press('Go to /c');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
  });

  it('waits for a screen still loading, and rescues focus once the old one is replaced', async () => {
    render(<App at="/d" />);
    press('Go to /later');
    // The old screen stays while the new one loads, its button focused.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Go to /later' }));
    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(document.activeElement).toBe(main());
  });
});
