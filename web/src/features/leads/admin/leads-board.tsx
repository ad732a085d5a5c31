import MoreVertIcon from '@mui/icons-material/MoreVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { formatAud, LEAD_STATUS_LABELS, LEAD_STATUSES, type LeadStatus } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Lead, type LeadFilter, setLeadStatus } from '@/lib/firestore/leads';

import { LeadMeta, LeadPlanLine, MessageExcerpt } from './lead-card-text';
import { CONVERTED_STAYS_WON } from './lead-labels';
import { type ReportChange, useLeads, useReportChange } from './use-leads';

const DRAG_TYPE = 'application/x-agency-lead';

/** Moves a lead and says so; a refusal is a toast too. */
function useMoveLead() {
  const db = useFirestore();
  return async (lead: Pick<Lead, 'id' | 'name' | 'status'>, status: LeadStatus) => {
    if (lead.status === status) return;
    try {
      await setLeadStatus(db, lead.id, status);
      notify.success(`${lead.name} moved to ${LEAD_STATUS_LABELS[status]}`);
    } catch (error) {
      notify.error(`Could not move ${lead.name}`, firebaseErrorMessage(error));
    }
  };
}

interface BoardProps {
  filter: LeadFilter;
  matches: (lead: Lead) => boolean;
  hrefOf: (id: string) => string;
  /** The list view of one status (with the board's industry and search): where a column's further leads are. */
  listHrefOf: (status: LeadStatus) => string;
  counts: Record<LeadStatus, number> | null;
  /** Each status's estimated values added up by the server (null until it answers, or when searching further). */
  values: Record<LeadStatus, number> | null;
  onChange: ReportChange;
}

/**
 * One column per status (only the chosen status's, when the filter has one), each the newest page of its leads (a
 * glance at the pipeline: a longer column links to the list of its status, which pages through them all). A lead
 * moves by dragging its card to another column, or from the keyboard with its "Move to" menu button (Enter or Space
 * opens it, the arrow keys choose). On a phone the columns stack.
 */
export function LeadsBoard({ filter, matches, hrefOf, listHrefOf, counts, values, onChange }: BoardProps) {
  const moveLead = useMoveLead();
  // A lead moved from its menu: its card in the new column takes the focus, so the keyboard keeps its place.
  const [follow, setFollow] = useState<Follow | null>(null);
  const move: Move = (lead, status, how) => {
    if (how === 'menu') setFollow({ id: lead.id, status });
    return moveLead(lead, status);
  };
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${LEAD_STATUSES.length}, minmax(0, 1fr))` },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {LEAD_STATUSES.filter((status) => !filter.status || status === filter.status).map((status) => (
        <Column
          key={status}
          status={status}
          filter={{ ...filter, status }}
          matches={matches}
          hrefOf={hrefOf}
          listHref={listHrefOf(status)}
          total={counts?.[status]}
          valueCents={values?.[status]}
          onChange={onChange}
          move={move}
          follow={follow}
          onFollowed={() => setFollow(null)}
        />
      ))}
    </Box>
  );
}

/** The lead whose card should take the focus once it shows in `status`'s column. */
interface Follow {
  id: string;
  status: LeadStatus;
}

type Move = (lead: Pick<Lead, 'id' | 'name' | 'status'>, status: LeadStatus, how: 'drag' | 'menu') => Promise<void>;

interface ColumnProps {
  status: LeadStatus;
  filter: LeadFilter;
  matches: (lead: Lead) => boolean;
  hrefOf: (id: string) => string;
  listHref: string;
  total: number | undefined;
  valueCents: number | undefined;
  onChange: ReportChange;
  move: Move;
  follow: Follow | null;
  onFollowed: () => void;
}

function Column({
  status,
  filter,
  matches,
  hrefOf,
  listHref,
  total,
  valueCents,
  onChange,
  move,
  follow,
  onFollowed,
}: ColumnProps) {
  // While a new search is on its way the column keeps the rows that match it (leadPageWindow), and says nothing yet.
  const { page, moving, error } = useLeads(filter, null);
  const leads = page?.rows;
  useReportChange(status, leads, onChange);
  const headingId = useId();
  const [over, setOver] = useState(false);
  const shown = leads?.filter(matches);

  const accepts = (event: DragEvent) => event.dataTransfer.types.includes(DRAG_TYPE);
  const drop = (event: DragEvent) => {
    setOver(false);
    if (!accepts(event)) return;
    event.preventDefault();
    const dragged = JSON.parse(event.dataTransfer.getData(DRAG_TYPE)) as Pick<Lead, 'id' | 'name' | 'status'>;
    void move(dragged, status, 'drag');
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-status={status}
      onDragOver={(event) => {
        if (!accepts(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      sx={{
        p: 1,
        minHeight: { md: 240 },
        bgcolor: over ? 'action.hover' : 'background.default',
        outline: over ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1rem', mb: 1.5, px: 0.5 }}>
        {LEAD_STATUS_LABELS[status]}{' '}
        <Typography component="span" color="textSecondary">
          ({total ?? shown?.length ?? '…'})
        </Typography>
      </Typography>
      {/* The sum of every lead of the status, not only those shown: the server adds them up. */}
      {valueCents !== undefined && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: -1, mb: 1.5, px: 0.5 }}>
          Estimated {formatAud(valueCents / 100)}
        </Typography>
      )}
      {error && <Alert severity="error">{firebaseErrorMessage(error)}</Alert>}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shown?.map((lead) => (
          <Card
            key={lead.id}
            lead={lead}
            href={hrefOf(lead.id)}
            move={move}
            takeFocus={follow?.id === lead.id && follow.status === status}
            onFocused={onFollowed}
          />
        ))}
      </Stack>
      {shown?.length === 0 && !moving && (
        <Typography variant="body2" color="textSecondary">
          No leads.
        </Typography>
      )}
      {page?.hasAfter && !moving && (
        <Link component={RouterLink} to={listHref} variant="body2" sx={{ display: 'inline-block', mt: 1.5, px: 0.5 }}>
          {moreText(total, page.rows.length)}
        </Link>
      )}
    </Paper>
  );
}

/** How many more leads than the column shows its status has, as the server counts them (when it has). */
function moreText(total: number | undefined, shown: number): string {
  const more = total === undefined ? 0 : total - shown;
  return more > 0 ? `${more.toLocaleString('en-AU')} more — see the list` : 'More — see the list';
}

function Card({
  lead,
  href,
  move,
  takeFocus,
  onFocused,
}: {
  lead: Lead;
  href: string;
  move: Move;
  takeFocus: boolean;
  onFocused: () => void;
}) {
  // A converted lead is a client now: it stays Won, so it neither drags nor has a menu, and says why.
  const converted = lead.convertedClientId !== null;
  return (
    <Paper
      component="li"
      variant="outlined"
      draggable={!converted}
      data-lead-id={lead.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, JSON.stringify({ id: lead.id, name: lead.name, status: lead.status }));
        event.dataTransfer.effectAllowed = 'move';
      }}
      sx={{ p: 1.25, cursor: converted ? 'auto' : 'grab', position: 'relative', pr: converted ? 1.25 : 4.5 }}
    >
      <Link component={RouterLink} to={href} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        {lead.name}
      </Link>
      <LeadMeta lead={lead} short />
      <MessageExcerpt lead={lead} />
      <LeadPlanLine lead={lead} />
      {converted ? (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {CONVERTED_STAYS_WON}
        </Typography>
      ) : (
        <MoveMenu lead={lead} move={move} takeFocus={takeFocus} onFocused={onFocused} />
      )}
    </Paper>
  );
}

/** The card's "Move to" menu button: Enter or Space opens it, the arrow keys choose. */
function MoveMenu({
  lead,
  move,
  takeFocus,
  onFocused,
}: {
  lead: Lead;
  move: Move;
  takeFocus: boolean;
  onFocused: () => void;
}) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    menuButton.current?.focus();
    onFocused();
  }, [takeFocus, onFocused]);
  return (
    <>
      <IconButton
        ref={menuButton}
        size="small"
        aria-label={`Move ${lead.name} to…`}
        aria-haspopup="menu"
        aria-controls={menu ? menuId : undefined}
        aria-expanded={menu ? 'true' : undefined}
        onClick={(event) => setMenu(event.currentTarget)}
        sx={{ position: 'absolute', top: 4, right: 4 }}
      >
        <MoreVertIcon fontSize="small" />
      </IconButton>
      <Menu id={menuId} anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {LEAD_STATUSES.filter((status) => status !== lead.status).map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setMenu(null);
              void move(lead, status, 'menu');
            }}
          >
            Move to {LEAD_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
