import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import {
  ACCOUNT_LIMITS,
  INDUSTRIES,
  nameChangeTooSoon,
  namesDiffer,
  nextNameChangeAt,
  NOTIFICATION_PREFERENCE_LABELS,
  NOTIFICATION_PREFERENCES,
  type ProfileInput,
  profileSchema,
} from '@agency/common';

import { SelectField } from '@/components/forms/select-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage, isAccessRefused } from '@/lib/firebase-errors';
import { type Client, updateOwnProfile } from '@/lib/firestore/clients';

import { ProfileSection } from './profile-section';

export function DetailsForm({ uid, profile }: { uid: string; profile: Client }) {
  const db = useFirestore();
  /** Why a change of the names was refused: too soon after the last one. */
  const [renameRefused, setRenameRefused] = useState<string | null>(null);
  const initialValues: ProfileInput = {
    name: profile.name,
    businessName: profile.businessName,
    phone: profile.phone,
    website: profile.website,
    location: profile.location,
    industry: profile.industry as ProfileInput['industry'],
    notificationPreference: profile.notificationPreference,
  };
  const { formik, formRef, submit, fieldProps } = useForm<ProfileInput>({
    idPrefix: 'profile',
    initialValues,
    validationSchema: profileSchema,
    onSubmit: async (values, helpers) => {
      setRenameRefused(null);
      const cleaned = profileSchema.cast(values, { stripUnknown: true });
      try {
        await updateOwnProfile(db, uid, cleaned, profile);
        helpers.resetForm({ values: cleaned });
        notify.success('Profile saved.');
      } catch (error) {
        // The rules space a client's renames (CLIENT_LIMITS); the server's clock decides, this only explains it.
        const allowedAt = nextNameChangeAt(profile.namesChangedAt);
        if (namesDiffer(profile, cleaned) && isAccessRefused(error) && allowedAt && allowedAt > new Date()) {
          setRenameRefused(nameChangeTooSoon(allowedAt));
          notify.error('Your profile was not saved', 'Your name was changed a few minutes ago.');
          return;
        }
        notify.error('Your profile was not saved', firebaseErrorMessage(error));
      }
    },
  });

  return (
    <ProfileSection title="Your details">
      <Box component="form" ref={formRef} noValidate onSubmit={submit} aria-label="Your details">
        {renameRefused && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {renameRefused}
          </Alert>
        )}
        <Grid container columnSpacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...fieldProps('name')}
              label="Name"
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.name } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...fieldProps('businessName')}
              label="Business name"
              autoComplete="organization"
              slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.businessName } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...fieldProps('phone')}
              label="Phone"
              type="tel"
              autoComplete="tel"
              slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.phone } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...fieldProps('website')}
              label="Website"
              type="url"
              autoComplete="url"
              slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.website } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...fieldProps('location')}
              label="Location"
              autoComplete="address-level2"
              slotProps={{ htmlInput: { maxLength: ACCOUNT_LIMITS.location } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <SelectField
              {...fieldProps('industry')}
              label="Industry"
              options={INDUSTRIES}
              placeholder="Select your industry"
            />
          </Grid>
          <Grid size={12}>
            <FormControl component="fieldset" sx={{ mb: 2 }}>
              <FormLabel component="legend">How should we tell you about updates?</FormLabel>
              <RadioGroup
                name="notificationPreference"
                value={formik.values.notificationPreference}
                onChange={formik.handleChange}
              >
                {NOTIFICATION_PREFERENCES.map((value) => (
                  <FormControlLabel
                    key={value}
                    value={value}
                    control={<Radio />}
                    label={NOTIFICATION_PREFERENCE_LABELS[value]}
                  />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
        </Grid>
        <Button type="submit" variant="contained" disabled={formik.isSubmitting || !formik.dirty}>
          {formik.isSubmitting ? 'Saving...' : 'Save details'}
        </Button>
      </Box>
    </ProfileSection>
  );
}
