import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import { clientNamesOf, safeFileName } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PageNav } from '@/components/page/page-nav';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { FileDialog } from '@/features/files/shared/file-dialog';
import { FileList } from '@/features/files/shared/file-list';
import { UploadZone } from '@/features/files/shared/upload-zone';
import { useFileParam } from '@/features/files/shared/use-file-param';
import { useSession } from '@/lib/auth/session';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { useClient } from '@/lib/firestore/clients';
import {
  type AdminFileFilter,
  fileRef,
  findFilesNamed,
  nextVersionOf,
  type SharedFile,
  useAdminFilesPage,
} from '@/lib/firestore/files';
import type { PageCursor } from '@/lib/firestore/paging';
import { useClientProjects, useProject, useProjectNames } from '@/lib/firestore/projects';
import { STORAGE_UNAVAILABLE, useStorageState } from '@/lib/storage/availability';
import { useUploads } from '@/lib/storage/uploads';
import { FIRST_PAGE, usePageCursor } from '@/lib/use-page-cursor';
import { documentIdOr, type QueryChanges, useQueryParams } from '@/lib/use-query-params';

import { type UploadPlan, VersionChoiceDialog, type VersionQuestion } from './version-choice-dialog';

/**
 * /webmin1010/files: every client's files, a page at a time, newest first, narrowed by client and project
 * (`?client=`, `?project=` and the page's `?after=`/`?before=` keep the view in the address: decision 033); uploads
 * go to the chosen client (and project), as plain files or as deliverables the client is asked to approve. The
 * project filter offers the chosen client's projects only: no screen reads every project.
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
  // Read by id below: a link edited to name anything but an id chooses no project.
  const projectId = documentIdOr(params.get('project'), '');
  // The chosen project, read by id: its name, and its client (an older link names the project alone).
  const chosenProject = useProject(projectId || null, 'quiet');
  const project = chosenProject.status === 'ready' ? chosenProject.data : null;
  const clientId = project?.clientId ?? documentIdOr(params.get('client'), '');
  const clientProjects = useClientProjects(clientId || null, 'quiet');
  const pageCursor = usePageCursor((id) => fileRef(db, id));
  const storageState = useStorageState();
  const { openId, open, close } = useFileParam();
  const { uploads, start, cancel, clearFinished } = useUploads();
  const [deliverable, setDeliverable] = useState(false);
  const [question, setQuestion] = useState<VersionQuestion | null>(null);

  const projectOptions = (clientProjects.data ?? [])
    .filter((each) => !each.archived || each.id === projectId)
    .map((each) => ({ value: each.id, label: each.name }));
  // A project beyond the newest the list offers (or archived long ago) is still shown as chosen.
  if (project && !projectOptions.some((option) => option.value === project.id)) {
    projectOptions.push({ value: project.id, label: project.name });
  }
  const filtered = Boolean(clientId || projectId);
  // A new filter starts at the first page.
  const choose = (changes: QueryChanges) => changeParams({ ...changes, ...FIRST_PAGE });

  const uploadClient = clientId;
  // Read by id: an address may name an account that is no client, or none at all, and nothing is uploaded for it.
  const uploadProfile = useClient(uploadClient || null, 'quiet');
  const uploadFor =
    uploadProfile.status === 'ready' && uploadProfile.data.role === 'client' ? uploadProfile.data : null;
  const uploadClientName = uploadFor ? clientNamesOf(uploadFor).clientName : null;
  const uploadBlocked = !uploadClient
    ? 'Choose a client above first.'
    : uploadFor
      ? null
      : uploadProfile.status === 'loading'
        ? 'Finding the client…'
        : 'No client has the id in this address: choose one above.';
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
      <FilterBar label="Find files" filtered={filtered} onClear={() => choose({ client: null, project: null })}>
        <ClientPicker
          id="files-client"
          label="Client"
          placeholder="All clients"
          value={clientId}
          onChange={(client) => choose({ client, project: null })}
          sx={{ minWidth: 260 }}
        />
        <SelectField
          id="files-project"
          label="Project"
          placeholder="All projects"
          placeholderSelectable
          options={projectOptions}
          value={projectId}
          disabled={!clientId}
          helperText={clientId ? undefined : 'Choose a client first'}
          // The hint says why the field is off: it reads as text does, not greyed with the field.
          slotProps={{ formHelperText: { disabled: false } }}
          onChange={(event) => choose({ client: clientId, project: event.target.value })}
          sx={{ minWidth: 220 }}
        />
      </FilterBar>
      {storageState === 'available' && (
        <SectionCard spaced title="Upload for a client">
          <UploadZone
            uploads={uploads}
            onCancel={cancel}
            onClearFinished={clearFinished}
            blockedBecause={uploadBlocked}
            onFiles={(chosen) => void uploadChosen(chosen)}
          >
            <Typography color="textSecondary">
              {uploadClientName
                ? `Uploading for ${uploadClientName}${projectId ? `, ${project?.name ?? 'this project'}` : ''}.`
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
        {pageCursor.ready ? (
          <AdminFileRows
            filter={{ clientId: clientId || null, projectId: projectId || null }}
            cursor={pageCursor.cursor}
            filtered={filtered}
            readerUid={uid}
            storageUnavailable={storageState !== 'available'}
            onOpen={(file) => open(file.id)}
            onPage={pageCursor.go}
            onFirstPage={() => changeParams(FIRST_PAGE)}
            onClear={() => choose({ client: null, project: null })}
          />
        ) : (
          <PageLoader />
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

interface AdminFileRowsProps {
  filter: AdminFileFilter;
  cursor: PageCursor | null;
  filtered: boolean;
  readerUid: string;
  storageUnavailable: boolean;
  onOpen: (file: SharedFile) => void;
  onPage: (cursor: PageCursor) => void;
  onFirstPage: () => void;
  onClear: () => void;
}

/** One page of the files, live, each with its client's and project's names, and the way to the pages around it. */
function AdminFileRows({ filter, cursor, filtered, readerUid, storageUnavailable, ...on }: AdminFileRowsProps) {
  const page = useAdminFilesPage(filter, cursor, 'page');
  const rows = page.data?.rows ?? [];
  // Each file's copy of its client's name (set when its bytes are confirmed); a bounded look-up only for files
  // stored before the copies. Project names: a bounded look-up of the projects on this page.
  const namesOf = useClientNamesOf(rows);
  const projectNames = useProjectNames(rows.map((file) => file.projectId));
  if (page.status === 'loading') return <PageLoader />;

  const describe = (file: SharedFile) =>
    [namesOf(file)?.clientName, file.projectId && projectNames.get(file.projectId)].filter(Boolean).join(', ') || null;
  if (!rows.length) {
    return cursor ? (
      <EmptyState framed={false} action={<Button onClick={on.onFirstPage}>First page</Button>}>
        No more files this way.
      </EmptyState>
    ) : filtered ? (
      <EmptyState framed={false} action={<Button onClick={on.onClear}>Clear filters</Button>}>
        No files match these filters.
      </EmptyState>
    ) : (
      <EmptyState framed={false}>No files here yet.</EmptyState>
    );
  }
  return (
    <>
      <FileList
        label="Files"
        files={rows}
        readerUid={readerUid}
        isAgency
        onOpen={on.onOpen}
        storageUnavailable={storageUnavailable}
        describe={describe}
      />
      <PageNav of="files" page={page.data} moving={page.moving} onPage={on.onPage} />
    </>
  );
}
