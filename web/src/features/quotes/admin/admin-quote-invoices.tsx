import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import { invoiceHeading, outstandingCents } from '@agency/common';

import { notify } from '@/components/toaster/notify';
import { When } from '@/components/when';
import { formatCents } from '@/features/quotes/shared/money';
import { InvoiceStatusChip } from '@/features/quotes/shared/status-chips';
import { issueNewInvoice } from '@/lib/callables';
import { firebaseErrorMessage } from '@/lib/firebase-errors';
import { type Invoice, type Quote, useQuoteInvoices } from '@/lib/firestore/quotes';

import { RecordPaymentDialog, VoidInvoiceDialog } from './admin-invoice-dialogs';

/**
 * A quote's invoices, live: the current one and any it replaced (a voided invoice and its correction), each with
 * its figures and payments. The agency records a bank payment or voids one here; functions do both
 * (recordPayment, voidInvoice). quoteInvoicesQuery is written for clients, who must filter on their own uid; the
 * agency asks the same with the quote's client.
 */
export function QuoteInvoices({ quote }: { quote: Quote }) {
  const invoices = useQuoteInvoices(quote.clientId, quote.id, 'page');
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [voiding, setVoiding] = useState<Invoice | null>(null);
  const numbers = new Map((invoices.data ?? []).map((invoice) => [invoice.id, invoice.number]));
  const current = invoices.data?.find((invoice) => invoice.id === quote.invoiceId);
  // Voided without a replacement: the client accepted, and nothing is payable until a new one is issued.
  const noLiveInvoice = quote.status === 'accepted' && current?.status === 'void';
  return (
    <Box component="section" aria-labelledby="quote-invoices-heading" sx={{ mt: 3 }}>
      <Typography id="quote-invoices-heading" component="h3" variant="h6" sx={{ mb: 1 }}>
        Invoices
      </Typography>
      {invoices.status === 'loading' ? (
        <Typography color="textSecondary">Loading the invoices...</Typography>
      ) : invoices.data.length === 0 ? (
        <Typography color="textSecondary">No invoice yet: one is issued when the client accepts.</Typography>
      ) : (
        <Stack spacing={2}>
          {noLiveInvoice && <IssueNewInvoice quote={quote} voided={current.number} />}
          {invoices.data.map((invoice) => (
            <InvoiceCard
              key={invoice.id}
              invoice={invoice}
              numberOf={(id) => numbers.get(id) ?? 'another invoice'}
              onPay={() => setPaying(invoice)}
              onVoid={() => setVoiding(invoice)}
            />
          ))}
        </Stack>
      )}
      {paying && <RecordPaymentDialog invoice={paying} onClose={() => setPaying(null)} />}
      {voiding && <VoidInvoiceDialog invoice={voiding} onClose={() => setVoiding(null)} />}
    </Box>
  );
}

/**
 * The way on from an accepted quote whose invoice was voided with no replacement: issueNewInvoice issues one (with
 * today's details, naming the void one), and issues nothing more if asked again while it is live.
 */
function IssueNewInvoice({ quote, voided }: { quote: Quote; voided: string }) {
  const [pending, setPending] = useState(false);
  const issue = async () => {
    setPending(true);
    try {
      const { number, issued } = await issueNewInvoice({ quoteId: quote.id });
      notify.success(issued ? `Invoice ${number} issued` : `Invoice ${number} was already issued`);
    } catch (error) {
      notify.error('No invoice was issued', firebaseErrorMessage(error));
    } finally {
      setPending(false);
    }
  };
  return (
    <Alert
      severity="warning"
      role="note"
      action={
        <Button color="inherit" size="small" onClick={() => void issue()} disabled={pending}>
          {pending ? 'Issuing...' : 'Issue a new invoice'}
        </Button>
      }
    >
      {voided} is void, and this accepted quote has no invoice the client can pay. Issue a new one with today’s details.
    </Alert>
  );
}

interface CardProps {
  invoice: Invoice;
  numberOf: (invoiceId: string) => string;
  onPay: () => void;
  onVoid: () => void;
}

function InvoiceCard({ invoice, numberOf, onPay, onVoid }: CardProps) {
  const name = `${invoiceHeading(invoice.gstRegistered)} ${invoice.number}`;
  const facts: [string, React.ReactNode][] = [
    ['Total', formatCents(invoice.totalCents)],
    ['Paid', formatCents(invoice.amountPaidCents)],
    ['Outstanding', invoice.status === 'void' ? '—' : formatCents(outstandingCents(invoice))],
    ['Issued', <When key="issued" date={invoice.issuedAt} format="day" />],
    ['Due', <When key="due" date={invoice.dueAt} format="day" />],
    ['Payment reference', invoice.paymentReference],
  ];
  return (
    <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {name}
          </Typography>
          <InvoiceStatusChip invoice={invoice} reader="agency" />
        </Stack>
        <Stack direction="row" spacing={1}>
          {invoice.status === 'issued' && (
            <Button variant="contained" size="small" onClick={onPay}>
              Record payment
            </Button>
          )}
          {/* voidInvoice refuses an invoice with money against it: a payment stays with the invoice it paid. */}
          {invoice.status === 'issued' && invoice.amountPaidCents === 0 && invoice.payments.length === 0 && (
            <Button color="error" size="small" onClick={onVoid}>
              Void
            </Button>
          )}
        </Stack>
      </Stack>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.25, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      {invoice.status === 'void' && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Voided
          {invoice.voidedAt ? (
            <>
              {' '}
              on <When date={invoice.voidedAt} format="day" />
            </>
          ) : null}
          : {invoice.voidReason}
          {invoice.replacedByInvoiceId ? ` Replaced by ${numberOf(invoice.replacedByInvoiceId)}.` : ''}
        </Typography>
      )}
      {invoice.replacesInvoiceId && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Corrects {numberOf(invoice.replacesInvoiceId)}.
        </Typography>
      )}
      {invoice.payments.length > 0 ? (
        <Table size="small" aria-label={`Payments on ${invoice.number}`} sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Method</TableCell>
              <TableCell>Reference</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {invoice.payments.map((payment) => (
              <TableRow key={payment.id}>
                <TableCell>
                  <When date={payment.at} format="day" />
                </TableCell>
                <TableCell>{payment.method === 'card' ? 'Card' : 'Bank transfer'}</TableCell>
                <TableCell>{payment.reference}</TableCell>
                <TableCell align="right">{formatCents(payment.amountCents)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          No payments recorded.
        </Typography>
      )}
    </Paper>
  );
}
