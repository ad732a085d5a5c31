import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { homeAnchors, paths } from '@/config/paths';
import { SERVICE_LIST } from '@/config/services';

/** The drawer itself, loaded the first time someone opens the mobile menu (it is not needed before). */
export default function MobileNavDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 300 } } }}>
      <Box component="nav" aria-label="Mobile" sx={{ p: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <IconButton aria-label="Close menu" onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <List>
          <ListItemButton
            aria-expanded={servicesOpen}
            aria-controls={servicesId}
            onClick={() => setServicesOpen((value) => !value)}
          >
            <ListItemText primary="Services" />
            {servicesOpen ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={servicesOpen} timeout="auto" unmountOnExit>
            <List id={servicesId} disablePadding>
              {SERVICE_LIST.map((service) => (
                <ListItemButton
                  key={service.path}
                  component={RouterLink}
                  to={service.path}
                  onClick={onClose}
                  sx={{ pl: 4 }}
                >
                  <ListItemText primary={service.label} />
                </ListItemButton>
              ))}
            </List>
          </Collapse>
          <ListItemButton component={RouterLink} to={homeAnchors.about} onClick={onClose}>
            <ListItemText primary="About" />
          </ListItemButton>
          <ListItemButton component={RouterLink} to={homeAnchors.contact} onClick={onClose}>
            <ListItemText primary="Contact" />
          </ListItemButton>
        </List>
        <Box sx={{ px: 2, pt: 1 }}>
          <Button
            component={RouterLink}
            to={paths.client.login.getHref()}
            variant="contained"
            fullWidth
            onClick={onClose}
          >
            Get Started
          </Button>
        </Box>
      </Box>
    </Drawer>
  );
}
