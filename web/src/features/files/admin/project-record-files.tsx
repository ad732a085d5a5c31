import { DashboardCard, EmptyCard } from '@/components/dashboard-card';
import { paths } from '@/config/paths';
import { FileDialog } from '@/features/files/shared/file-dialog';
import { FileList } from '@/features/files/shared/file-list';
import { useFileParam } from '@/features/files/shared/use-file-param';
import { useSession } from '@/lib/auth/session';
import { awaitsDecision, useProjectFiles } from '@/lib/firestore/files';
import { useStorageState } from '@/lib/storage/availability';

/**
 * A project's files on its record, each its newest version: deliverables waiting on the client first, each with
 * its approval; a file opens here (`?file=<id>`, as on Files), and uploads for the project are made on Files.
 */
export function ProjectRecordFiles({ clientId, projectId }: { clientId: string; projectId: string }) {
  const files = useProjectFiles(clientId, projectId, 'card');
  const storageState = useStorageState();
  const { openId, open, close } = useFileParam();
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const onFiles = `${paths.admin.files.getHref()}?client=${encodeURIComponent(clientId)}&project=${encodeURIComponent(projectId)}`;
  return (
    <>
      <DashboardCard title="Files" more={{ to: onFiles, label: 'Upload or see all on Files' }} reads={[files]}>
        {() => {
          if (files.status !== 'ready') return null;
          if (!files.data.length) {
            return (
              <EmptyCard
                text="No files for this project yet. Upload a design or a deliverable for the client to approve."
                action={{ to: onFiles, label: 'Upload a file' }}
              />
            );
          }
          const rows = [...files.data.filter(awaitsDecision), ...files.data.filter((file) => !awaitsDecision(file))];
          return (
            <FileList
              label="Files of this project"
              files={rows}
              readerUid={uid}
              isAgency
              onOpen={(file) => open(file.id)}
              storageUnavailable={storageState !== 'available'}
            />
          );
        }}
      </DashboardCard>
      <FileDialog fileId={openId} readerUid={uid} isAgency onClose={close} />
    </>
  );
}
