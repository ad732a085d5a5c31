import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import { formatAud, formatDay, leadPlanCents, leadPlanSchema } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Lead, setLeadFollowUp, setLeadValue } from '@/lib/firestore/leads';

/** The form's values as typed: '' is "not set". */
interface Values {
  followUpDate: string;
  estimatedValue: string;
}

type PlannedLead = Pick<Lead, 'id' | 'name' | 'followUpDate' | 'estimatedValueCents'>;

const valuesOf = (lead: PlannedLead): Values => ({
  followUpDate: lead.followUpDate ?? '',
  estimatedValue: lead.estimatedValueCents == null ? '' : String(Math.round(lead.estimatedValueCents / 100)),
});

/**
 * What the agency plans for a lead: the Queensland day to follow it up (the dashboard lists it from that day on)
 * and what it is estimated to be worth (the board adds them up by status). Checked by leadPlanSchema, as the rules
 * check the stored shape; bad input is named under its field and changes nothing. Only what changed is written.
 */
export function LeadPlanForm({ lead }: { lead: PlannedLead }) {
  const db = useFirestore();
  const [problem, setProblem] = useState<string | null>(null);
  const { formik, formRef, submit, fieldProps } = useForm<Values>({
    idPrefix: `lead-plan-${lead.id}`,
    initialValues: valuesOf(lead),
    enableReinitialize: true,
    validationSchema: leadPlanSchema,
    onSubmit: async (values) => {
      setProblem(null);
      try {
        const plan = leadPlanSchema.cast(values, { stripUnknown: true });
        const cents = leadPlanCents(plan);
        const said: string[] = [];
        if (plan.followUpDate !== (lead.followUpDate ?? null)) {
          await setLeadFollowUp(db, lead.id, plan.followUpDate);
          said.push(plan.followUpDate ? `Follow-up set for ${formatDay(plan.followUpDate)}` : 'Follow-up cleared');
        }
        if (cents !== (lead.estimatedValueCents ?? null)) {
          await setLeadValue(db, lead.id, cents);
          said.push(cents === null ? 'Value cleared' : `Value set to ${formatAud(cents / 100)}`);
        }
        notify.success(said.length ? said.join('. ') : 'Nothing changed', lead.name);
      } catch (error) {
        setProblem(firebaseErrorMessage(error));
      }
    },
  });
  return (
    <Stack
      component="form"
      ref={formRef}
      onSubmit={(event) => void submit(event)}
      noValidate
      spacing={1}
      sx={{ mb: 2 }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...fieldProps('followUpDate')}
          label="Follow-up date"
          type="date"
          fullWidth={false}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          {...fieldProps('estimatedValue')}
          label="Estimated value"
          fullWidth={false}
          sx={{ minWidth: 200 }}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            htmlInput: { inputMode: 'numeric', maxLength: 16 },
          }}
        />
        <Stack direction="row" spacing={1} sx={{ pt: { sm: 1 } }}>
          <Button type="submit" variant="outlined" disabled={formik.isSubmitting}>
            Save
          </Button>
          {lead.followUpDate && (
            <Button
              disabled={formik.isSubmitting}
              onClick={() => {
                void formik.setFieldValue('followUpDate', '', false).then(() => formik.submitForm());
              }}
            >
              Clear follow-up
            </Button>
          )}
        </Stack>
      </Stack>
      {problem && <Alert severity="error">{problem}</Alert>}
    </Stack>
  );
}
