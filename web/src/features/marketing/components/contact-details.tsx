import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

import { contact } from '@/config/site';

/** Phone, email and location from the one contact config (home contact section, FAQ, legal pages). */
export function ContactDetails() {
  return (
    <List disablePadding>
      <ListItem disableGutters>
        <ListItemIcon sx={{ color: 'primary.main' }}>
          <PhoneOutlined aria-hidden="true" />
        </ListItemIcon>
        <ListItemText primary="Phone" secondary={<Link href={contact.phoneHref}>{contact.phone}</Link>} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemIcon sx={{ color: 'primary.main' }}>
          <EmailOutlined aria-hidden="true" />
        </ListItemIcon>
        <ListItemText primary="Email" secondary={<Link href={`mailto:${contact.email}`}>{contact.email}</Link>} />
      </ListItem>
      <ListItem disableGutters>
        <ListItemIcon sx={{ color: 'primary.main' }}>
          <PlaceOutlined aria-hidden="true" />
        </ListItemIcon>
        <ListItemText primary="Location" secondary={contact.location} />
      </ListItem>
    </List>
  );
}
