import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageLoader } from '@/components/page-loader';
import { IN_PLACE_CONVERSATION, paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { documentIdOr, useQueryParams } from '@/lib/use-query-params';

import type { ConversationHeading } from './admin-conversation';
import type { ConversationParts } from './conversation';

/** The conversation itself loads when one is opened: a record's cards list conversations without it. */
const AdminConversation = lazy(() =>
  import('./admin-conversation').then((module) => ({ default: module.AdminConversation })),
);

/**
 * The conversation open over the record the reader is on (the address names it, so it can be shared), and a way
 * to open and close one; neither adds a step to Back.
 */
export function useConversationInPlace(): [string | null, (threadId: string | null) => void] {
  const [params, change] = useQueryParams();
  return [
    documentIdOr(params.get(IN_PLACE_CONVERSATION), null),
    (threadId) => change({ [IN_PLACE_CONVERSATION]: threadId }),
  ];
}

/**
 * The conversation the address names, open over a client's or a project's record: every message, live, the
 * composer and removing a message, as on the Messages screen, which "Open in Messages" goes to. The whole screen
 * on a phone.
 */
export function ConversationInPlace({ parts }: { parts: ConversationParts }) {
  const [threadId, setOpen] = useConversationInPlace();
  const session = useSession();
  const uid = session.status === 'ready' ? session.user?.uid : undefined;
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const titleId = useId();
  if (!threadId || !uid) return null;
  const close = () => setOpen(null);
  const header = ({ title, subtitle }: ConversationHeading) => (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {subtitle}
          {subtitle ? ' · ' : ''}
          <Link component={RouterLink} to={paths.admin.thread.getHref(threadId)}>
            Open in Messages
          </Link>
        </Typography>
      </Box>
      <IconButton aria-label="Close the conversation" onClick={close} edge="end">
        <CloseIcon />
      </IconButton>
    </Stack>
  );
  return (
    <Dialog
      open
      onClose={close}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: phone ? '100%' : 'min(85vh, 900px)', p: { xs: 2, md: 3 } } } }}
    >
      <Suspense fallback={<PageLoader />}>
        <AdminConversation threadId={threadId} uid={uid} parts={parts} header={header} />
      </Suspense>
    </Dialog>
  );
}
