import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getIn } from 'formik';
import { useId, useState } from 'react';
import { string } from 'yup';

import {
  calendarDayOf,
  emptyProject,
  MILESTONE_STATUS_LABELS,
  MILESTONE_STATUSES,
  progressOf,
  PROJECT_LIMITS,
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectInput,
  projectSchema,
  SERVICE_INTERESTS,
} from '@agency/common';

import { DialogForm } from '@/components/dialog-form';
import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { ProjectProgress } from '@/features/projects/project-parts';
import { archiveProject, saveProject } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { Project } from '@/lib/firestore/projects';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';

const STATUS_OPTIONS = PROJECT_STATUSES.map((value) => ({ value, label: PROJECT_STATUS_LABELS[value] }));
const MILESTONE_OPTIONS = MILESTONE_STATUSES.map((value) => ({ value, label: MILESTONE_STATUS_LABELS[value] }));

type Values = ProjectInput & { clientId: string };

/** A new project needs its client; an existing one keeps the one it has. */
const createSchema = projectSchema.shape({ clientId: string().required('Choose a client') });
const editSchema = projectSchema.shape({ clientId: string().default('') });

const day = (date: Date | null) => (date ? calendarDayOf(date) : null);

/** What the form starts from: an existing project as stored, or an empty one (for a client, if one is given). */
function initialValues(project: Project | undefined, clientId: string): Values {
  if (!project) return { ...emptyProject(), clientId };
  return {
    clientId: project.clientId,
    name: project.name,
    service: project.service,
    status: project.status,
    summary: project.summary,
    startDate: day(project.startDate),
    dueDate: day(project.dueDate),
    milestones: project.milestones.map(({ id, title, status, dueDate }) => ({
      id,
      title,
      status,
      dueDate: day(dueDate),
    })),
  };
}

const newMilestoneId = () => crypto.randomUUID().slice(0, 8);

interface EditorProps {
  open: boolean;
  onClose: () => void;
  /** The project to edit; none to create one. */
  project?: Project;
  /** The client a new project starts with (from the client's details). */
  clientId?: string;
}

/**
 * Creates a project for a client or edits one: details, dates and milestones (added, renamed, reordered, dated,
 * completed). The `saveProject` function stores it, derives its progress and logs what changed; a refusal stays in
 * the dialog with everything typed.
 */
export function ProjectEditorDialog({ open, onClose, project, clientId = '' }: EditorProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [archiving, setArchiving] = useState(false);
  // Archiving asks first: it closes the editor, and takes the project off the working lists.
  const [confirmArchive, setConfirmArchive] = useState(false);
  const { formik, formRef, submit, fieldProps } = useForm<Values>({
    idPrefix: 'project',
    initialValues: initialValues(project, clientId),
    enableReinitialize: true,
    validationSchema: project ? editSchema : createSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const input = projectSchema.cast(values, { stripUnknown: true });
        await saveProject(
          project ? { projectId: project.id, project: input } : { clientId: values.clientId, project: input },
        );
        notify.success(project ? 'Project saved' : 'Project created', input.name);
        onClose();
      } catch (error) {
        setProblem(firebaseErrorMessage(error));
      }
    },
  });
  const busy = formik.isSubmitting || archiving;

  const toggleArchived = async () => {
    if (!project) return;
    setArchiving(true);
    try {
      await archiveProject({ projectId: project.id, archived: !project.archived });
      notify.success(project.archived ? 'Project restored' : 'Project archived', project.name);
      onClose();
    } catch (error) {
      setProblem(firebaseErrorMessage(error));
    } finally {
      setArchiving(false);
    }
  };

  const close = () => {
    if (busy) return;
    setProblem(null);
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="md">
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{project ? `Edit ${project.name}` : 'New project'}</DialogTitle>
        <DialogContent>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          {project && confirmArchive && (
            <Alert
              severity="warning"
              sx={{ mb: 2 }}
              action={
                <Stack direction="row" spacing={1}>
                  <Button color="inherit" onClick={() => setConfirmArchive(false)} disabled={busy}>
                    Keep it
                  </Button>
                  <Button color="inherit" variant="outlined" onClick={() => void toggleArchived()} disabled={busy}>
                    {archiving ? 'Archiving...' : 'Archive'}
                  </Button>
                </Stack>
              }
            >
              Archive “{project.name}”? It leaves the working lists and the client’s list, keeping everything in it; you
              can restore it. {formik.dirty && 'Your unsaved changes here will be lost.'}
            </Alert>
          )}
          <ProjectFields
            fieldProps={fieldProps}
            creating={!project}
            setClient={(chosen) => void formik.setFieldValue('clientId', chosen)}
          />

          <MilestonesEditor formik={formik} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          {project && (
            <Button
              color="warning"
              onClick={() => (project.archived ? void toggleArchived() : setConfirmArchive(true))}
              disabled={busy || confirmArchive}
              sx={{ mr: 'auto' }}
            >
              {project.archived ? 'Restore project' : 'Archive project'}
            </Button>
          )}
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {formik.isSubmitting ? 'Saving...' : project ? 'Save project' : 'Create project'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

type ProjectForm = ReturnType<typeof useForm<Values>>;

/** The project's own details: its client (when new), name, service, status, summary and dates. */
function ProjectFields({
  fieldProps,
  creating,
  setClient,
}: {
  fieldProps: ProjectForm['fieldProps'];
  creating: boolean;
  setClient: (clientId: string) => void;
}) {
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      {creating && (
        <Grid size={12}>
          <ClientPicker
            {...fieldProps('clientId')}
            onChange={setClient}
            label="Client"
            placeholder="Type a name, business or email"
          />
        </Grid>
      )}
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps('name')}
          label="Project name"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: PROJECT_LIMITS.name } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField {...fieldProps('service')} label="Service" options={SERVICE_INTERESTS} placeholder="Choose" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField {...fieldProps('status')} label="Status" options={STATUS_OPTIONS} placeholder="Choose" />
      </Grid>
      <Grid size={12}>
        <TextField
          {...fieldProps('summary')}
          label="Summary"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: PROJECT_LIMITS.summary } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('startDate')}
          label="Start date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <TextField
          {...fieldProps('dueDate')}
          label="Due date"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Grid>
    </Grid>
  );
}

const ADD_MILESTONE_ID = 'project-milestone-add';

/** The milestones: added, renamed, reordered, dated and completed, with the progress they make. */
function MilestonesEditor({ formik }: { formik: ProjectForm['formik'] }) {
  const { values } = formik;
  const milestones = values.milestones;
  const setMilestones = (next: Values['milestones']) => void formik.setFieldValue('milestones', next);
  const focusAfter = useFocusAfterRender();
  const idOf = (id: string, part: 'title' | 'up' | 'down') => `project-milestone-${id}-${part}`;
  /** Rows are keyed by id, so focus moves with the row; at an end, from its now disabled button to the other. */
  const move = (from: number, to: number) => {
    const next = [...milestones];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    if (to === 0 || to === next.length - 1) focusAfter(idOf(moved!.id, to < from ? 'down' : 'up'));
    setMilestones(next);
  };
  const add = () => {
    const id = newMilestoneId();
    focusAfter(idOf(id, 'title'));
    setMilestones([...milestones, { id, title: '', status: 'todo', dueDate: null }]);
  };
  /** Removes one, focus going to the one that takes its place, the one above it, or Add milestone. */
  const remove = (index: number) => {
    const next = milestones.filter((_, at) => at !== index);
    const after = next[Math.min(index, next.length - 1)];
    focusAfter(after ? idOf(after.id, 'title') : ADD_MILESTONE_ID);
    setMilestones(next);
  };
  const milestoneError = (index: number, field: string) => {
    const touched = getIn(formik.touched, `milestones.${index}.${field}`) || formik.submitCount > 0;
    const error: unknown = getIn(formik.errors, `milestones.${index}.${field}`);
    return touched && typeof error === 'string' ? error : undefined;
  };
  const listError: unknown = formik.submitCount > 0 ? formik.errors.milestones : undefined;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 2, mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          Milestones
        </Typography>
        <Button
          id={ADD_MILESTONE_ID}
          startIcon={<AddIcon />}
          disabled={milestones.length >= PROJECT_LIMITS.milestones}
          onClick={add}
        >
          Add milestone
        </Button>
      </Stack>
      <ProjectProgress name={values.name || 'this project'} progress={progressOf(milestones)} />
      {typeof listError === 'string' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {listError}
        </Alert>
      )}
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, mt: 2 }} aria-label="Milestones">
        {milestones.map((milestone, index) => {
          const number = index + 1;
          const prefix = `milestones.${index}`;
          return (
            // On a phone each milestone's rows are set apart, so its buttons are plainly its own.
            <Box
              component="li"
              key={milestone.id}
              aria-label={`Milestone ${number}`}
              sx={{ borderBottom: { xs: 1, md: 0 }, borderColor: { xs: 'divider' }, pb: { xs: 1, md: 0 } }}
            >
              <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, md: 5 }}>
                  <TextField
                    {...formik.getFieldProps(`${prefix}.title`)}
                    id={idOf(milestone.id, 'title')}
                    label={`Milestone ${number}`}
                    fullWidth
                    size="small"
                    error={Boolean(milestoneError(index, 'title'))}
                    helperText={milestoneError(index, 'title') ?? ' '}
                    slotProps={{ htmlInput: { maxLength: PROJECT_LIMITS.milestoneTitle } }}
                  />
                </Grid>
                {/* Side by side from 600 px: at 320 px half a row cut the date and the label (WCAG 1.4.10). */}
                <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                  <TextField
                    {...formik.getFieldProps(`${prefix}.dueDate`)}
                    value={milestone.dueDate ?? ''}
                    id={`project-milestone-${milestone.id}-due`}
                    label={`Milestone ${number} due`}
                    type="date"
                    fullWidth
                    size="small"
                    error={Boolean(milestoneError(index, 'dueDate'))}
                    helperText={milestoneError(index, 'dueDate') ?? ' '}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6, md: 2 }}>
                  <SelectField
                    {...formik.getFieldProps(`${prefix}.status`)}
                    id={`project-milestone-${milestone.id}-status`}
                    label={`Milestone ${number} status`}
                    options={MILESTONE_OPTIONS}
                    placeholder="Choose"
                    fullWidth
                    size="small"
                    helperText=" "
                  />
                </Grid>
                <Grid size={{ xs: 12, md: 2 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                  <IconButton
                    id={idOf(milestone.id, 'up')}
                    aria-label={`Move milestone ${number} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    id={idOf(milestone.id, 'down')}
                    aria-label={`Move milestone ${number} down`}
                    disabled={index === milestones.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={`Remove milestone ${number}`} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Grid>
              </Grid>
            </Box>
          );
        })}
      </Stack>
    </>
  );
}
