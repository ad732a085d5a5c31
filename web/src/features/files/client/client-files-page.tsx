import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { SelectField } from '@/components/forms/select-field';
import { EmptyState } from '@/components/page/empty-state';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { FileDialog } from '@/features/files/shared/file-dialog';
import { FileList } from '@/features/files/shared/file-list';
import { UploadZone } from '@/features/files/shared/upload-zone';
import { useFileParam } from '@/features/files/shared/use-file-param';
import { useSession } from '@/lib/auth/session';
import { useAwaitingDecision, useClientFiles } from '@/lib/firestore/files';
import { useOwnProjects } from '@/lib/firestore/projects';
import { STORAGE_UNAVAILABLE, useStorageState } from '@/lib/storage/availability';
import { useUploads } from '@/lib/storage/uploads';

import { UsageLine } from './usage-line';

/** /client/files: what awaits the client's approval, uploading (for a project or not), and every shared file. */
export default function ClientFilesPage({ meta }: PageProps) {
  return (
    <PortalPage meta={meta} title="Files" intro="Share files with the team, and approve the work we send you.">
      <ClientFiles />
    </PortalPage>
  );
}

function ClientFiles() {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const files = useClientFiles(uid, 'page');
  const awaiting = useAwaitingDecision(uid, 'page');
  const projects = useOwnProjects(uid, 'page');
  const storageState = useStorageState();
  const [params] = useSearchParams();
  const [projectId, setProjectId] = useState(params.get('project') ?? '');
  const { openId, open, close } = useFileParam();
  const { uploads, start, cancel, clearFinished } = useUploads();

  if (files.status === 'loading' || awaiting.status === 'loading') return <PageLoader />;
  const projectOptions = (projects.data ?? [])
    .filter((project) => !project.archived)
    .map((project) => ({ value: project.id, label: project.name }));

  return (
    <>
      {storageState === 'unavailable' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {STORAGE_UNAVAILABLE}
        </Alert>
      )}
      {awaiting.data.length > 0 && (
        <SectionCard spaced title="Awaiting your approval">
          <FileList
            label="Awaiting your approval"
            files={awaiting.data}
            readerUid={uid}
            isAgency={false}
            onOpen={(file) => open(file.id)}
            storageUnavailable={storageState !== 'available'}
          />
        </SectionCard>
      )}
      {storageState === 'available' && (
        <SectionCard spaced title="Upload files">
          <UploadZone
            uploads={uploads}
            onCancel={cancel}
            onClearFinished={clearFinished}
            onFiles={(chosen) =>
              start(chosen, {
                clientId: uid,
                projectId: projectId || null,
                uploaderRole: 'client',
                deliverable: false,
              })
            }
          >
            {projectOptions.length > 0 && (
              <SelectField
                label="For project"
                placeholder="No particular project"
                placeholderSelectable
                options={projectOptions}
                value={projectId}
                onChange={(event) => setProjectId(event.target.value)}
                sx={{ maxWidth: 420 }}
              />
            )}
          </UploadZone>
          <UsageLine clientId={uid} />
        </SectionCard>
      )}
      <SectionCard spaced title="All files">
        {files.data.length ? (
          <FileList
            label="All files"
            files={files.data}
            readerUid={uid}
            isAgency={false}
            onOpen={(file) => open(file.id)}
            storageUnavailable={storageState !== 'available'}
          />
        ) : (
          <EmptyState framed={false}>
            No files yet. Upload logos, photos, copy or anything else we need, and the files we send you will show here
            too.
          </EmptyState>
        )}
      </SectionCard>
      <FileDialog fileId={openId} readerUid={uid} isAgency={false} onClose={close} />
    </>
  );
}
