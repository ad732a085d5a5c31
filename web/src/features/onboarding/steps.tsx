import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { type AnyObjectSchema, object } from 'yup';

import {
  ACCOUNT_LIMITS,
  accountStepSchema,
  BUDGET_RANGES,
  businessStepSchema,
  goalsStepSchema,
  INDUSTRIES,
  nameField,
  SERVICE_INTERESTS,
  TIMELINES,
} from '@agency/common';

import { EmailField } from '@/components/forms/email-field';
import { NEW_PASSWORD_HINT, PasswordField } from '@/components/forms/password-field';
import { SelectField } from '@/components/forms/select-field';
import { useForm } from '@/components/forms/use-form';

import type { OnboardingValues } from './draft';

export interface StepProps {
  values: OnboardingValues;
  /** Saves this step's answers and moves on; may answer field errors from the server. */
  onNext: (values: OnboardingValues) => Promise<void>;
  /** Goes back with what was typed, checked or not. */
  onBack?: (values: OnboardingValues) => void;
  nextLabel: string;
  busyLabel: string;
}

function StepForm({
  schema,
  label,
  values,
  onNext,
  onBack,
  nextLabel,
  busyLabel,
  children,
}: StepProps & {
  schema: AnyObjectSchema;
  label: string;
  children: (
    form: Pick<ReturnType<typeof useForm<OnboardingValues>>, 'formik' | 'fieldProps' | 'errorOf'>,
  ) => ReactNode;
}) {
  const { formRef, submit, formik, fieldProps, errorOf } = useForm<OnboardingValues>({
    idPrefix: 'onboarding',
    initialValues: values,
    validationSchema: schema,
    onSubmit: (submitted) => onNext(submitted),
  });
  return (
    <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label={label}>
      <Stack spacing={1}>
        {children({ formik, fieldProps, errorOf })}
        <Stack direction="row" spacing={2} sx={{ pt: 1, justifyContent: 'space-between' }}>
          {onBack ? (
            <Button onClick={() => onBack(formik.values)} disabled={formik.isSubmitting}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" variant="contained" size="large" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? busyLabel : nextLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

type FieldProps = ReturnType<typeof useForm<OnboardingValues>>['fieldProps'];

/** Asked on the first step, or with the business when the account has no name yet. */
function NameField({ fieldProps }: { fieldProps: FieldProps }) {
  return (
    <TextField
      {...fieldProps('name')}
      label="Your name"
      autoComplete="name"
      slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.name } }}
    />
  );
}

/** The business step asks for the name too when the account has none (made by an emailed link on another device). */
const businessWithNameSchema = businessStepSchema.concat(object({ name: nameField }));

/**
 * `onMethodChange`: the way in decides how many steps there are, which the page shows as they choose.
 * `focusEmail`: they came back to change the address an emailed link went to, so the keyboard starts there.
 */
export function AccountStep({
  onMethodChange,
  focusEmail = false,
  ...props
}: StepProps & { onMethodChange: (method: OnboardingValues['method']) => void; focusEmail?: boolean }) {
  return (
    <StepForm {...props} schema={accountStepSchema} label="Your account">
      {({ fieldProps, formik }) => (
        <>
          <NameField fieldProps={fieldProps} />
          <EmailField {...fieldProps('email')} autoComplete="email" autoFocus={focusEmail} />
          <FormControl component="fieldset">
            <FormLabel component="legend">How would you like to sign in?</FormLabel>
            <RadioGroup
              row
              name="method"
              value={formik.values.method}
              onChange={(event) => {
                formik.handleChange(event);
                onMethodChange(event.target.value as OnboardingValues['method']);
              }}
            >
              <FormControlLabel value="password" control={<Radio />} label="With a password" />
              <FormControlLabel value="emailLink" control={<Radio />} label="Email me a link (no password)" />
            </RadioGroup>
          </FormControl>
          {formik.values.method === 'password' && (
            <PasswordField
              {...fieldProps('password')}
              label="Choose a password"
              autoComplete="new-password"
              helperText={fieldProps('password').error ? fieldProps('password').helperText : NEW_PASSWORD_HINT}
            />
          )}
        </>
      )}
    </StepForm>
  );
}

/** `askName`: the account has no name yet; the first step, where it is asked, is behind them. */
export function BusinessStep({ askName = false, ...props }: StepProps & { askName?: boolean }) {
  return (
    <StepForm {...props} schema={askName ? businessWithNameSchema : businessStepSchema} label="Your business">
      {({ fieldProps }) => (
        <>
          {askName && <NameField fieldProps={fieldProps} />}
          <TextField
            {...fieldProps('businessName')}
            label="Business name"
            autoComplete="organization"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.businessName } }}
          />
          <SelectField
            {...fieldProps('industry')}
            label="Industry"
            options={INDUSTRIES}
            placeholder="Select your industry"
          />
          <TextField
            {...fieldProps('website')}
            label="Website (if you have one)"
            type="url"
            autoComplete="url"
            placeholder="https://"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.website } }}
          />
          <TextField
            {...fieldProps('location')}
            label="Where are you based?"
            placeholder="e.g. Noosa, QLD"
            autoComplete="address-level2"
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.location } }}
          />
        </>
      )}
    </StepForm>
  );
}

export function GoalsStep(props: StepProps) {
  return (
    <StepForm {...props} schema={goalsStepSchema} label="Your goals">
      {({ fieldProps, formik, errorOf }) => (
        <>
          <FormControl component="fieldset" error={Boolean(errorOf('services'))} sx={{ pb: 1 }}>
            <FormLabel component="legend">Which services interest you?</FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { sm: '1fr 1fr' } }}>
              {SERVICE_INTERESTS.map((service) => (
                <FormControlLabel
                  key={service.value}
                  label={service.label}
                  control={
                    <Checkbox
                      name="services"
                      value={service.value}
                      checked={formik.values.services.includes(service.value)}
                      onChange={formik.handleChange}
                    />
                  }
                />
              ))}
            </FormGroup>
            <FormHelperText>{errorOf('services') ?? ' '}</FormHelperText>
          </FormControl>
          <SelectField
            {...fieldProps('budget')}
            label="Budget range"
            options={BUDGET_RANGES}
            placeholder="Choose a range"
          />
          <SelectField
            {...fieldProps('timeline')}
            label="Timeline"
            options={TIMELINES}
            placeholder="When would you like to start?"
          />
          <TextField
            {...fieldProps('goals')}
            label="What would you like to achieve?"
            multiline
            minRows={4}
            slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.goals } }}
          />
        </>
      )}
    </StepForm>
  );
}
