import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { type KeyboardEvent, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';

import { NAV_MENU } from '@/config/behaviour';

const loadPanel = () => import('./services-menu-panel');
const ServicesMenuPanel = lazy(loadPanel);

/** How long after the pointer has opened the menu a press on its button still leaves it open. */
const HOVER_PRESS_GRACE_MS = 400;

/**
 * The header's Services dropdown. Opens on click or keyboard (Enter, Space, Arrow Down) and on hover after
 * 200 ms; closes 150 ms after the pointer leaves; re-opens at once within 300 ms of closing (spec §9 menu
 * delays). Not a modal: the page stays usable and Escape returns focus to the button. The panel is plain CSS
 * under its button, and its code loads when the pointer or focus first reaches the menu. A press on the button just
 * after hovering opened it leaves it open.
 */
export function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const [focusFirst, setFocusFirst] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const closedAt = useRef(0);
  const hoverOpenedAt = useRef(0);
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

  const showOnHover = () => {
    hoverOpenedAt.current = Date.now();
    show(false);
  };
  const onPointerEnter = () => {
    void loadPanel();
    const recentlyClosed = Date.now() - closedAt.current < NAV_MENU.skipDelayMs;
    if (recentlyClosed) showOnHover();
    else schedule(showOnHover, NAV_MENU.hoverDelayMs);
  };
  // A press that comes just after the pointer opened the menu was meant to open it, not to close it again.
  const onClick = () => {
    if (!open) show(true);
    else if (Date.now() - hoverOpenedAt.current >= HOVER_PRESS_GRACE_MS) hide();
  };
  const onPointerLeave = () => schedule(hide, NAV_MENU.closeDelayMs);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      hide();
      button.current?.focus();
    } else if (event.key === 'Tab') {
      hide();
    }
  };

  return (
    <Box
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      sx={{ position: 'relative', display: 'inline-flex' }}
    >
      <Button
        ref={button}
        onFocus={() => void loadPanel()}
        color="inherit"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        endIcon={<ExpandMore sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }} />}
        onClick={onClick}
        onKeyDown={onButtonKeyDown}
      >
        Services
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ServicesMenuPanel
            id={menuId}
            autoFocusItem={focusFirst}
            onKeyDown={onMenuKeyDown}
            onChoose={hide}
            onClickAway={(target) => !button.current?.contains(target) && hide()}
          />
        </Suspense>
      )}
    </Box>
  );
}
