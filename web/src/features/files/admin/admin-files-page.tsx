import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useFirestore } from 'reactfire';

import { safeFileName } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { FileDialog } from '@/features/files/shared/file-dialog';
import { FileList } from '@/features/files/shared/file-list';
import { UploadZone } from '@/features/files/shared/upload-zone';
import { useFileParam } from '@/features/files/shared/use-file-param';
import { useSession } from '@/lib/auth/session';
import { copiedNames, useClientNamesById, useClientNamesOf } from '@/lib/firestore/client-names';
import { findFilesNamed, latestVersions, nextVersionOf, type SharedFile, useAdminFiles } from '@/lib/firestore/files';
import { useAllProjects } from '@/lib/firestore/projects';
import { STORAGE_UNAVAILABLE, useStorageState } from '@/lib/storage/availability';
import { useUploads } from '@/lib/storage/uploads';
import { useQueryParams } from '@/lib/use-query-params';

import { type UploadPlan, VersionChoiceDialog, type VersionQuestion } from './version-choice-dialog';

/**
 * /webmin1010/files: every client's files, narrowed by client and project (`?client=` and `?project=` keep the
 * choice in the address); uploads go to the chosen client (and project), as plain files or as deliverables the
 * client is asked to approve.
 */
export default function AdminFilesPage({ meta }: PageProps) {
  return (
    <PortalPage meta={meta} title="Files" intro="Files from every client, and deliverables for their approval.">
      <AdminFiles />
    </PortalPage>
  );
}

function AdminFiles() {
  const session = useSession();
  const uid = session.status === 'ready' ? (session.user?.uid ?? '') : '';
  const db = useFirestore();
  const [params, changeParams] = useQueryParams();
  const clientId = params.get('client') ?? '';
  const projectId = params.get('project') ?? '';
  const projects = useAllProjects('page');
  const files = useAdminFiles({ clientId: clientId || null, projectId: projectId || null }, 'page');
  const storageState = useStorageState();
  const { openId, open, close } = useFileParam();
  const { uploads, start, cancel, clearFinished } = useUploads();
  const [deliverable, setDeliverable] = useState(false);
  const [question, setQuestion] = useState<VersionQuestion | null>(null);

  // Each file's copy of its client's name (set when its bytes are confirmed); a bounded look-up only for files
  // stored before the copies.
  const namesOf = useClientNamesOf(files.data ?? []);
  const projectNames = useMemo(
    () => new Map((projects.data ?? []).map((project) => [project.id, project.name])),
    [projects.data],
  );
  const projectOptions = (projects.data ?? [])
    .filter((project) => !project.archived && (!clientId || project.clientId === clientId))
    // With every client shown, each project says whose it is (two clients may both have a "Website rebuild").
    .map((project) => ({
      value: project.id,
      label: clientId ? project.name : `${project.name} (${copiedNames(project)?.clientName ?? 'a client'})`,
    }));

  const choose = (changes: { client?: string; project?: string }) => changeParams(changes);

  const describe = (file: SharedFile) =>
    [namesOf(file)?.clientName, file.projectId && projectNames.get(file.projectId)].filter(Boolean).join(', ') || null;
  // A project belongs to one client: choosing it chooses its client for an upload too.
  const uploadClient = clientId || projects.data?.find((project) => project.id === projectId)?.clientId || '';
  const uploadClientName = useClientNamesById(uploadClient)?.clientName;
  const target = { clientId: uploadClient, projectId: projectId || null, uploaderRole: 'agency', deliverable } as const;
  const upload = (plan: UploadPlan) => {
    for (const { file, versionOf } of plan) start([file], versionOf ? nextVersionOf(versionOf) : target);
  };
  // A file named as one the client has already is most likely its next version: ask, offering that first.
  const uploadChosen = async (chosen: File[]) => {
    const names = chosen.map((file) => safeFileName(file.name));
    // A failed look-up only means nobody is asked: each file goes as a file of its own.
    const matches = await findFilesNamed(db, uploadClient, names).catch(() => new Map<string, SharedFile>());
    if (matches.size) setQuestion({ files: chosen, matches });
    else upload(chosen.map((file) => ({ file, versionOf: null })));
  };

  return (
    <>
      {storageState === 'unavailable' && (
        <Alert severity="warning" sx={{ mb: 3 }}>
          {STORAGE_UNAVAILABLE}
        </Alert>
      )}
      <FilterBar label="Find files">
        <ClientPicker
          id="files-client"
          label="Client"
          placeholder="All clients"
          value={clientId}
          onChange={(client) => choose({ client, project: '' })}
          sx={{ minWidth: 260 }}
        />
        <SelectField
          label="Project"
          placeholder="All projects"
          placeholderSelectable
          options={projectOptions}
          value={projectId}
          onChange={(event) => choose({ project: event.target.value })}
          sx={{ minWidth: 220 }}
        />
      </FilterBar>
      {storageState === 'available' && (
        <SectionCard spaced title="Upload for a client">
          <UploadZone
            uploads={uploads}
            onCancel={cancel}
            onClearFinished={clearFinished}
            blockedBecause={uploadClient ? null : 'Choose a client above first.'}
            onFiles={(chosen) => void uploadChosen(chosen)}
          >
            <Typography color="textSecondary">
              {uploadClient
                ? `Uploading for ${uploadClientName ?? 'this client'}${projectId ? `, ${projectNames.get(projectId) ?? 'this project'}` : ''}.`
                : 'Choose a client (and a project, if it is for one) to upload for them.'}
            </Typography>
            <FormControlLabel
              control={<Checkbox checked={deliverable} onChange={(event) => setDeliverable(event.target.checked)} />}
              label="Ask the client to approve (a deliverable)"
            />
          </UploadZone>
        </SectionCard>
      )}
      <SectionCard spaced title="Files">
        {files.status === 'loading' ? (
          <PageLoader />
        ) : latestVersions(files.data).length ? (
          <FileList
            label="Files"
            files={latestVersions(files.data)}
            readerUid={uid}
            isAgency
            onOpen={(file) => open(file.id)}
            storageUnavailable={storageState !== 'available'}
            describe={describe}
          />
        ) : (
          <EmptyState framed={false}>No files here yet.</EmptyState>
        )}
      </SectionCard>
      <FileDialog fileId={openId} readerUid={uid} isAgency onClose={close} />
      <VersionChoiceDialog
        question={question}
        onUpload={(plan) => {
          setQuestion(null);
          upload(plan);
        }}
        onCancel={() => setQuestion(null)}
      />
    </>
  );
}
