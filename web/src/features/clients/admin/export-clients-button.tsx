import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFirestore } from 'reactfire';

import { notify } from '@/components/toaster/notify';
import { downloadCsv } from '@/lib/csv';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Client, type ClientListView, clientsInPages } from '@/lib/firestore/clients';

import { clientCount, figure } from './client-labels';
import { CLIENTS_CSV_HEADER, clientsCsvLines } from './clients-csv';

/** The export reads this many profiles at a time: few round trips, and never the whole collection at once. */
export const EXPORT_PAGE = 500;

interface ExportClientsButtonProps {
  /** What the list shows: the export holds every client of it, not only the page on screen. */
  view: ClientListView;
  /** The search's check of words the server was not asked for. */
  matches: (client: Client) => boolean;
  /** How many profiles the server counts for `view`, for the progress; unknown until counted. */
  expected: number | undefined;
}

/**
 * Export CSV: every client the list's filters and search hold, read EXPORT_PAGE at a time only when asked (never on
 * opening the screen), each page turned into lines before the next is read; the button says how far it has got.
 */
export function ExportClientsButton({ view, matches, expected }: ExportClientsButtonProps) {
  const db = useFirestore();
  const [read, setRead] = useState<number | null>(null);

  const exportCsv = async () => {
    setRead(0);
    try {
      const parts = [CLIENTS_CSV_HEADER];
      let exported = 0;
      let seen = 0;
      for await (const page of clientsInPages(db, view, EXPORT_PAGE)) {
        const kept = page.filter(matches);
        parts.push(clientsCsvLines(kept));
        exported += kept.length;
        seen += page.length;
        setRead(seen);
      }
      downloadCsv(parts, `clients-${new Date().toISOString().slice(0, 10)}.csv`);
      notify.success('Export ready', clientCount(exported));
    } catch (error) {
      notify.error('Could not export the clients', firebaseErrorMessage(error));
    } finally {
      setRead(null);
    }
  };

  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void exportCsv()}
      disabled={read !== null}
      aria-live="polite"
    >
      {read === null
        ? 'Export CSV'
        : `Exporting ${figure(read)}${expected === undefined ? '' : ` of ${figure(expected)}`}…`}
    </Button>
  );
}
