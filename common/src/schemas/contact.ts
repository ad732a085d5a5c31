import { type InferType, object, string } from 'yup';

import { type Industry, INDUSTRY_VALUES } from '../industries';
import { CONTACT_LIMITS } from '../leads';

import { emailField, nameField } from './fields';

/**
 * Spec §5: the contact form. Formik uses it as `validationSchema` and the `api` function checks requests with it
 * again, so the rules and their messages are written once. The form caps its inputs at the same lengths, so the
 * limits only ever speak to a request made without it; the email is stored lower-cased.
 */
const messageField = string()
  .trim()
  .min(10, 'Message must be at least 10 characters')
  .max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`)
  .required('Message must be at least 10 characters');

export const contactSchema = object({
  name: nameField,
  email: emailField,
  // The form's select starts on '' ("Select an industry"), so the type allows it; validation never does.
  industry: string<Industry | ''>()
    .oneOf([...INDUSTRY_VALUES, ''], 'Please select an industry')
    .min(1, 'Please select an industry')
    .required('Please select an industry'),
  message: messageField,
});

/** The contact form's values, as typed (the industry may still be unchosen). */
export type ContactInput = InferType<typeof contactSchema>;

/** A contact request that passed `contactSchema`: its industry is one of the five. */
export type ValidContact = ContactInput & { industry: Industry };

export const emptyContact: ContactInput = { name: '', email: '', industry: '', message: '' };
