import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type DocumentSnapshot, getDocs } from 'firebase/firestore';
import { Fragment, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useFirestore } from 'reactfire';

import {
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  activitySentence,
  type ActivityType,
  AGENCY_READER,
  startOfCalendarDay,
} from '@agency/common';

import { ClientPicker } from '@/components/forms/client-picker';
import { SelectField } from '@/components/forms/select-field';
import { EmptyState } from '@/components/page/empty-state';
import { FilterBar } from '@/components/page/filter-bar';
import { PortalPage } from '@/components/page/portal-page';
import { PageLoader } from '@/components/page-loader';
import type { PageProps } from '@/components/seo/page-meta';
import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { downloadCsv } from '@/lib/csv';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type ActivityFilter, activityLogQuery, type ActivityRow, useActivityLogPage } from '@/lib/firestore/activity';

import { activityCsv } from './activity-csv';
import { adminClientHref, adminEntryLinks } from './admin-entry-links';

const PAGE_SIZE = 25;
/** The export reads the filtered range in pages of this size, and stops at the cap (a CSV a person can open). */
const EXPORT_PAGE = 500;
const EXPORT_CAP = 10_000;

const TYPE_OPTIONS = ACTIVITY_TYPES.map((value) => ({ value, label: ACTIVITY_TYPE_LABELS[value] }));

interface Days {
  type: ActivityType | '';
  clientId: string;
  from: string;
  to: string;
}
const NO_FILTER: Days = { type: '', clientId: '', from: '', to: '' };

/** The filter as a query takes it: Queensland days, the "to" day included whole. */
function toFilter({ type, clientId, from, to }: Days): ActivityFilter {
  const dayAfter = (day: string) => new Date(startOfCalendarDay(day).getTime() + 24 * 60 * 60 * 1000);
  return {
    type,
    clientId,
    from: from ? startOfCalendarDay(from) : null,
    until: to ? dayAfter(to) : null,
  };
}

/** /webmin1010/activity: the whole activity log, newest first, live, filtered, a page at a time; CSV export. */
export default function ActivityPage({ meta }: PageProps) {
  const db = useFirestore();
  const [days, setDays] = useState<Days>(NO_FILTER);
  const [exporting, setExporting] = useState(false);
  // The client as the entry names them: functions copy the name into every entry they write, as it was then (the
  // log is a record; decision 032), so the log never reads a client's profile.
  const clientName = (row: ActivityRow) => (row.clientId ? (row.clientName ?? 'A client') : '');
  const set = (key: keyof Days, value: string) => setDays((now) => ({ ...now, [key]: value }));
  const badRange = Boolean(days.from && days.to && days.to < days.from);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const rows: ActivityRow[] = [];
      let cursor: DocumentSnapshot | undefined;
      for (;;) {
        const page = await getDocs(activityLogQuery(db, toFilter(days), EXPORT_PAGE, cursor));
        rows.push(...page.docs.map((doc) => doc.data()));
        cursor = page.docs.at(-1);
        if (page.size < EXPORT_PAGE || rows.length >= EXPORT_CAP) break;
      }
      // The export names the client as the entry does (as it was then).
      const csv = activityCsv(rows.slice(0, EXPORT_CAP), (row) => (row.clientId ? (row.clientName ?? '') : ''));
      downloadCsv([csv], `activity-${days.from || 'start'}-to-${days.to || 'now'}.csv`);
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
          value={days.type}
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
          value={days.clientId}
          onChange={(clientId) => set('clientId', clientId)}
          placeholder="Any client"
          fullWidth
          size="small"
        />
        <TextField
          id="activity-from"
          label="From"
          type="date"
          value={days.from}
          onChange={(event) => set('from', event.target.value)}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          id="activity-to"
          label="To"
          type="date"
          value={days.to}
          onChange={(event) => set('to', event.target.value)}
          error={badRange}
          helperText={badRange ? 'Before “From”' : undefined}
          fullWidth
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button
          onClick={() => setDays(NO_FILTER)}
          disabled={JSON.stringify(days) === JSON.stringify(NO_FILTER)}
          sx={{ alignSelf: { sm: 'center' } }}
        >
          Clear filters
        </Button>
      </FilterBar>
      {badRange ? (
        <Typography color="error">The “To” day is before the “From” day.</Typography>
      ) : (
        <LogPages key={JSON.stringify(days)} filter={toFilter(days)} clientName={clientName} />
      )}
    </PortalPage>
  );
}

/** The newest page, live; older pages, read once each as the administrator asks for them. */
function LogPages({ filter, clientName }: { filter: ActivityFilter; clientName: (row: ActivityRow) => string }) {
  const db = useFirestore();
  const { status, data } = useActivityLogPage(filter, PAGE_SIZE, 'page');
  const [older, setOlder] = useState<{ rows: ActivityRow[]; cursor?: DocumentSnapshot; done: boolean }>({
    rows: [],
    done: false,
  });
  const [loading, setLoading] = useState(false);
  if (status === 'loading') return <PageLoader />;
  const newest = data.rows;
  const rows = [...newest, ...older.rows];
  const more = newest.length === PAGE_SIZE && !older.done;

  const loadOlder = async () => {
    setLoading(true);
    try {
      const after = older.cursor ?? data.last;
      const page = await getDocs(activityLogQuery(db, filter, PAGE_SIZE, after));
      setOlder((now) => ({
        rows: [...now.rows, ...page.docs.map((doc) => doc.data())],
        cursor: page.docs.at(-1) ?? now.cursor,
        done: page.size < PAGE_SIZE,
      }));
    } catch (error) {
      notify.error('Could not load older entries', firebaseErrorMessage(error));
    } finally {
      setLoading(false);
    }
  };

  if (!rows.length) {
    return <EmptyState>Nothing in the log matches these filters.</EmptyState>;
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
                    {adminEntryLinks(row).map((link) => (
                      <Fragment key={link.to}>
                        {' · '}
                        <Link component={RouterLink} to={link.to}>
                          {link.label}
                        </Link>
                      </Fragment>
                    ))}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      {more && (
        <Stack sx={{ alignItems: 'center', mt: 2 }}>
          <Button variant="outlined" onClick={() => void loadOlder()} disabled={loading}>
            {loading ? 'Loading...' : 'Load older entries'}
          </Button>
        </Stack>
      )}
    </>
  );
}
