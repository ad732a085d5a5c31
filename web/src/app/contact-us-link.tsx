import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

import { homeAnchors } from '@/config/paths';

/** "contact us" in a sentence, as a link to the home page's contact form. */
export function ContactUsLink() {
  return (
    <Link component={RouterLink} to={homeAnchors.contact}>
      contact us
    </Link>
  );
}
