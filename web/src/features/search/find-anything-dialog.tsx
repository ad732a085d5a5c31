import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { paths } from '@/config/paths';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { findAnything, type Found, FOUND_KIND_LABELS, FOUND_KINDS } from '@/lib/firestore/find-anything';

type Answer = { text: string; found: Found[] | null } | { text: string; failed: string };

const TITLE_ID = 'find-anything-title';

/** Where each kind's record opens: the client's and project's pages; a lead and a quote over their screens' lists. */
const RECORD_HREF: Record<Found['opens']['kind'], (id: string) => string> = {
  client: paths.admin.client.getHref,
  project: paths.admin.project.getHref,
  lead: (id) => `${paths.admin.leads.getHref()}?lead=${encodeURIComponent(id)}`,
  quote: (id) => `${paths.admin.quotes.getHref()}?quote=${encodeURIComponent(id)}`,
};
const LIST_ID = 'find-anything-results';
const optionId = (index: number) => `find-anything-option-${index}`;

/** How long typing must pause before the search asks the server: one search per pause, not one per key. */
const PAUSE_MS = 250;

/**
 * The admin area's search (Ctrl+K or ⌘K, or the header's Search): clients, leads and projects by name, business
 * or email, quotes and invoices by number, as the administrator types (one bounded search per pause), grouped by
 * kind. A combobox (WAI-ARIA's list-autocomplete pattern): focus stays in the field, the arrows move through what
 * is found, Enter opens its record, Escape closes the search.
 */
export default function FindAnythingDialog({ onClose }: { onClose: () => void }) {
  const db = useFirestore();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [active, setActive] = useState(0);

  // One search per pause in typing; an answer for older text than the field's is dropped.
  useEffect(() => {
    if (!text.trim()) return undefined;
    let current = true;
    const timer = setTimeout(() => {
      findAnything(db, text).then(
        (found) => current && (setAnswer({ text, found }), setActive(0)),
        (failure: unknown) => current && setAnswer({ text, failed: firebaseErrorMessage(failure) }),
      );
    }, PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [db, text]);

  const typed = text.trim();
  const shown = typed && answer?.text === text ? answer : null;
  const options = shown && 'found' in shown ? (shown.found ?? []) : [];
  const failure = shown && 'failed' in shown ? `Could not search: ${shown.failed}` : null;
  const status = !typed
    ? null
    : !shown
      ? 'Searching…'
      : 'failed' in shown
        ? null
        : shown.found === null
          ? 'Type two letters of a name, or a number such as Q-2026-0001'
          : shown.found.length
            ? null
            : `Nothing found for “${typed}”`;

  const open = (found: Found) => {
    onClose();
    navigate(RECORD_HREF[found.opens.kind](found.opens.id));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (!options.length) return;
    const moves: Record<string, number> = {
      ArrowDown: (active + 1) % options.length,
      ArrowUp: (active - 1 + options.length) % options.length,
      Home: 0,
      End: options.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
      document.getElementById(optionId(moves[event.key]!))?.scrollIntoView({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      open(options[active]!);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={TITLE_ID}
      // Near the top, where the list under the field has room to grow.
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <DialogTitle id={TITLE_ID}>Find anything</DialogTitle>
      <DialogContent sx={{ pb: 3 }}>
        <TextField
          autoFocus
          fullWidth
          label="Search"
          placeholder="A name, business, email or number"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          error={Boolean(failure)}
          helperText={failure ?? 'Clients, leads and projects by name or email; quotes and invoices by number'}
          sx={{ mt: 1 }}
          slotProps={{
            htmlInput: {
              role: 'combobox',
              autoComplete: 'off',
              spellCheck: false,
              'aria-autocomplete': 'list',
              'aria-expanded': options.length > 0,
              'aria-controls': LIST_ID,
              'aria-activedescendant': options.length ? optionId(active) : undefined,
            },
          }}
        />
        <Typography role="status" color="textSecondary" sx={{ mt: 2, '&:empty': { display: 'none' } }}>
          {status}
        </Typography>
        <Box
          component="ul"
          id={LIST_ID}
          role="listbox"
          aria-label="Found"
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}
        >
          {FOUND_KINDS.map((kind) => {
            const ofKind = options.filter((found) => found.kind === kind);
            if (!ofKind.length) return null;
            return (
              <Box component="li" role="presentation" key={kind}>
                <ListSubheader component="div" role="presentation" disableSticky sx={{ px: 1, lineHeight: 2.5 }}>
                  {FOUND_KIND_LABELS[kind]}
                </ListSubheader>
                <Box component="ul" role="group" aria-label={FOUND_KIND_LABELS[kind]} sx={{ listStyle: 'none', p: 0 }}>
                  {ofKind.map((found) => {
                    const index = options.indexOf(found);
                    return (
                      <Box
                        component="li"
                        key={`${found.kind}/${found.id}`}
                        id={optionId(index)}
                        role="option"
                        aria-selected={index === active}
                        onClick={() => open(found)}
                        onMouseMove={() => index !== active && setActive(index)}
                        sx={{
                          px: 1,
                          py: 0.75,
                          borderRadius: 1,
                          cursor: 'pointer',
                          bgcolor: index === active ? 'action.selected' : undefined,
                        }}
                      >
                        <Typography sx={{ overflowWrap: 'anywhere' }}>{found.label}</Typography>
                        {found.detail && (
                          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
                            {found.detail}
                          </Typography>
                        )}
                      </Box>
                    );
                  })}
                </Box>
              </Box>
            );
          })}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
