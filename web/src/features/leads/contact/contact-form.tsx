import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikHelpers } from 'formik';
import { useRef, useState } from 'react';

import {
  CONTACT_LIMITS,
  type ContactInput,
  contactSchema,
  emptyContact,
  HONEYPOT_FIELD,
  INDUSTRIES,
} from '@agency/common';

import { EmailField } from '@/components/forms/email-field';
import { SelectField } from '@/components/forms/select-field';
import { useForm } from '@/components/forms/use-form';
import { notify } from '@/components/toaster/notify';

import { WithEmailLinks } from './email-links';
import { sendContact, tooManyMessages } from './send-contact';

/**
 * The home page's contact form (spec §2, §4, §5, §8): Formik with the shared schema, errors under each field,
 * "Sending..." and disabled while pending, a toast for the result. On failure the visitor's words stay put.
 * One failure is shown in the form instead: "too many messages" tells the visitor to wait or email the agency,
 * so it stays beside the button, with the address a link, rather than in a toast that would cover the button on a
 * phone and vanish after five seconds.
 */
export default function ContactForm() {
  // One key per submission attempt: a retry after a lost answer reuses it, so the lead is stored once.
  const idempotencyKey = useRef(newKey());
  const [refusal, setRefusal] = useState<string | null>(null);

  const onSubmit = async (values: ContactInput, helpers: FormikHelpers<ContactInput>) => {
    setRefusal(null);
    const honeypot = formRef.current?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null;
    try {
      await sendContact(
        { ...values, ...(honeypot?.value ? { [HONEYPOT_FIELD]: honeypot.value } : {}) },
        idempotencyKey.current,
      );
      notify.success('Message sent successfully!', "We'll get back to you within 24 hours.");
      idempotencyKey.current = newKey();
      helpers.resetForm();
    } catch (error) {
      const refused = tooManyMessages(error);
      if (refused) {
        setRefusal(refused);
        return;
      }
      notify.error('Failed to send message', (error instanceof Error && error.message) || 'Please try again later.');
    }
  };

  const { formik, formRef, submit, fieldProps } = useForm<ContactInput>({
    idPrefix: 'contact',
    initialValues: emptyContact,
    validationSchema: contactSchema,
    onSubmit,
  });

  return (
    <Box
      component="form"
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-labelledby="contact-form-title"
      sx={{ bgcolor: 'background.paper', p: { xs: 3, md: 4 }, borderRadius: 3, border: 1, borderColor: 'divider' }}
    >
      <Typography id="contact-form-title" variant="h3" component="h3" sx={{ fontSize: '1.5rem', mb: 3 }}>
        Get Started Today
      </Typography>
      <Stack spacing={1}>
        <TextField
          {...fieldProps('name')}
          label="Name"
          placeholder="Your Name"
          autoComplete="name"
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.name } }}
        />
        <EmailField {...fieldProps('email')} placeholder="Email Address" autoComplete="email" />
        <SelectField
          {...fieldProps('industry')}
          label="Industry"
          options={INDUSTRIES}
          placeholder="Select Your Industry"
        />
        <TextField
          {...fieldProps('message')}
          label="Message"
          placeholder="Tell us about your mission and current challenges..."
          multiline
          rows={4}
          slotProps={{ htmlInput: { maxLength: CONTACT_LIMITS.message } }}
        />
        {/* A field only bots fill in: hidden from sight, from screen readers and from the tab order. */}
        <Box
          aria-hidden="true"
          sx={{ position: 'absolute', left: '-10000px', width: '1px', height: '1px', overflow: 'hidden' }}
        >
          <label htmlFor="contact-fax">Fax</label>
          <input id="contact-fax" name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </Box>
        {refusal && (
          <Alert severity="error" role="alert">
            <AlertTitle>Failed to send message</AlertTitle>
            <WithEmailLinks text={refusal} />
          </Alert>
        )}
        {/* Its own width, at the start: stretched across a phone, the floating back-to-top button would cover it. */}
        <Button
          type="submit"
          variant="contained"
          color="secondary"
          size="large"
          disabled={formik.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {formik.isSubmitting ? 'Sending...' : 'Start Our Partnership'}
        </Button>
      </Stack>
    </Box>
  );
}

const newKey = () => `contact-${crypto.randomUUID()}`;
