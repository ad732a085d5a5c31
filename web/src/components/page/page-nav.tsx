import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useEffect, useRef } from 'react';

/** Where a list's neighbouring pages start: after its last row, before its first (whatever marks a row's place). */
interface PageEnds<C> {
  first: C | undefined;
  last: C | undefined;
  hasBefore: boolean;
  hasAfter: boolean;
}

interface PageNavProps<C> {
  /** What the pages are of, for the navigation's name ("Pages of clients"). */
  of: string;
  page: PageEnds<C>;
  /** A page is on its way: a press now would ask from the page being left. */
  moving?: boolean;
  onPage: (cursor: { after: C } | { before: C }) => void;
}

/**
 * Previous page and Next page under a cursor-paged list, shown once there is more than one page. A button pressed
 * keeps the focus while the page it asked for arrives (it is only marked unavailable meanwhile); one that runs out
 * of pages hands the focus to the other, so keyboard use never drops to the top of the document.
 */
export function PageNav<C>({ of, page, moving = false, onPage }: PageNavProps<C>) {
  const { hasBefore, hasAfter, first, last } = page;
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const canGoBack = hasBefore && Boolean(first);
  const canGoOn = hasAfter && Boolean(last);
  const focused = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    // Only when the focus went nowhere (a disabled button drops it): a person who moved on keeps their place.
    const lost = (button: HTMLButtonElement | null) =>
      document.activeElement === button || document.activeElement === document.body;
    if (focused.current === 'next' && !canGoOn && lost(next.current)) previous.current?.focus();
    if (focused.current === 'previous' && !canGoBack && lost(previous.current)) next.current?.focus();
  }, [canGoBack, canGoOn]);
  if (!hasBefore && !hasAfter) return null;

  const press = (cursor: { after: C } | { before: C } | null) => () => {
    if (cursor && !moving) onPage(cursor);
  };
  return (
    <Stack
      component="nav"
      aria-label={`Pages of ${of}`}
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'flex-end', mt: 2 }}
      onFocus={(event) => {
        focused.current =
          event.target === previous.current ? 'previous' : event.target === next.current ? 'next' : null;
      }}
      onBlur={(event) => {
        // A button disabled under the focus blurs with nowhere to go: remember it, to hand the focus on.
        if (event.relatedTarget) focused.current = null;
      }}
    >
      <Button
        ref={previous}
        variant="outlined"
        disabled={!canGoBack}
        aria-disabled={moving || undefined}
        onClick={press(first ? { before: first } : null)}
      >
        Previous page
      </Button>
      <Button
        ref={next}
        variant="outlined"
        disabled={!canGoOn}
        aria-disabled={moving || undefined}
        onClick={press(last ? { after: last } : null)}
      >
        Next page
      </Button>
    </Stack>
  );
}
