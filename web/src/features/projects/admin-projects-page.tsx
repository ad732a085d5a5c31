import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { clientLabel, PROJECT_STATUS_LABELS, PROJECT_STATUSES, SERVICE_INTERESTS } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SearchInput } from '@/components/forms/search-input';
import { SelectField } from '@/components/forms/select-field';
import { type DataColumn, DataTable } from '@/components/page/data-table';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import { type Project, useAllProjects } from '@/lib/firestore/projects';

import { filterAndSortProjects, nextDueDate, NO_FILTERS, type ProjectFilters } from './filter-projects';
import { ProjectEditorDialog } from './project-editor-dialog';
import { ProjectProgress, ProjectStatusChip, serviceLabel } from './project-parts';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const SORT_OPTIONS = [
  { value: 'due', label: 'Due date' },
  { value: 'updated', label: 'Last updated' },
];
/** `?new=<client uid>` opens a new project for that client (the client's details link here). */
const NEW_FOR = 'new';

/** /webmin1010/projects: every project, live, searchable, filtered and sorted; create and edit in a dialog. */
export default function AdminProjectsPage({ meta }: PageProps) {
  const projects = useAllProjects('page');
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const [params, setParams] = useSearchParams();
  // `?project=<id>` opens that project (the activity log links here).
  const [editingId, setEditingId] = useState<string | null>(params.get('project'));
  const newFor = params.get(NEW_FOR);
  const [creating, setCreating] = useState(newFor !== null);

  // Each project's copy of its client's names; a bounded look-up only for projects stored before the copies.
  const namesOf = useClientNamesOf(projects.data ?? []);
  const set = <K extends keyof ProjectFilters>(key: K, value: ProjectFilters[K]) =>
    setFilters((now) => ({ ...now, [key]: value }));
  const editing = projects.data?.find((project) => project.id === editingId);
  const closeCreate = () => {
    setCreating(false);
    if (newFor !== null) setParams({}, { replace: true });
  };

  const shown = filterAndSortProjects(projects.data ?? [], namesOf, filters);
  return (
    <PortalPage
      meta={meta}
      title="Projects"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New project
        </Button>
      }
    >
      <FindProjects filters={filters} set={set} onClear={() => setFilters(NO_FILTERS)} />
      {projects.status === 'loading' ? (
        <PageLoader />
      ) : (
        <ProjectsTable
          projects={shown}
          total={projects.data.length}
          clientName={(project) => {
            const names = namesOf(project);
            return names ? clientLabel(names) : 'A client';
          }}
          onOpen={setEditingId}
        />
      )}
      <ProjectEditorDialog open={creating} onClose={closeCreate} clientId={newFor ?? ''} key={`new-${newFor ?? ''}`} />
      <ProjectEditorDialog
        open={Boolean(editing)}
        onClose={() => {
          setEditingId(null);
          if (params.has('project')) setParams({}, { replace: true });
        }}
        project={editing}
        key={editing?.id ?? 'none'}
      />
    </PortalPage>
  );
}

/** Search, filters and sort over the projects: the page keeps them, this only shows them. */
function FindProjects({
  filters,
  set,
  onClear,
}: {
  filters: ProjectFilters;
  set: <K extends keyof ProjectFilters>(key: K, value: ProjectFilters[K]) => void;
  onClear: () => void;
}) {
  return (
    <FilterBar
      label="Find projects"
      filtered={JSON.stringify(filters) !== JSON.stringify(NO_FILTERS)}
      onClear={onClear}
      footer={
        <FormControlLabel
          control={
            <Switch checked={filters.showArchived} onChange={(event) => set('showArchived', event.target.checked)} />
          }
          label="Show archived"
          sx={{ mt: 1 }}
        />
      }
    >
      <SearchInput
        id="projects-search"
        label="Search projects or clients"
        value={filters.search}
        onChange={(event) => set('search', event.target.value)}
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-status"
        label="Status"
        value={filters.status}
        onChange={(event) => set('status', event.target.value as ProjectFilters['status'])}
        options={STATUS_OPTIONS}
        placeholder="Any status"
        placeholderSelectable
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-service"
        label="Service"
        value={filters.service}
        onChange={(event) => set('service', event.target.value as ProjectFilters['service'])}
        options={SERVICE_INTERESTS}
        placeholder="Any service"
        placeholderSelectable
        fullWidth
        size="small"
      />
      <ClientPicker
        id="projects-client"
        label="Client"
        value={filters.clientId}
        onChange={(clientId) => set('clientId', clientId)}
        placeholder="Any client"
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-sort"
        label="Sort by"
        value={filters.sort}
        onChange={(event) => set('sort', event.target.value as ProjectFilters['sort'])}
        options={SORT_OPTIONS}
        placeholder="Sort by"
        fullWidth
        size="small"
      />
    </FilterBar>
  );
}

interface TableProps {
  projects: Project[];
  total: number;
  clientName: (project: Project) => string;
  onOpen: (id: string) => void;
}

function ProjectsTable({ projects, total, clientName, onOpen }: TableProps) {
  const columns: DataColumn<Project>[] = [
    {
      id: 'project',
      header: 'Project',
      title: true,
      cell: (project) => (
        <>
          <Link component="button" type="button" onClick={() => onOpen(project.id)} sx={{ textAlign: 'left' }}>
            {project.name}
          </Link>
          <Typography variant="body2" color="textSecondary">
            {serviceLabel(project.service)}
          </Typography>
        </>
      ),
    },
    { id: 'client', header: 'Client', cell: clientName },
    {
      id: 'status',
      header: 'Status',
      cell: (project) => <ProjectStatusChip status={project.status} archived={project.archived} />,
    },
    {
      id: 'progress',
      header: 'Progress',
      sx: { minWidth: 160 },
      cell: (project) => <ProjectProgress name={project.name} progress={project.progress} />,
    },
    {
      id: 'due',
      header: 'Next due',
      cell: (project) => {
        const due = nextDueDate(project);
        return <When date={due} format="day" />;
      },
    },
  ];
  return (
    <DataTable
      label="Projects"
      rows={projects}
      rowKey={(project) => project.id}
      columns={columns}
      empty={
        <EmptyState>
          {total ? 'No project matches these filters.' : 'No projects yet: start one with New project.'}
        </EmptyState>
      }
    />
  );
}
