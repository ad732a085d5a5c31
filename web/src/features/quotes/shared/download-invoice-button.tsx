import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import { useState } from 'react';

import { notify } from '@/components/toaster/notify';

import type { InvoiceLike } from './invoice-content';

/**
 * "Download PDF": jsPDF, a large library, is imported only on the first click, so no page carries it in its first
 * load. The PDF is built in the browser from the invoice the page already shows, so it is the same document.
 */
export function DownloadInvoiceButton({ invoice }: { invoice: InvoiceLike }) {
  const [preparing, setPreparing] = useState(false);
  const download = async () => {
    setPreparing(true);
    try {
      const { saveInvoicePdf } = await import('./invoice-pdf');
      saveInvoicePdf(invoice);
    } catch {
      notify.error('Could not make the PDF', 'Check your connection, then try again.');
    } finally {
      setPreparing(false);
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<DownloadIcon />}
      onClick={() => void download()}
      disabled={preparing}
      sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'auto' } }}
    >
      {preparing ? 'Preparing PDF...' : 'Download PDF'}
    </Button>
  );
}
