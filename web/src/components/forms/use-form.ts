import { type FormikConfig, type FormikTouched, type FormikValues, useFormik } from 'formik';
import { type FocusEvent, type FormEvent, useRef } from 'react';

interface UseFormOptions<Values extends FormikValues> extends Pick<
  FormikConfig<Values>,
  'initialValues' | 'validationSchema' | 'onSubmit' | 'enableReinitialize'
> {
  /** Prefixes field ids, so two forms on one page never share one. */
  idPrefix: string;
}

/**
 * Formik plus the habits every form here shares: errors under each field (a blank helper line keeps the layout
 * still), shown only once the person has typed in that field or tried to submit, and a submit that marks every
 * field touched and sends keyboard and screen-reader users to the first field that needs fixing, in the order the
 * fields appear.
 */
export function useForm<Values extends FormikValues>({ idPrefix, ...config }: UseFormOptions<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  const formik = useFormik<Values>(config);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await formik.validateForm();
    const fields = Object.keys(formik.values);
    await formik.setTouched(Object.fromEntries(fields.map((field) => [field, true])) as FormikTouched<Values>, false);
    const inOrder = Array.from(formRef.current?.elements ?? []) as HTMLInputElement[];
    const first = inOrder.find((element) => element.name && element.name in errors);
    if (first) {
      first.focus();
      return;
    }
    await formik.submitForm();
  };

  const errorOf = (name: keyof Values & string) => {
    const error = formik.errors[name];
    return formik.touched[name] && typeof error === 'string' ? error : undefined;
  };

  /** What a MUI TextField needs to show and edit one field. */
  const fieldProps = (name: keyof Values & string) => ({
    id: `${idPrefix}-${name}`,
    name,
    value: (formik.values[name] as string | undefined) ?? '',
    onChange: formik.handleChange,
    // Leaving a field marks it touched (so its error shows) only once something has been typed in it: tabbing
    // past an empty field on the way to another is no mistake to be told off for. A submit marks every field.
    onBlur: (event: FocusEvent) => {
      if (formik.values[name] !== formik.initialValues[name]) formik.handleBlur(event);
    },
    error: Boolean(errorOf(name)),
    helperText: errorOf(name) ?? ' ',
    fullWidth: true,
  });

  return { formik, formRef, submit, fieldProps, errorOf };
}
