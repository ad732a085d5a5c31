import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';

import { theme } from '@/theme';

/** Renders a page or component as the app does (theme, router at `path`), for jsdom unit tests. */
export function renderPage(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}

/** A button that navigates client-side to `to` when clicked, named "Go to <to>": for tests of what a navigation does. */
export function NavigateButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <button onClick={() => navigate(to)}>Go to {to}</button>;
}
