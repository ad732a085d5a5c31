import { type InferType, object, string } from 'yup';

import { INDUSTRY_VALUES } from '../industries';
import { CONTACT_LIMITS } from '../leads';

/**
 * Spec §5: the contact form. Formik uses it as `validationSchema`; the `api` function checks the same schema
 * again (with `contactServerSchema`'s extra limits), so the rules and their messages are written once.
 */
const nameField = string()
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .required('Name must be at least 2 characters');
const emailField = string()
  .trim()
  .email('Please enter a valid email address')
  // yup accepts a domain without a dot (ada@example), which no reply could reach.
  .matches(/@[^@\s]+\.[^@\s.]{2,}$/, 'Please enter a valid email address')
  .required('Please enter a valid email address');
const messageField = string()
  .trim()
  .min(10, 'Message must be at least 10 characters')
  .required('Message must be at least 10 characters');

export const contactSchema = object({
  name: nameField,
  email: emailField,
  industry: string()
    .oneOf([...INDUSTRY_VALUES, ''], 'Please select an industry')
    .min(1, 'Please select an industry')
    .required('Please select an industry'),
  message: messageField,
});

export type ContactInput = InferType<typeof contactSchema>;

export const emptyContact: ContactInput = { name: '', email: '', industry: '', message: '' };

/**
 * What the API accepts: the form's rules plus the limits the form enforces by capping its inputs, with the email
 * lower-cased and the industry one of the five values.
 */
export const contactServerSchema = object({
  name: nameField.max(CONTACT_LIMITS.name, `Name must be at most ${CONTACT_LIMITS.name} characters`),
  email: emailField.max(CONTACT_LIMITS.email, `Email must be at most ${CONTACT_LIMITS.email} characters`).lowercase(),
  industry: string().oneOf(INDUSTRY_VALUES, 'Please select an industry').required('Please select an industry'),
  message: messageField.max(CONTACT_LIMITS.message, `Message must be at most ${CONTACT_LIMITS.message} characters`),
});

export type ContactServerInput = InferType<typeof contactServerSchema>;
