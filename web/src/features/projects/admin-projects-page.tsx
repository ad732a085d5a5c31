import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';

import {
  clientLabel,
  nextDueOf,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
  SERVICE_INTERESTS,
  type ServiceInterest,
} from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SearchInput } from '@/components/forms/search-input';
import { SelectField } from '@/components/forms/select-field';
import { type DataColumn, DataTable } from '@/components/page/data-table';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PageNav } from '@/components/page/page-nav';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { When } from '@/components/when';
import { paths } from '@/config/paths';
import { useClientNamesOf } from '@/lib/firestore/client-names';
import type { PageCursor } from '@/lib/firestore/paging';
import { type Project, type ProjectListView, useProjectPage } from '@/lib/firestore/projects';
import { searchPlan, useSettled } from '@/lib/server-search';
import { documentIdOr, type QueryChanges, useQueryParams } from '@/lib/use-query-params';
import { useReturnOnClose } from '@/lib/use-return-on-close';

import { ProjectEditorDialog } from './project-editor-dialog';
import {
  ARCHIVED_SHOWN,
  FIRST_PAGE,
  isFiltered,
  NO_FILTERS,
  type ProjectParams,
  projectView,
  readProjectParams,
} from './project-params';
import { ProjectProgress, ProjectStatusChip, serviceLabel } from './project-parts';
import { useProjectCounts, useProjectPageCursor, useProjectRarestTerm } from './use-project-list';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const SORT_OPTIONS = [
  { value: 'due', label: 'Due date' },
  { value: 'updated', label: 'Last updated' },
];
/** `?new=<client uid>` opens a new project for that client (the client's details link here). */
const NEW_FOR = 'new';
/** `?project=<id>`, an older link to a project (emails, bookmarks), goes on to its record. */
const OPEN = 'project';
/** How long typing must pause before the server is asked (the address follows every keystroke). */
const SEARCH_AFTER_MS = 300;

/** "3 projects", "1 project", "2,047 projects". */
const projectCount = (count: number) => `${count.toLocaleString('en-AU')} ${count === 1 ? 'project' : 'projects'}`;

/**
 * /webmin1010/projects: the projects a page at a time, live, searched, filtered and sorted on the server; counts
 * from aggregation queries. Search, filters, sort and page are in the address (docs/decisions/033-cursor-paging.md,
 * 036-projects-listed-by-server.md); each project opens its record, /webmin1010/projects/{id}.
 */
export default function AdminProjectsPage({ meta }: PageProps) {
  const [query, change] = useQueryParams();
  const params = readProjectParams(query);
  const searched = useSettled(params.q, SEARCH_AFTER_MS);
  const typedTerms = useMemo(() => searchPlan(searched).terms, [searched]);
  const rarest = useProjectRarestTerm(typedTerms);
  const plan = useMemo(() => searchPlan(searched, rarest), [searched, rarest]);
  const view = projectView(params, plan.term);
  const pageCursor = useProjectPageCursor(view.sort);
  const [shownPage, setShownPage] = useState<ShownPage>({ signature: '', shown: 0, paged: false });
  const counts = useProjectCounts(view, shownPage.signature);
  // A search of several words is checked in the page: the server counts what holds one of them, too many to say.
  const narrowed = !counts ? null : plan.exact ? counts.narrowed : shownPage.paged ? null : shownPage.shown;

  // A hand-edited address that could name no document opens nothing.
  const linked = documentIdOr(query.get(OPEN), null);
  const newFor = query.get(NEW_FOR);
  const [creating, setCreating] = useState(newFor !== null);
  const giveBack = useReturnOnClose();
  const closeCreate = () => {
    if (giveBack) return giveBack();
    setCreating(false);
    if (newFor !== null) change({ [NEW_FOR]: null });
  };

  if (linked) return <Navigate to={paths.admin.project.getHref(linked)} replace />;
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
      <FindProjects
        params={params}
        typed={query.get('q') ?? ''}
        onChange={change}
        summary={
          !counts
            ? undefined
            : narrowed === null
              ? `Matches of a search of several words are not counted (${projectCount(counts.all)} in all)`
              : narrowed === counts.all
                ? projectCount(counts.all)
                : `${narrowed.toLocaleString('en-AU')} of ${projectCount(counts.all)}`
        }
      />
      {pageCursor.ready ? (
        <ProjectsPageRows
          view={view}
          cursor={pageCursor.cursor}
          matches={plan.matches}
          filtered={isFiltered(params)}
          total={counts?.all ?? null}
          onPage={pageCursor.go}
          onShown={setShownPage}
        />
      ) : (
        <PageLoader />
      )}
      <ProjectEditorDialog open={creating} onClose={closeCreate} clientId={newFor ?? ''} key={`new-${newFor ?? ''}`} />
    </PortalPage>
  );
}

/** Search, filters and sort over the projects, kept in the address: each change starts at the first page. */
function FindProjects({
  params,
  typed,
  onChange,
  summary,
}: {
  params: ProjectParams;
  /** The search as typed (spaces too): the address holds it, and the list follows once typing pauses. */
  typed: string;
  onChange: (changes: QueryChanges) => void;
  summary: string | undefined;
}) {
  const set = (changes: QueryChanges) => onChange({ ...changes, ...FIRST_PAGE });
  return (
    <FilterBar
      label="Find projects"
      filtered={isFiltered(params)}
      onClear={() => set(NO_FILTERS)}
      summary={summary}
      footer={
        <FormControlLabel
          control={
            <Switch
              checked={params.archived}
              onChange={(event) => set({ archived: event.target.checked ? ARCHIVED_SHOWN : null })}
            />
          }
          label="Show archived"
          sx={{ mt: 1 }}
        />
      }
    >
      <SearchInput
        id="projects-search"
        label="Search projects or clients"
        type="search"
        value={typed}
        onChange={(event) => set({ q: event.target.value })}
        helperText="Project, client or business name, from the first two letters"
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-status"
        label="Status"
        value={params.status ?? ''}
        onChange={(event) => set({ status: event.target.value as ProjectStatus | '' })}
        options={STATUS_OPTIONS}
        placeholder="Any status"
        placeholderSelectable
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-service"
        label="Service"
        value={params.service ?? ''}
        onChange={(event) => set({ service: event.target.value as ServiceInterest | '' })}
        options={SERVICE_INTERESTS}
        placeholder="Any service"
        placeholderSelectable
        fullWidth
        size="small"
      />
      <ClientPicker
        id="projects-client"
        label="Client"
        value={params.clientId ?? ''}
        onChange={(clientId) => set({ client: clientId })}
        placeholder="Any client"
        fullWidth
        size="small"
      />
      <SelectField
        id="projects-sort"
        label="Sort by"
        value={params.sort}
        onChange={(event) => set({ sort: event.target.value === 'updated' ? 'updated' : null })}
        options={SORT_OPTIONS}
        placeholder="Sort by"
        fullWidth
        size="small"
      />
    </FilterBar>
  );
}

/** What a page shows: its rows (ids, statuses, archived), how many match the search, whether other pages exist. */
interface ShownPage {
  signature: string;
  shown: number;
  paged: boolean;
}

interface ProjectsPageRowsProps {
  view: ProjectListView;
  cursor: PageCursor | null;
  matches: (terms: readonly string[] | undefined) => boolean;
  /** A search or a filter narrows the list. */
  filtered: boolean;
  /** Every project there is, archived ones too (null until counted). */
  total: number | null;
  onPage: (cursor: PageCursor) => void;
  /** Told what the page shows whenever it changes (so the counts are asked again). */
  onShown: (shown: ShownPage) => void;
}

/** One page of the list, live, with the way to the pages before and after it. */
function ProjectsPageRows({ view, cursor, matches, filtered, total, onPage, onShown }: ProjectsPageRowsProps) {
  const page = useProjectPage(view, cursor, 'page');
  const data = page.status === 'ready' ? page.data : undefined;
  const shown = useMemo(() => data?.rows.filter((project) => matches(project.searchTerms)), [data, matches]);
  // Each project's copy of its client's names; a bounded look-up only for projects stored before the copies.
  const namesOf = useClientNamesOf(shown ?? []);
  const paged = Boolean(data && (data.hasBefore || data.hasAfter));
  const signature = data?.rows.map((project) => `${project.id}:${project.status}:${project.archived}`).join(',');
  const shownCount = shown?.length;
  useEffect(() => {
    if (signature !== undefined && shownCount !== undefined) onShown({ signature, shown: shownCount, paged });
  }, [signature, shownCount, paged, onShown]);
  if (page.status === 'loading' || !shown) return <PageLoader />;

  const empty = cursor ? (
    <EmptyState>No more projects this way.</EmptyState>
  ) : filtered || total ? (
    <EmptyState>
      {paged ? 'No project on this page matches these filters.' : 'No project matches these filters.'}
    </EmptyState>
  ) : (
    <EmptyState>No projects yet: start one with New project.</EmptyState>
  );
  return (
    <>
      <ProjectsTable
        projects={shown}
        clientName={(project) => {
          const names = namesOf(project);
          return names ? clientLabel(names) : 'A client';
        }}
        empty={empty}
      />
      <PageNav of="projects" page={page.data} moving={page.moving} onPage={onPage} />
    </>
  );
}

interface TableProps {
  projects: Project[];
  clientName: (project: Project) => string;
  empty: ReactNode;
}

function ProjectsTable({ projects, clientName, empty }: TableProps) {
  const columns: DataColumn<Project>[] = [
    {
      id: 'project',
      header: 'Project',
      title: true,
      cell: (project) => (
        <>
          <Link component={RouterLink} to={paths.admin.project.getHref(project.id)}>
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
    { id: 'due', header: 'Next due', cell: (project) => <When date={nextDueOf(project)} format="day" /> },
  ];
  return (
    <DataTable label="Projects" rows={projects} rowKey={(project) => project.id} columns={columns} empty={empty} />
  );
}
