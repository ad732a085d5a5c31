import { type InferType, object, string } from 'yup';

import { INDUSTRY_VALUES } from '../industries';

/**
 * Spec §5: the contact form. Formik uses it as `validationSchema`; the `api` function checks the same schema
 * again, so the rules and their messages are written once.
 */
export const contactSchema = object({
  name: string().trim().min(2, 'Name must be at least 2 characters').required('Name must be at least 2 characters'),
  email: string().trim().email('Please enter a valid email address').required('Please enter a valid email address'),
  industry: string()
    .oneOf([...INDUSTRY_VALUES, ''], 'Please select an industry')
    .min(1, 'Please select an industry')
    .required('Please select an industry'),
  message: string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .required('Message must be at least 10 characters'),
});

export type ContactInput = InferType<typeof contactSchema>;

export const emptyContact: ContactInput = { name: '', email: '', industry: '', message: '' };
