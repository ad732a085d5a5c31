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

import {
  PROJECT_TEMPLATE_LIMITS as LIMITS,
  type ProjectTemplateInput,
  projectTemplateSchema,
  serviceLabel,
} from '@agency/common';

import { DialogForm } from '@/components/dialog-form';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { saveProjectTemplate } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import type { ProjectTemplate } from '@/lib/firestore/project-templates';
import { useFocusAfterRender } from '@/lib/use-focus-after-render';

type Values = ProjectTemplateInput;
type StepList = 'milestones' | 'clientTasks';

/** What each list is called, one step of it, and its limit. */
const LISTS: Record<StepList, { heading: string; one: string; max: number }> = {
  milestones: { heading: 'Milestones', one: 'Milestone', max: LIMITS.milestones },
  clientTasks: { heading: 'Client tasks', one: 'Client task', max: LIMITS.clientTasks },
};

const valuesOf = ({ service, name, milestones, clientTasks }: ProjectTemplate): Values => ({
  service,
  name,
  milestones: milestones.map(({ title, offsetDays }) => ({ title, offsetDays })),
  clientTasks: clientTasks.map(({ title, offsetDays }) => ({ title, offsetDays })),
});

interface TemplateEditorProps {
  /** The template being edited; the dialog is closed without one. */
  template: ProjectTemplate | null;
  onClose: () => void;
}

/**
 * Edits one service's project template: its name, then its milestones (added, removed, reordered, each a title
 * and the days after the project's start it is due). A template's client tasks are kept as they are, unedited here
 * until the project has client tasks (decision 043); `StepsEditor` already edits either list. `saveProjectTemplate`
 * checks and stores it; a refusal stays in the dialog with everything typed. The title and the actions stay in view while the
 * lists scroll, so Save is reachable however long they grow.
 */
export function TemplateEditorDialog({ template, onClose }: TemplateEditorProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, formRef, submit, fieldProps } = useForm<Values>({
    idPrefix: 'template',
    initialValues: template ? valuesOf(template) : { service: 'web-design', name: '', milestones: [], clientTasks: [] },
    enableReinitialize: true,
    validationSchema: projectTemplateSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const input = projectTemplateSchema.cast(values, { stripUnknown: true });
        await saveProjectTemplate(input);
        notify.success('Template saved', `${serviceLabel(input.service)}: ${input.name}`);
        onClose();
      } catch (error) {
        setProblem(firebaseErrorMessage(error));
      }
    },
  });

  const close = () => {
    if (formik.isSubmitting) return;
    setProblem(null);
    formik.resetForm();
    onClose();
  };

  return (
    <Dialog
      open={template !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
    >
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>
          {template ? `${serviceLabel(template.service)} template` : 'Project template'}
        </DialogTitle>
        <DialogContent dividers>
          {problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {problem}
            </Alert>
          )}
          <TextField
            {...fieldProps('name')}
            label="Project name"
            autoComplete="off"
            sx={{ mt: 1 }}
            slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
          />
          {/* Client tasks are kept as they are, unedited: a project has no tasks to start them as yet. */}
          <StepsEditor formik={formik} list="milestones" />
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={close} disabled={formik.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? 'Saving...' : 'Save template'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}

type TemplateForm = ReturnType<typeof useForm<Values>>['formik'];

/** One list of steps: each a title and its days after the start, added, removed and moved up or down. */
function StepsEditor({ formik, list }: { formik: TemplateForm; list: StepList }) {
  const { heading, one, max } = LISTS[list];
  const steps = formik.values[list];
  const headingId = useId();
  const setSteps = (next: Values[StepList]) => void formik.setFieldValue(list, next);
  const focusAfter = useFocusAfterRender();
  const idOf = (index: number, part: 'title' | 'days' | 'up' | 'down') => `template-${list}-${index}-${part}`;
  const addId = `template-${list}-add`;
  /** Moves a step, focus going with it: on the same button, or the other one where that is now disabled. */
  const move = (from: number, to: number) => {
    const next = [...steps];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    const [same, other] = to < from ? (['up', 'down'] as const) : (['down', 'up'] as const);
    const atEdge = to === 0 || to === next.length - 1;
    focusAfter(idOf(to, atEdge ? other : same));
    setSteps(next);
  };
  const add = () => {
    focusAfter(idOf(steps.length, 'title'));
    setSteps([...steps, { title: '', offsetDays: steps.at(-1)?.offsetDays ?? 0 }]);
  };
  /** Removes a step, focus going to the one that takes its place, the one above it, or Add. */
  const remove = (index: number) => {
    const left = steps.length - 1;
    focusAfter(left === 0 ? addId : idOf(Math.min(index, left - 1), 'title'));
    setSteps(steps.filter((_, at) => at !== index));
  };
  const errorOf = (index: number, field: 'title' | 'offsetDays') => {
    const path = `${list}.${index}.${field}`;
    // A submit marks the whole list touched (useForm), and may stop at a field above it without submitting.
    const shown =
      Boolean(getIn(formik.touched, path)) || (formik.touched[list] as unknown) === true || formik.submitCount > 0;
    const error: unknown = getIn(formik.errors, path);
    return shown && typeof error === 'string' ? error : undefined;
  };
  const listError: unknown = (formik.touched[list] as unknown) === true ? formik.errors[list] : undefined;
  /** A step due before the one above it: allowed (the agency orders its steps), but said, as a project lists it so. */
  const earlierThanAbove = (index: number) => {
    const days = steps[index]?.offsetDays;
    const above = steps[index - 1]?.offsetDays;
    return typeof days === 'number' && typeof above === 'number' && days < above;
  };
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem' }}>
          {heading}
        </Typography>
        <Button id={addId} startIcon={<AddIcon />} disabled={steps.length >= max} onClick={add}>
          Add {one.toLowerCase()}
        </Button>
      </Stack>
      {typeof listError === 'string' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      )}
      {steps.length === 0 && (
        <Typography color="textSecondary">
          None yet: a project made from this template starts without {heading.toLowerCase()}. Add one if it needs them.
        </Typography>
      )}
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={heading}>
        {steps.map((step, index) => {
          const label = `${one} ${index + 1}`;
          const prefix = `${list}.${index}`;
          return (
            // Steps have no id of their own: the position is the key, and values move with the list.
            // On a phone each step's three rows are set apart, so its buttons are plainly its own.
            <Box
              component="li"
              key={index}
              sx={{ borderBottom: { xs: 1, sm: 0 }, borderColor: { xs: 'divider' }, pb: { xs: 1, sm: 0 } }}
            >
              <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...formik.getFieldProps(`${prefix}.title`)}
                    id={idOf(index, 'title')}
                    label={label}
                    fullWidth
                    size="small"
                    error={Boolean(errorOf(index, 'title'))}
                    helperText={errorOf(index, 'title') ?? ' '}
                    slotProps={{ htmlInput: { maxLength: LIMITS.title } }}
                  />
                </Grid>
                <Grid size={{ xs: 6, sm: 3 }}>
                  <TextField
                    {...formik.getFieldProps(`${prefix}.offsetDays`)}
                    value={step.offsetDays ?? ''}
                    id={idOf(index, 'days')}
                    // Short enough to read in the field; its name says whose days they are.
                    label="Days after start"
                    type="number"
                    fullWidth
                    size="small"
                    error={Boolean(errorOf(index, 'offsetDays'))}
                    helperText={
                      errorOf(index, 'offsetDays') ?? (earlierThanAbove(index) ? 'Earlier than the one above' : ' ')
                    }
                    slotProps={{
                      htmlInput: {
                        'aria-label': `${label}, days after start`,
                        min: 0,
                        max: LIMITS.offsetDaysMax,
                        step: 1,
                        inputMode: 'numeric',
                      },
                    }}
                  />
                </Grid>
                <Grid
                  size={{ xs: 6, sm: 3 }}
                  sx={{ display: 'flex', justifyContent: { xs: 'flex-start', sm: 'flex-end' } }}
                >
                  <IconButton
                    id={idOf(index, 'up')}
                    aria-label={`Move ${label.toLowerCase()} up`}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon />
                  </IconButton>
                  <IconButton
                    id={idOf(index, 'down')}
                    aria-label={`Move ${label.toLowerCase()} down`}
                    disabled={index === steps.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon />
                  </IconButton>
                  <IconButton aria-label={`Remove ${label.toLowerCase()}`} onClick={() => remove(index)}>
                    <DeleteIcon />
                  </IconButton>
                </Grid>
              </Grid>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
