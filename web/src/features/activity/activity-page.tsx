import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DocumentSnapshot, getDocs } from 'firebase/firestore';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import { ACTIVITY_TYPE_LABELS, ACTIVITY_TYPES, activitySentence, AGENCY_READER } from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PageNav } from '@/components/page/page-nav';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { downloadCsv } from '@/lib/csv';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import {
  type ActivityFilter,
  activityLogQuery,
  activityRef,
  type ActivityRow,
  useActivityLogPage,
} from '@/lib/firestore/activity';
import type { PageCursor } from '@/lib/firestore/paging';
import { FIRST_PAGE, usePageCursor } from '@/lib/use-page-cursor';
import { useQueryParams } from '@/lib/use-query-params';

import { activityCsv } from './activity-csv';
import { isBadRange, type LogParams, NO_FILTER, readLogParams, toFilter } from './activity-params';
import { adminClientHref, adminEntryLinks } from './admin-entry-links';
import { EntryLinkList } from './entry-link-list';

/** The export reads the filtered range in pages of this size, and stops at the cap (a CSV a person can open). */
const EXPORT_PAGE = 500;
const EXPORT_CAP = 10_000;

const TYPE_OPTIONS = ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] }));

/**
 * /webmin1010/activity: the whole activity log, newest first, live, filtered, a page at a time; CSV export. The
 * filters and the page are in the address (docs/decisions/033-cursor-paging.md); a new filter starts at the newest
 * page.
 */
export default function ActivityPage({ meta }: PageProps) {
  const db = useFirestore();
  const [params, change] = useQueryParams();
  const shown = readLogParams(params);
  const [exporting, setExporting] = useState(false);
  const set = (key: keyof LogParams, value: string) => change({ [key]: value, ...FIRST_PAGE });
  const badRange = isBadRange(shown);
  const filtered = JSON.stringify(shown) !== JSON.stringify(NO_FILTER);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: ActivityRow[] = [];
      let cursor: DocumentSnapshot | undefined;
      for (;;) {
        const page = await getDocs(
          activityLogQuery(db, toFilter(shown), cursor ? { after: cursor } : null, EXPORT_PAGE),
        );
        rows.push(...page.docs.map((doc) => doc.data()));
        cursor = page.docs.at(-1);
        if (page.size < EXPORT_PAGE || rows.length >= EXPORT_CAP) break;
      }
      // The export names the client as the entry does (as it was then).
      const csv = activityCsv(rows.slice(0, EXPORT_CAP), (row) => (row.clientId ? (row.clientName ?? '') : ''));
      downloadCsv([csv], `activity-${shown.from || 'start'}-to-${shown.to || 'now'}.csv`);
      notify.success('Export ready', `${rows.length} ${rows.length === 1 ? 'entry' : 'entries'}`);
    } catch (error) {
      notify.error('Could not export the log', firebaseErrorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <PortalPage
      meta={meta}
      title="Activity log"
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          onClick={() => void exportCsv()}
          disabled={exporting || badRange}
        >
          {exporting ? 'Exporting...' : 'Export CSV'}
        </Button>
      }
    >
      <FilterBar label="Filter the log">
        <SelectField
          id="activity-type"
          label="Type"
          value={shown.type}
          onChange={(event) => set('type', event.target.value)}
          options={TYPE_OPTIONS}
          placeholder="Any type"
          placeholderSelectable
          fullWidth
          size="small"
        />
        <ClientPicker
          id="activity-client"
          label="Client"
          value={shown.client}
          onChange={(client) => set('client', client)}
          placeholder="Any client"
          fullWidth
          size="small"
        />
        <TextField
          id="activity-from"
          label="From"
          type="date"
          value={shown.from}
          onChange={(event) => set('from', event.target.value)}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="activity-to"
          label="To"
          type="date"
          value={shown.to}
          onChange={(event) => set('to', event.target.value)}
          error={badRange}
          helperText={badRange ? 'Before “From”' : undefined}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          onClick={() => change({ type: null, client: null, from: null, to: null, ...FIRST_PAGE })}
          disabled={!filtered}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          Clear filters
        </Button>
      </FilterBar>
      {badRange ? (
        <Typography color="error">The “To” day is before the “From” day.</Typography>
      ) : (
        <LogPages filter={toFilter(shown)} filtered={filtered} />
      )}
    </PortalPage>
  );
}

/** The page of the log the address names, once a page named by a shared link has been found. */
function LogPages({ filter, filtered }: { filter: ActivityFilter; filtered: boolean }) {
  const db = useFirestore();
  const pageCursor = usePageCursor((id) => activityRef(db, id));
  if (!pageCursor.ready) return <PageLoader />;
  return <LogPage filter={filter} filtered={filtered} cursor={pageCursor.cursor} onPage={pageCursor.go} />;
}

interface LogPageProps {
  filter: ActivityFilter;
  filtered: boolean;
  cursor: PageCursor | null;
  onPage: (cursor: PageCursor) => void;
}

/** One page of the log, live, with the way to the newer and older pages. */
function LogPage({ filter, filtered, cursor, onPage }: LogPageProps) {
  const [, change] = useQueryParams();
  const page = useActivityLogPage(filter, cursor, 'page');
  if (page.status === 'loading') return <PageLoader />;
  const { rows } = page.data;

  if (!rows.length) {
    return cursor ? (
      <EmptyState
        action={
          <Button variant="outlined" onClick={() => change(FIRST_PAGE)}>
            Newest entries
          </Button>
        }
      >
        No more entries this way.
      </EmptyState>
    ) : (
      <EmptyState>{filtered ? 'Nothing in the log matches these filters.' : 'Nothing in the log yet.'}</EmptyState>
    );
  }
  return (
    <>
      <Paper variant="outlined">
        <List aria-label="Activity" disablePadding>
          {rows.map((row) => (
            <ListItem key={row.id} divider alignItems="flex-start">
              <ListItemText
                primary={activitySentence(row, AGENCY_READER)}
                secondary={
                  <>
                    {row.createdAt ? <When date={row.createdAt} format="moment" /> : 'Just now'}
                    {row.clientId && (
                      <>
                        {' · '}
                        <Link component={RouterLink} to={adminClientHref(row.clientId)}>
                          {clientName(row)}
                        </Link>
                      </>
                    )}
                    <EntryLinkList links={adminEntryLinks(row)} />
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <PageNav of="activity" page={page.data} moving={page.moving} onPage={onPage} />
    </>
  );
}

/**
 * The client as the entry names them: functions copy the name into every entry they write, as it was then (the log
 * is a record; decision 032), so the log never reads a client's profile.
 */
const clientName = (row: ActivityRow) => (row.clientId ? (row.clientName ?? 'A client') : '');
