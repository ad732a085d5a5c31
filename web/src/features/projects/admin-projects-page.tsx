import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

import { PROJECT_STATUS_LABELS, PROJECT_STATUSES, SERVICE_INTERESTS } from '@agency/common';

import { SelectField } from '@/components/forms/select-field';
import { PageLoader } from '@/components/page-loader';
import { Day, ProjectProgress, ProjectStatusChip, serviceLabel } from '@/components/projects/project-parts';
import { PageHead } from '@/components/seo/page-head';
import type { PageProps } from '@/components/seo/page-meta';
import { clientChoices, useAllClients } from '@/lib/firestore/clients';
import { type Project, useAllProjects } from '@/lib/firestore/projects';

import { filterAndSortProjects, nextDueDate, NO_FILTERS, type ProjectFilters } from './filter-projects';
import { ProjectEditorDialog } from './project-editor-dialog';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const SORT_OPTIONS = [
  { value: 'due', label: 'Due date' },
  { value: 'updated', label: 'Last updated' },
];
/** `?new=<client uid>` opens a new project for that client (the client's details link here). */
const NEW_FOR = 'new';

/** /webmin1010/projects: every project, live, searchable, filtered and sorted; create and edit in a dialog. */
export default function AdminProjectsPage({ meta }: PageProps) {
  const { pathname } = useLocation();
  const projects = useAllProjects('page');
  const clients = useAllClients('page');
  const [filters, setFilters] = useState<ProjectFilters>(NO_FILTERS);
  const [params, setParams] = useSearchParams();
  // `?project=<id>` opens that project (the activity log links here).
  const [editingId, setEditingId] = useState<string | null>(params.get('project'));
  const newFor = params.get(NEW_FOR);
  const [creating, setCreating] = useState(newFor !== null);

  const clientNames = useMemo(
    () => new Map((clients.data ?? []).map((client) => [client.uid, client])),
    [clients.data],
  );
  const clientOptions = useMemo(() => clientChoices(clients.data ?? []), [clients.data]);
  const set = <K extends keyof ProjectFilters>(key: K, value: ProjectFilters[K]) =>
    setFilters((now) => ({ ...now, [key]: value }));
  const editing = projects.data?.find((project) => project.id === editingId);
  const closeCreate = () => {
    setCreating(false);
    if (newFor !== null) setParams({}, { replace: true });
  };

  const shown = filterAndSortProjects(projects.data ?? [], clientNames, filters);
  return (
    <Container component="section" maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead title={meta.title} description={meta.description} path={pathname} noIndex />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' } }}>
          Projects
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
          New project
        </Button>
      </Stack>
      <Paper variant="outlined" role="search" aria-label="Find projects" sx={{ p: 2, mb: 2 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 3 }}>
            <TextField
              id="projects-search"
              label="Search projects or clients"
              value={filters.search}
              onChange={(event) => set('search', event.target.value)}
              fullWidth
              size="small"
              slotProps={{
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <SearchIcon aria-hidden="true" />
                    </InputAdornment>
                  ),
                },
              }}
            />
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
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
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
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
          </Grid>
          <Grid size={{ xs: 6, md: 2 }}>
            <SelectField
              id="projects-client"
              label="Client"
              value={filters.clientId}
              onChange={(event) => set('clientId', event.target.value)}
              options={clientOptions}
              placeholder="Any client"
              placeholderSelectable
              fullWidth
              size="small"
            />
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
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
          </Grid>
          <Grid size={12} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Switch
                  checked={filters.showArchived}
                  onChange={(event) => set('showArchived', event.target.checked)}
                />
              }
              label="Show archived"
            />
            {JSON.stringify(filters) !== JSON.stringify(NO_FILTERS) && (
              <Button onClick={() => setFilters(NO_FILTERS)}>Clear filters</Button>
            )}
          </Grid>
        </Grid>
      </Paper>
      {projects.status === 'loading' ? (
        <PageLoader />
      ) : (
        <ProjectsTable
          projects={shown}
          total={projects.data.length}
          clientName={(uid) => clientNames.get(uid)?.name ?? 'Unknown client'}
          onOpen={setEditingId}
        />
      )}
      <ProjectEditorDialog
        open={creating}
        onClose={closeCreate}
        clients={clientOptions}
        clientId={newFor ?? ''}
        key={`new-${newFor ?? ''}`}
      />
      <ProjectEditorDialog
        open={Boolean(editing)}
        onClose={() => {
          setEditingId(null);
          if (params.has('project')) setParams({}, { replace: true });
        }}
        project={editing}
        clients={clientOptions}
        key={editing?.id ?? 'none'}
      />
    </Container>
  );
}

interface TableProps {
  projects: Project[];
  total: number;
  clientName: (uid: string) => string;
  onOpen: (id: string) => void;
}

function ProjectsTable({ projects, total, clientName, onOpen }: TableProps) {
  if (!projects.length) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography>
          {total ? 'No project matches these filters.' : 'No projects yet: start one with New project.'}
        </Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Projects" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Project</TableCell>
            <TableCell>Client</TableCell>
            <TableCell>Status</TableCell>
            <TableCell sx={{ minWidth: 160 }}>Progress</TableCell>
            <TableCell>Next due</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {projects.map((project) => {
            const due = nextDueDate(project);
            return (
              <TableRow key={project.id} hover>
                <TableCell>
                  <Link component="button" type="button" onClick={() => onOpen(project.id)} sx={{ textAlign: 'left' }}>
                    {project.name}
                  </Link>
                  <Typography variant="body2" color="textSecondary">
                    {serviceLabel(project.service)}
                  </Typography>
                </TableCell>
                <TableCell>{clientName(project.clientId)}</TableCell>
                <TableCell>
                  <ProjectStatusChip status={project.status} archived={project.archived} />
                </TableCell>
                <TableCell>
                  <ProjectProgress name={project.name} progress={project.progress} />
                </TableCell>
                <TableCell>{due ? <Day date={due} /> : '—'}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
