import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useClientFiles } from '@/lib/firestore/files';
import { formatBytes } from '@/lib/format-bytes';

import { ApprovalChip } from '../shared/file-parts';

/** Files the record lists; the Files screen, filtered to the client, pages through them all. */
const SHOWN = 6;

const filesHref = (clientId: string, fileId?: string) =>
  `${paths.admin.files.getHref()}?client=${encodeURIComponent(clientId)}${
    fileId ? `&file=${encodeURIComponent(fileId)}` : ''
  }`;

/** A client's newest files (each its newest version), deliverables with their approval, each opening on Files. */
export function ClientRecordFiles({ clientId }: { clientId: string }) {
  const files = useClientFiles(clientId, 'card');
  return (
    <DashboardCard title="Files" more={{ to: filesHref(clientId), label: 'All files' }} reads={[files]}>
      {() => {
        if (files.status !== 'ready') return null;
        if (!files.data.length) {
          return (
            <EmptyCard
              text="No files shared yet. Upload a brief, a design or a deliverable for the client to approve."
              action={{ to: filesHref(clientId), label: 'Upload a file' }}
            />
          );
        }
        return (
          <List aria-label="Files, newest first" disablePadding>
            {files.data.slice(0, SHOWN).map((file) => (
              <ListItem key={file.id} disableGutters divider sx={{ gap: 1.5, flexWrap: 'wrap' }}>
                <Link component={RouterLink} to={filesHref(clientId, file.id)} sx={{ overflowWrap: 'anywhere' }}>
                  {file.title}
                </Link>
                <Typography component="span" variant="body2" color="textSecondary">
                  {file.version > 1 ? `version ${file.version}, ` : ''}
                  {formatBytes(file.size)}
                  {file.createdAt && (
                    <>
                      , <When date={file.createdAt} format="day" />
                    </>
                  )}
                </Typography>
                {file.deliverable && file.approval && <ApprovalChip status={file.approval.status} />}
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}
