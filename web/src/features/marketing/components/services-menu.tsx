import ExpandMore from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { NAV_MENU } from '@agency/common';

import { SERVICE_LIST } from '../services';

/**
 * The header's Services dropdown. Opens on click or keyboard (Enter, Space, Arrow Down) and on hover after
 * 200 ms; closes 150 ms after the pointer leaves; re-opens at once within 300 ms of closing (spec §9 menu
 * delays). Not a modal: the page stays usable and Escape returns focus to the button.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [anchor, setAnchor] = useState<HTMLButtonElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const closedAt = useRef(0);
  const [focusFirst, setFocusFirst] = useState(false);
  const menuId = useId();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const schedule = (fn: () => void, delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(fn, delay);
  };
  const show = (withFocus: boolean) => {
    window.clearTimeout(timer.current);
    setFocusFirst(withFocus);
    setOpen(true);
  };
  const hide = () => {
    window.clearTimeout(timer.current);
    if (open) closedAt.current = Date.now();
    setOpen(false);
  };

  const onPointerEnter = () => {
    const recentlyClosed = Date.now() - closedAt.current < NAV_MENU.skipDelayMs;
    if (recentlyClosed) show(false);
    else schedule(() => show(false), NAV_MENU.hoverDelayMs);
  };
  const onPointerLeave = () => schedule(hide, NAV_MENU.closeDelayMs);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      hide();
      if (event.key === 'Escape') anchor?.focus();
    }
  };

  return (
    <div onPointerEnter={onPointerEnter} onPointerLeave={onPointerLeave} style={{ display: 'inline-flex' }}>
      <Button
        ref={setAnchor}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={() => (open ? hide() : show(true))}
        onKeyDown={onButtonKeyDown}
      >
        Services
      </Button>
      <Popper open={open} anchorEl={anchor} placement="bottom-start" transition sx={{ zIndex: 'appBar' }}>
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top left' }}>
            <Paper elevation={6} sx={{ mt: 1, minWidth: 240 }}>
              <ClickAwayListener onClickAway={(event) => !anchor?.contains(event.target as Node) && hide()}>
                <MenuList id={menuId} aria-label="Services" autoFocusItem={focusFirst} onKeyDown={onMenuKeyDown}>
                  {SERVICE_LIST.map((service) => (
                    <MenuItem key={service.path} component={RouterLink} to={service.path} onClick={hide}>
                      {service.label}
                    </MenuItem>
                  ))}
                </MenuList>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </div>
  );
}
