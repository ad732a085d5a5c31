import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import { formatDay, leadPlanSchema } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Lead, setLeadFollowUp } from '@/lib/firestore/leads';

/** The form's values as typed: '' is "not set". */
interface Values {
  followUpDate: string;
}

const valuesOf = (lead: Pick<Lead, 'followUpDate'>): Values => ({ followUpDate: lead.followUpDate ?? '' });

/**
 * What the agency plans for a lead: the Queensland day to follow it up (the dashboard lists it from that day on).
 * Checked by leadPlanSchema, as the rules check the stored shape; a bad date changes nothing.
 */
export function LeadPlanForm({ lead }: { lead: Pick<Lead, 'id' | 'name' | 'followUpDate'> }) {
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
        const { followUpDate } = leadPlanSchema.cast(values, { stripUnknown: true });
        await setLeadFollowUp(db, lead.id, followUpDate);
        notify.success(followUpDate ? `Follow-up set for ${formatDay(followUpDate)}` : 'Follow-up cleared', lead.name);
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
