import AttachFileIcon from '@mui/icons-material/AttachFile';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

import { useFile } from '@/lib/firestore/files';
import { formatBytes } from '@/lib/format-bytes';

interface AttachmentsProps {
  fileIds: readonly string[];
  /** Only files of the conversation's client show (a function drops any other id; this is the second guard). */
  clientId: string;
  onOpen: (fileId: string) => void;
}

/** The files a message attaches, each a link that opens it (preview and download, under storage.rules). */
export function Attachments({ fileIds, clientId, onOpen }: AttachmentsProps) {
  if (!fileIds.length) return null;
  return (
    <Stack component="ul" aria-label="Attached files" sx={{ listStyle: 'none', p: 0, m: 0, px: 0.5 }}>
      {fileIds.map((id) => (
        <Attachment key={id} id={id} clientId={clientId} onOpen={onOpen} />
      ))}
    </Stack>
  );
}

function Attachment({ id, clientId, onOpen }: { id: string; clientId: string; onOpen: (fileId: string) => void }) {
  const file = useFile(id, 'card');
  if (file.status === 'loading') return null;
  const usable = file.status === 'ready' && file.data.clientId === clientId && file.data.ready;
  return (
    <Typography component="li" variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
      <AttachFileIcon fontSize="inherit" aria-hidden />
      {usable ? (
        <Link component="button" type="button" onClick={() => onOpen(id)} sx={{ textAlign: 'left' }}>
          {file.data.name} ({formatBytes(file.data.size)})
        </Link>
      ) : (
        <Typography component="span" variant="body2" color="textSecondary">
          A file that is no longer available
        </Typography>
      )}
    </Typography>
  );
}
