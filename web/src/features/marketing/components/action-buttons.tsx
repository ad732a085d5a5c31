import Box from '@mui/material/Box';

import { LinkButton } from './link-button';

export interface Action {
  label: string;
  to: string;
}

/** Calls to action side by side (stacked on phones): the first is the primary button, the others outlined. */
export function ActionButtons({ actions, centred = false }: { actions: readonly Action[]; centred?: boolean }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        justifyContent: centred ? 'center' : 'flex-start',
      }}
    >
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
    </Box>
  );
}
