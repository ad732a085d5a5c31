import { Typography } from '@mui/material';

/** Being built (issue 14). */
export default function Page() {
  return <Typography>Coming soon.</Typography>;
}
