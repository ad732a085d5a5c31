import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

import { contact } from '@/config/site';

const details = [
  { label: 'Phone', Icon: PhoneOutlined, value: <Link href={contact.phoneHref}>{contact.phone}</Link> },
  { label: 'Email', Icon: EmailOutlined, value: <Link href={`mailto:${contact.email}`}>{contact.email}</Link> },
  { label: 'Location', Icon: PlaceOutlined, value: contact.location },
];

/** Phone, email and location from the one contact config (home contact section, FAQ, legal pages). */
export function ContactDetails() {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {details.map(({ label, Icon, value }) => (
        <Box component="li" key={label} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 1 }}>
          <Icon aria-hidden="true" sx={{ color: 'primary.main' }} />
          {/* May shrink below the email address's width, which then wraps rather than widening a 320 px page. */}
          <Box sx={{ my: 0.75, minWidth: 0 }}>
            <Typography component="div">{label}</Typography>
            <Typography component="div" variant="body2" sx={{ color: 'text.secondary' }}>
              {value}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
