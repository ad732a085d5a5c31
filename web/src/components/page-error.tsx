import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, type ComponentType, createContext, type ReactNode, use } from 'react';

import { documentTitle } from './seo/page-head';

export interface PageErrorProps {
  error: unknown;
  /** Renders the page again (its data is asked for afresh). */
  retry: () => void;
  title?: string;
  description?: ReactNode;
  /**
   * What to say when the backend refused the data and the session still counts: by default "You do not have
   * access to this"; a screen whose refusals mean "no such thing" (another client's project) says so instead.
   */
  refused?: { title: string; description: ReactNode; actions?: ReactNode };
  /** In place of "Try again" and "Reload the page", where neither can help (a thing that is not there). */
  actions?: ReactNode;
}

/**
 * What shows in place of a page that failed while rendering (its code did not arrive, its data was refused),
 * instead of the whole app going blank: the header and navigation stay, and the visitor can try again.
 */
export function PageError({
  error,
  retry,
  actions,
  title = 'Something went wrong',
  description = 'This page could not be shown. Check your connection, then try again.',
}: PageErrorProps) {
  // The page's code could not be fetched: with no connection, say so; otherwise the site was updated since this tab
  // loaded it and the code is gone from the server. Either way only a reload helps (a failed import stays failed).
  if (isStaleCode(error)) {
    const offline = typeof navigator !== 'undefined' && !navigator.onLine;
    title = offline ? 'You are offline' : 'This page has been updated';
    description = offline
      ? 'This page could not be loaded without a connection. Reload it once you are back online.'
      : 'A newer version of the site is out. Reload the page to carry on with it.';
    actions = (
      <Button variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    );
  }
  return (
    <Container component="section" maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <title>{documentTitle(title)}</title>
      <Box role="alert">
        <Typography variant="h1" gutterBottom>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 4 }}>
          {description}
        </Typography>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions ?? (
          <>
            <Button variant="contained" onClick={retry}>
              Try again
            </Button>
            {/* A page whose code failed to load stays failed until the page is loaded afresh. */}
            <Button variant="outlined" onClick={() => window.location.reload()}>
              Reload the page
            </Button>
          </>
        )}
      </Stack>
    </Container>
  );
}

/**
 * Whether a page failed because its code could not be fetched: what browsers say when a module a page imports
 * later is missing (Chromium, Firefox, Safari) or Vite's preload of it fails. After a deploy, the files an open tab
 * was built with are gone.
 */
export const isStaleCode = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message);

/** The fallback pages show; the portal and admin areas give theirs, which first checks the session. */
export const PageErrorFallback = createContext<ComponentType<PageErrorProps>>(PageError);

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

interface BoundaryProps {
  children: ReactNode;
  fallback: ComponentType<PageErrorProps>;
  resetKey?: string;
}

/** Catches what a page throws while rendering and shows the area's fallback in its place. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }

  retry = () => this.setState({ failed: false, error: undefined });

  override render() {
    const { fallback: Fallback, children } = this.props;
    return this.state.failed ? <Fallback error={this.state.error} retry={this.retry} /> : children;
  }
}

/**
 * An error boundary with the fallback of the area it is in. A new `resetKey` (the page, who is signed in) clears
 * a failure, and only a failure: what renders inside keeps its state otherwise.
 */
export function PageErrorBoundary({ children, resetKey }: { children: ReactNode; resetKey?: string }) {
  return (
    <Boundary fallback={use(PageErrorFallback)} resetKey={resetKey}>
      {children}
    </Boundary>
  );
}
