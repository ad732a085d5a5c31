import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

import { LinkButton } from './link-button';
import type { HeroAction } from './page-hero';
import { Section } from './section';

export interface CtaBandProps {
  id?: string;
  title: string;
  body: ReactNode;
  actions: HeroAction[];
}

/** A call to action on a dark band: the first action is the primary button. */
export function CtaBand({ id, title, body, actions }: CtaBandProps) {
  return (
    <Section id={id} title={title} intro={body} tone="dark">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions.map((action, index) => (
          <LinkButton
            key={action.to + action.label}
            to={action.to}
            size="large"
            variant={index === 0 ? 'contained' : 'outlined'}
            color={index === 0 ? 'secondary' : 'inherit'}
          >
            {action.label}
          </LinkButton>
        ))}
      </Stack>
    </Section>
  );
}
