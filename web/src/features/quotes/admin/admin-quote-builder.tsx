import AddIcon from '@mui/icons-material/Add';
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
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { getIn } from 'formik';
import { useId } from 'react';

import {
  ONE_OFF_QUOTE_CATALOGUE,
  QUOTE_LIMITS,
  type QuoteCatalogueChoice,
  quoteCatalogueChoice,
  SERVICE_INTERESTS,
} from '@agency/common';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { DialogForm } from '@/components/dialog-form';
import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { centsToDollarsText, formatCents } from '@/features/quotes/shared/money';
import type { Quote } from '@/lib/firestore/quotes';

import { emptyLine, type LineValues, livePrices, serviceOfForm } from './admin-quote-form';
import { useQuoteBuilderFlow } from './use-quote-builder-flow';

const catalogueOption = (choice: QuoteCatalogueChoice) => ({
  value: choice.catalogueId,
  label: `${choice.group}: ${choice.description} (${formatCents(choice.unitPriceCents)}${
    choice.recurrence === 'monthly' ? ' a month' : ''
  })`,
});

/** Only entries charged once: a monthly fee waits for subscriptions (catalogueLineProblem). */
const CATALOGUE_OPTIONS = ONE_OFF_QUOTE_CATALOGUE.map(catalogueOption);

/**
 * A line's choices: a draft saved before monthly entries were refused still shows the entry it names, with the
 * refusal under it, rather than a select that silently says "Custom line".
 */
const catalogueOptionsFor = (catalogueId: string | null) => {
  const named = catalogueId ? quoteCatalogueChoice(catalogueId) : undefined;
  return named && !CATALOGUE_OPTIONS.some((option) => option.value === catalogueId)
    ? [...CATALOGUE_OPTIONS, catalogueOption(named)]
    : CATALOGUE_OPTIONS;
};

export interface Choice {
  value: string;
  label: string;
}

interface BuilderProps {
  /** The draft being edited; null for a new quote. */
  quote: Quote | null;
  /** The client a new quote starts with (the list's client filter). */
  clientId?: string;
  /**
   * A client's projects that are not archived, for the optional project: a hook (it reads the chosen client's
   * projects as the choice changes; empty for no client).
   */
  useProjectsOf: (clientId: string) => Choice[];
  clientName: (clientId: string) => string;
  onClose: () => void;
  /** A new draft was stored: the page opens it by its id. */
  onSaved: (quoteId: string) => void;
}

/**
 * Builds a quote or edits a draft: client, optional project, title, lines (from the catalogue or written out) and
 * how long it is valid for, with each line's GST and the totals computed live. Save draft stores it through
 * `saveQuote`; Send stores it and then asks `sendQuote` to number it and email the client, after a confirmation
 * (use-quote-builder-flow.ts). A refusal stays in the dialog with everything typed.
 */
export function QuoteBuilder({ quote, clientId = '', useProjectsOf, clientName, onClose, onSaved }: BuilderProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const flow = useQuoteBuilderFlow({ quote, clientId, clientName, onClose, onSaved });
  const { formik, formRef, submit, busy, close } = flow;
  const { values } = formik;

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} fullScreen={fullScreen} fullWidth maxWidth="lg">
      <DialogForm ref={formRef} onSubmit={submit} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{quote ? `Draft quote: ${quote.title}` : 'New quote'}</DialogTitle>
        <DialogContent>
          {flow.problem && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {flow.problem}
            </Alert>
          )}
          <QuoteFields form={flow} useProjectsOf={useProjectsOf} />
          <QuoteLines formik={formik} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={close} disabled={busy} sx={{ mr: 'auto' }}>
            {formik.dirty ? 'Cancel' : 'Close'}
          </Button>
          <Button type="submit" variant="outlined" disabled={busy} onClick={() => flow.intend('draft')}>
            {formik.isSubmitting ? 'Saving...' : 'Save draft'}
          </Button>
          <Button type="submit" variant="contained" disabled={busy} onClick={() => flow.intend('send')}>
            Send to client
          </Button>
        </DialogActions>
      </DialogForm>
      <ConfirmDialog
        open={flow.confirmOpen}
        title="Send this quote?"
        body={
          `${clientName(values.clientId)} will be emailed a link to the quote “${values.title.trim()}”, ` +
          `and can accept or decline it for ${values.validDays} days. A sent quote can no longer be edited.`
        }
        confirmLabel="Send quote"
        pendingLabel="Sending..."
        pending={flow.sending}
        onConfirm={flow.send}
        onCancel={flow.cancelSend}
      />
    </Dialog>
  );
}

type QuoteForm = ReturnType<typeof useQuoteBuilderFlow>;

/** The quote's own fields: client, optional project, title, service and how long it is valid for. */
function QuoteFields({
  form: { formik, fieldProps },
  useProjectsOf,
}: {
  form: Pick<QuoteForm, 'formik' | 'fieldProps'>;
  useProjectsOf: (clientId: string) => Choice[];
}) {
  const { values } = formik;
  const projects = useProjectsOf(values.clientId);
  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      <Grid size={{ xs: 12, md: 6 }}>
        <ClientPicker
          {...fieldProps('clientId')}
          onChange={(chosen) => {
            // A project belongs to one client.
            void formik.setValues({ ...values, clientId: chosen, projectId: '' });
          }}
          label="Client"
          placeholder="Type a name, business or email"
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <SelectField
          {...fieldProps('projectId')}
          label="Project (optional)"
          options={projects}
          placeholder={values.clientId ? 'No project' : 'Choose a client first'}
          placeholderSelectable
          disabled={!values.clientId}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <TextField
          {...fieldProps('title')}
          label="Title"
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.titleMax } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        {/* Until one is chosen, the service its catalogue lines suggest: it picks the project template. */}
        <SelectField
          {...fieldProps('service')}
          value={serviceOfForm(values) ?? ''}
          label="Service"
          options={SERVICE_INTERESTS}
          placeholder="Choose"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <TextField
          {...fieldProps('validDays')}
          label="Valid for (days)"
          inputMode="numeric"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Grid>
    </Grid>
  );
}

/** The lines, each priced live, and the totals under them. */
function QuoteLines({ formik }: { formik: QuoteForm['formik'] }) {
  const { values } = formik;
  const lines = values.lineItems;
  const prices = livePrices(values);
  const setLines = (next: LineValues[]) => void formik.setFieldValue('lineItems', next);
  const setLine = (index: number, changes: Partial<LineValues>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...changes } : line)));
  const lineError = (index: number, field: string) => {
    const touched = getIn(formik.touched, `lineItems.${index}.${field}`) || formik.submitCount > 0;
    const error: unknown = getIn(formik.errors, `lineItems.${index}.${field}`);
    return touched && typeof error === 'string' ? error : undefined;
  };
  const listError: unknown = formik.submitCount > 0 ? formik.errors.lineItems : undefined;
  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mt: 1, mb: 1 }}>
        <Typography variant="h3" sx={{ fontSize: '1.1rem' }}>
          Lines
        </Typography>
        <Button
          startIcon={<AddIcon />}
          disabled={lines.length >= QUOTE_LIMITS.linesMax}
          onClick={() => setLines([...lines, emptyLine()])}
        >
          Add line
        </Button>
      </Stack>
      {typeof listError === 'string' && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {listError}
        </Alert>
      )}
      <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Lines">
        {lines.map((line, index) => (
          <LineRow
            key={line.key}
            formik={formik}
            line={line}
            index={index}
            amounts={prices.lines[index]}
            lineError={lineError}
            onChange={(changes) => setLine(index, changes)}
            onRemove={lines.length === 1 ? undefined : () => setLines(lines.filter((_, at) => at !== index))}
          />
        ))}
      </Stack>
      <LiveTotals totals={prices.totals} />
    </>
  );
}

/** One line of the quote: its catalogue choice, description, quantity and price, and its amounts. */
function LineRow({
  formik,
  line,
  index,
  amounts,
  lineError,
  onChange,
  onRemove,
}: {
  formik: QuoteForm['formik'];
  line: LineValues;
  index: number;
  amounts: ReturnType<typeof livePrices>['lines'][number] | undefined;
  lineError: (index: number, field: string) => string | undefined;
  onChange: (changes: Partial<LineValues>) => void;
  /** Absent for the only line: a quote has one at least. */
  onRemove: (() => void) | undefined;
}) {
  const number = index + 1;
  const prefix = `lineItems.${index}`;
  return (
    <Box component="li" aria-label={`Line ${number}`} sx={{ pb: 2, borderBottom: 1, borderColor: 'divider' }}>
      <Grid container spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 3 }}>
          <SelectField
            id={`quote-line-${line.key}-catalogue`}
            label={`Line ${number} from the catalogue`}
            options={catalogueOptionsFor(line.catalogueId)}
            placeholder="Custom line"
            placeholderSelectable
            value={line.catalogueId ?? ''}
            onChange={(event) => {
              const choice = quoteCatalogueChoice(event.target.value);
              onChange(
                choice
                  ? {
                      catalogueId: choice.catalogueId,
                      description: choice.description,
                      unitPrice: centsToDollarsText(choice.unitPriceCents),
                    }
                  : { catalogueId: null },
              );
            }}
            fullWidth
            size="small"
            error={Boolean(lineError(index, 'catalogueId'))}
            helperText={lineError(index, 'catalogueId') ?? ' '}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <TextField
            {...formik.getFieldProps(`${prefix}.description`)}
            id={`quote-line-${line.key}-description`}
            label={`Line ${number} description`}
            fullWidth
            size="small"
            autoComplete="off"
            error={Boolean(lineError(index, 'description'))}
            helperText={lineError(index, 'description') ?? ' '}
            slotProps={{ htmlInput: { maxLength: QUOTE_LIMITS.descriptionMax } }}
          />
        </Grid>
        <Grid size={{ xs: 5, md: 2 }}>
          <TextField
            {...formik.getFieldProps(`${prefix}.quantity`)}
            id={`quote-line-${line.key}-quantity`}
            label={`Line ${number} quantity`}
            fullWidth
            size="small"
            error={Boolean(lineError(index, 'quantity'))}
            helperText={lineError(index, 'quantity') ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 7, md: 2 }}>
          <TextField
            {...formik.getFieldProps(`${prefix}.unitPrice`)}
            id={`quote-line-${line.key}-price`}
            label={`Line ${number} unit price, ex GST`}
            fullWidth
            size="small"
            error={Boolean(lineError(index, 'unitPrice'))}
            helperText={lineError(index, 'unitPrice') ?? ' '}
            slotProps={{
              htmlInput: { inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 1 }} sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label={`Remove line ${number}`} disabled={!onRemove} onClick={onRemove}>
            <DeleteIcon />
          </IconButton>
        </Grid>
      </Grid>
      <Typography variant="body2" color="textSecondary" data-testid={`line-${number}-amounts`}>
        {amounts
          ? `${formatCents(amounts.exGstCents)} ex GST · GST ${formatCents(amounts.gstCents)} · ` +
            `line total ${formatCents(amounts.totalCents)}`
          : 'Give a quantity and a price to see this line’s amounts.'}
      </Typography>
    </Box>
  );
}

/** The live totals, as a small table; a dash until every line can be priced. */
function LiveTotals({ totals }: { totals: ReturnType<typeof livePrices>['totals'] }) {
  const rows: [string, number | undefined][] = [
    ['Subtotal (ex GST)', totals?.subtotalCents],
    ['GST', totals?.gstCents],
    ['Total', totals?.totalCents],
  ];
  return (
    <Box sx={{ mt: 3, display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5 }}>
        {rows.map(([label, cents]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: label === 'Total' ? 700 : 400 }}>
              {label}
            </Typography>
            <Typography
              component="dd"
              data-testid={`total-${label.split(' ')[0]!.toLowerCase()}`}
              sx={{ m: 0, textAlign: 'right', fontWeight: label === 'Total' ? 700 : 400 }}
            >
              {cents === undefined ? '—' : formatCents(cents)}
            </Typography>
          </Box>
        ))}
      </Box>
      {/* The function recomputes these with the agency's GST switch; the stored quote is what the client sees. */}
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        GST is 10% of each line, rounded to the cent.
      </Typography>
    </Box>
  );
}
