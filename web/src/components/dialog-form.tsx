import Box from '@mui/material/Box';
import type { ComponentProps, FormEvent, Ref } from 'react';

/**
 * A dialog's form, holding its title, content and actions: it takes the dialog's place in the paper's column, so
 * on a short screen the content scrolls between a title and actions that stay in sight (a plain form box would
 * scroll them away with the content).
 */
export function DialogForm({
  ref,
  onSubmit,
  children,
  ...rest
}: {
  ref?: Ref<HTMLFormElement>;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ComponentProps<typeof Box>['children'];
  'aria-labelledby'?: string;
}) {
  return (
    <Box
      component="form"
      ref={ref}
      noValidate
      onSubmit={onSubmit}
      {...rest}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      {children}
    </Box>
  );
}
