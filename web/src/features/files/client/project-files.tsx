import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { FileDialog } from '@/features/files/shared/file-dialog';
import { FileList } from '@/features/files/shared/file-list';
import { useFileParam } from '@/features/files/shared/use-file-param';
import { awaitsDecision, useProjectFiles } from '@/lib/firestore/files';
import { useStorageState } from '@/lib/storage/availability';

/** A project's files on its page: what awaits the client's approval first, then the rest; uploads on Files. */
export function ProjectFiles({ clientId, projectId }: { clientId: string; projectId: string }) {
  const files = useProjectFiles(clientId, projectId, 'page');
  const storageState = useStorageState();
  const { openId, open, close } = useFileParam();
  if (files.status === 'loading') return <PageLoader />;
  const awaiting = files.data.filter(awaitsDecision);
  const others = files.data.filter((file) => !awaitsDecision(file));
  const list = (label: string, rows: typeof files.data) => (
    <FileList
      label={label}
      files={rows}
      readerUid={clientId}
      isAgency={false}
      onOpen={(file) => open(file.id)}
      storageUnavailable={storageState !== 'available'}
    />
  );
  return (
    <Stack spacing={2} sx={{ alignItems: 'stretch' }}>
      {awaiting.length > 0 && (
        <div>
          <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
            Awaiting your approval
          </Typography>
          {list('Awaiting your approval', awaiting)}
        </div>
      )}
      {others.length > 0 ? (
        <div>
          {awaiting.length > 0 && (
            <Typography variant="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
              Other files
            </Typography>
          )}
          {list('Project files', others)}
        </div>
      ) : (
        !awaiting.length && <Typography color="textSecondary">No files for this project yet.</Typography>
      )}
      <div>
        <Button component={RouterLink} to={`${paths.client.files.getHref()}?project=${encodeURIComponent(projectId)}`}>
          Upload files for this project
        </Button>
      </div>
      <FileDialog fileId={openId} readerUid={clientId} isAgency={false} onClose={close} />
    </Stack>
  );
}
