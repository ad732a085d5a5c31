import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, use, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigationType } from 'react-router-dom';

import { PageErrorBoundary, PageErrorFallback, type PageErrorProps } from '@/components/page-error';
import { visuallyHidden } from '@/components/visually-hidden';

interface MessagesLayoutProps {
  title: string;
  intro?: ReactNode;
  /** Above the list: filters, "new conversation". */
  tools?: ReactNode;
  list: ReactNode;
  /** The open conversation, or null on the list alone. */
  conversation: ReactNode | null;
  /** Where "All conversations" goes back to (phones show one pane at a time). */
  listHref: string;
  /** The open thread's id, so a failed conversation recovers when another is chosen. */
  threadId?: string;
}

/**
 * An open conversation's document title, its own among the tabs and in the history: its subject and, for the
 * agency, whom it is with (a client's are all with the agency: theirs say Messages).
 */
export const conversationTitle = (subject: string, withWhom?: string) =>
  `${subject || 'Conversation'} · ${withWhom || 'Messages'}`;

/** Said the same whether the rules refused a conversation (another client's) or it does not exist. */
export function conversationNotFound(listHref: string) {
  return {
    title: 'Conversation not found',
    description: 'There is no conversation at this address: the link may be wrong, or it is not one of yours.',
    actions: (
      <Button component={RouterLink} to={listHref} variant="contained">
        All conversations
      </Button>
    ),
  };
}

/**
 * The messages screens' frame: the conversations beside the open one on wide screens; on phones the list, or the
 * open conversation with a way back. The conversation pane fills the window's height, so the page never scrolls
 * away from the composer.
 */
export function MessagesLayout({ title, intro, tools, list, conversation, listHref, threadId }: MessagesLayoutProps) {
  const open = conversation !== null;
  const AreaFallback = use(PageErrorFallback);
  const NotFoundFallback = useMemo(
    () =>
      function ConversationError(props: PageErrorProps) {
        return <AreaFallback {...props} refused={conversationNotFound(listHref)} />;
      },
    [AreaFallback, listHref],
  );
  return (
    <Container component="section" maxWidth="xl" sx={{ py: { xs: 2, md: 3 } }}>
      {/* On a phone with a conversation open the title stays for screen readers, out of the way of the messages. */}
      <Box sx={(theme) => ({ mb: 2, ...(open ? { [theme.breakpoints.down('md')]: visuallyHidden } : {}) })}>
        <Typography variant="h1">{title}</Typography>
        {intro && <Typography color="textSecondary">{intro}</Typography>}
      </Box>
      <Stack direction="row" spacing={{ xs: 0, md: 2 }} sx={{ alignItems: 'stretch' }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversations"
          sx={{
            display: { xs: open ? 'none' : 'block', md: 'block' },
            width: { xs: 1, md: 360 },
            flexShrink: 0,
            alignSelf: 'flex-start',
            maxHeight: { md: 'calc(100vh - 200px)' },
            overflowY: 'auto',
          }}
        >
          {tools && <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>{tools}</Box>}
          {list}
        </Paper>
        <Paper
          variant="outlined"
          component="section"
          aria-label="Conversation"
          sx={{
            display: { xs: open ? 'flex' : 'none', md: 'flex' },
            flexDirection: 'column',
            flexGrow: 1,
            minWidth: 0,
            p: { xs: 1.5, md: 2 },
            height: { xs: 'calc(100dvh - 90px)', md: 'calc(100vh - 200px)' },
            minHeight: 420,
          }}
        >
          {open ? (
            <PageErrorFallback value={NotFoundFallback}>
              <PageErrorBoundary resetKey={threadId}>{conversation}</PageErrorBoundary>
            </PageErrorFallback>
          ) : (
            <Box sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, textAlign: 'center', p: 3 }}>
              <Typography color="textSecondary">Choose a conversation to read it here.</Typography>
            </Box>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}

/** The open conversation's heading, with the way back to the list on phones. */
export function ConversationHeader({
  title,
  subtitle,
  listHref,
  actions,
}: {
  title: string;
  subtitle?: ReactNode;
  listHref: string;
  actions?: ReactNode;
}) {
  // A conversation that opens takes the focus to its title, so keyboard and screen reader users are told it
  // opened and go on from there (its messages, then the composer). A heading is not a control: no ring shows on
  // it, which would read as something to press (the browser shows one after a keyboard step or a fresh load).
  // Only when it was opened inside the app (from the list, a link): a page loaded at the conversation's address
  // (or reloaded, or reached by Back) starts at the top like every other page, its skip link the first Tab stop.
  // Taken as the conversation opens, so a later navigation on the page (a file opened from it) leaves focus be.
  const [openedInApp] = useState(useNavigationType() !== 'POP');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (openedInApp) heading.current?.focus({ preventScroll: true });
  }, [openedInApp]);
  return (
    <Stack spacing={0.5}>
      <Button component={RouterLink} to={listHref} sx={{ display: { md: 'none' }, alignSelf: 'flex-start', ml: -1 }}>
        ← All conversations
      </Button>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography
          variant="h2"
          ref={heading}
          tabIndex={-1}
          sx={{ fontSize: '1.3rem', flexGrow: 1, '&:focus, &:focus-visible': { outline: 'none' } }}
        >
          {title}
        </Typography>
        {actions}
      </Stack>
      {subtitle && (
        <Typography variant="body2" color="textSecondary">
          {subtitle}
        </Typography>
      )}
    </Stack>
  );
}
