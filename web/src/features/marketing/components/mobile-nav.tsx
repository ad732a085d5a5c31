import Close from '@mui/icons-material/Close';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
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

import { SERVICE_LIST } from '../services';

/**
 * The mobile menu (spec §2): a drawer from the right, on small screens only, with a collapsible Services group,
 * About, Contact and Get Started. Choosing any link closes it.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const [servicesOpen, setServicesOpen] = useState(false);
  const servicesId = useId();
  const close = () => setOpen(false);

  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" edge="end" aria-label="Open menu" aria-expanded={open} onClick={() => setOpen(true)}>
        <MenuIcon />
      </IconButton>
      <Drawer anchor="right" open={open} onClose={close} slotProps={{ paper: { sx: { width: 300 } } }}>
        <Box component="nav" aria-label="Mobile" sx={{ p: 1 }}>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
            <IconButton aria-label="Close menu" onClick={close}>
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
                    onClick={close}
                    sx={{ pl: 4 }}
                  >
                    <ListItemText primary={service.label} />
                  </ListItemButton>
                ))}
              </List>
            </Collapse>
            <ListItemButton component={RouterLink} to={homeAnchors.about} onClick={close}>
              <ListItemText primary="About" />
            </ListItemButton>
            <ListItemButton component={RouterLink} to={homeAnchors.contact} onClick={close}>
              <ListItemText primary="Contact" />
            </ListItemButton>
          </List>
          <Box sx={{ px: 2, pt: 1 }}>
            <Button
              component={RouterLink}
              to={paths.client.login.getHref()}
              variant="contained"
              fullWidth
              onClick={close}
            >
              Get Started
            </Button>
          </Box>
        </Box>
      </Drawer>
    </Box>
  );
}
