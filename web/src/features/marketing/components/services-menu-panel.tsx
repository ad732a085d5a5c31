import ClickAwayListener from '@mui/material/ClickAwayListener';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import type { KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { SERVICE_LIST } from '@/config/services';

interface ServicesMenuPanelProps {
  id: string;
  autoFocusItem: boolean;
  onKeyDown: (event: KeyboardEvent) => void;
  onChoose: () => void;
  onClickAway: (target: Node) => void;
}

/** The open Services dropdown: the eight service pages as menu items. */
export default function ServicesMenuPanel({
  id,
  autoFocusItem,
  onKeyDown,
  onChoose,
  onClickAway,
}: ServicesMenuPanelProps) {
  return (
    <ClickAwayListener onClickAway={(event) => onClickAway(event.target as Node)}>
      <Paper elevation={6} sx={{ position: 'absolute', top: '100%', left: 0, mt: 1, minWidth: 240, zIndex: 'appBar' }}>
        <MenuList id={id} aria-label="Services" autoFocusItem={autoFocusItem} onKeyDown={onKeyDown}>
          {SERVICE_LIST.map((service) => (
            <MenuItem key={service.path} component={RouterLink} to={service.path} onClick={onChoose}>
              {service.label}
            </MenuItem>
          ))}
        </MenuList>
      </Paper>
    </ClickAwayListener>
  );
}
