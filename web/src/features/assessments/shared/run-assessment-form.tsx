import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';

import { ASSESSMENT_LIMITS, runAssessmentSchema } from '@agency/common';

import { useForm } from '@/components/forms/use-form';
import { firebaseErrorMessage } from '@/lib/firebase-errors';

import { type AssessmentSubject, refusedUrl, runAssessment } from './run-assessment';

interface RunAssessmentFormProps {
  /** Prefixes the field's id, so two forms on one page never share one. */
  idPrefix: string;
  /** The address the field starts with: the client's website, or empty. */
  initialUrl: string;
  /** Whose site it is (the agency's runs); nothing for a client's own. */
  subject?: AssessmentSubject;
  /** Under the field while nothing is wrong with it. */
  hint?: string;
  /** After the function has accepted the run, with its id and the address as sent. */
  onStarted: (assessmentId: string, url: string) => void;
  /** The buttons' row, for a dialog's Cancel. */
  extraActions?: ReactNode;
  /** The form's accessible name. */
  label?: string;
  /** Focus the field at once (in a dialog opened for it; never on a page, whose reader starts at the top). */
  autoFocus?: boolean;
}

/**
 * The website address and "Run assessment", checked with runAssessmentSchema as the function checks it again.
 * Whatever the function refuses is shown in its words: a bad address under the field, anything else (a run
 * already under way, the daily limit) above the button, and the address stays for another try.
 */
export function RunAssessmentForm({
  idPrefix,
  initialUrl,
  subject,
  hint = 'Your home page, or any page of the site, such as example.com.au',
  onStarted,
  extraActions,
  label = 'Run an assessment',
  autoFocus = false,
}: RunAssessmentFormProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const initialValues = useMemo(() => ({ url: initialUrl }), [initialUrl]);
  const { formik, formRef, submit, fieldProps, errorOf } = useForm<{ url: string }>({
    idPrefix,
    initialValues,
    enableReinitialize: true,
    validationSchema: runAssessmentSchema,
    onSubmit: async (values, helpers) => {
      setProblem(null);
      try {
        const url = values.url.trim();
        const { assessmentId } = await runAssessment({ url, ...subject });
        onStarted(assessmentId, url);
      } catch (error) {
        const urlProblem = refusedUrl(error);
        if (urlProblem) helpers.setFieldError('url', urlProblem);
        else setProblem(firebaseErrorMessage(error));
      }
    },
  });
  const urlError = errorOf('url');
  const problemRef = useRef<HTMLDivElement>(null);
  // A refusal (a run under way, the day's runs used up) takes focus, which the button kept meanwhile.
  useEffect(() => {
    if (problem) problemRef.current?.focus();
  }, [problem]);
  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        if (!formik.isSubmitting) return submit(event);
        event.preventDefault();
      }}
      aria-label={label}
    >
      {problem && (
        <Alert severity="warning" role="alert" ref={problemRef} tabIndex={-1} sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      <TextField
        {...fieldProps('url')}
        label="Website address"
        type="url"
        inputMode="url"
        autoComplete="url"
        helperText={urlError ?? hint}
        autoFocus={autoFocus}
        slotProps={{ htmlInput: { maxLength: ASSESSMENT_LIMITS.maxUrlLength, spellCheck: false } }}
      />
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        {extraActions}
        {/* Focusable while it starts, so focus stays here; the form ignores a repeat submit meanwhile. */}
        <Button type="submit" variant="contained" aria-disabled={formik.isSubmitting || undefined}>
          {formik.isSubmitting ? 'Starting...' : 'Run assessment'}
        </Button>
      </Stack>
    </Box>
  );
}
