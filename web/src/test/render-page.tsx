import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import { type ClientSearch, ClientSearchProvider } from '@/components/forms/client-picker';
import { theme } from '@/theme';

/** Pickers in a page under test find no client unless a test says otherwise (the picker's own tests search). */
const NO_CLIENTS: ClientSearch = { search: () => Promise.resolve([]), lookup: () => Promise.resolve(null) };

/** Renders a page or component as the app does (theme, client search, router at `path`), for jsdom unit tests. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <ClientSearchProvider value={NO_CLIENTS}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </ClientSearchProvider>
    </ThemeProvider>,
  );
}

/** A button that navigates client-side to `to` when clicked, named "Go to <to>": for tests of what a navigation does. */
export function NavigateButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>Go to {to}</button>;
}

/** The browser's Back, as a button named "Back": for tests of what a step in the history is. */
export function BackButton() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}
