import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';

import { paths } from '@/config/paths';

import { LinkButton } from './link-button';

/** The return link to the home page that the spec puts at the end of service and legal pages. */
export function ReturnHome() {
  return (
    <Box sx={{ textAlign: 'center', mt: 5 }}>
      <LinkButton to={paths.home.getHref()} startIcon={<ArrowBack />} variant="text">
        Back to home
      </LinkButton>
    </Box>
  );
}
