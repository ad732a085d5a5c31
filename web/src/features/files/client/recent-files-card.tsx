import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';

import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useClientFiles } from '@/lib/firestore/files';

/** How many the dashboard shows; the files screen has the rest. */
const SHOWN = 4;

/** The newest few files (their latest versions), each opening on the files screen. */
export function RecentFilesCard({ uid }: { uid: string }) {
  const files = useClientFiles(uid, 'card');
  return (
    <DashboardCard title="Recent files" more={{ to: paths.client.files.getHref(), label: 'All files' }} reads={[files]}>
      {() => {
        if (files.status !== 'ready') return null;
        const recent = files.data.slice(0, SHOWN);
        if (!recent.length) {
          return (
            <EmptyCard
              text="No files yet. Upload your logo, photos or copy for us, and the work we send you will show here too."
              action={{ to: paths.client.files.getHref(), label: 'Upload files' }}
            />
          );
        }
        return (
          <List dense aria-label="Recent files" disablePadding>
            {recent.map((file) => (
              <ListItem key={file.id} disableGutters divider>
                <ListItemText
                  primary={
                    <Link
                      component={RouterLink}
                      to={`${paths.client.files.getHref()}?file=${encodeURIComponent(file.id)}`}
                      sx={{ overflowWrap: 'anywhere' }}
                    >
                      {file.title}
                    </Link>
                  }
                  secondary={
                    <>
                      {file.uploaderRole === 'agency' ? 'From the team' : 'From you'}
                      {file.version > 1 && `, version ${file.version}`} · <When date={file.createdAt} format="day" />
                    </>
                  }
                />
              </ListItem>
            ))}
          </List>
        );
      }}
    </DashboardCard>
  );
}
