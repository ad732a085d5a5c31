import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType, ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { invoiceDisplayStatus, type NoteSubject } from '@agency/common';

import { DashboardCard } from '@/components/dashboard-card';
import { PortalPage } from '@/components/page/portal-page';
import { RecordUnavailable } from '@/components/page/record-unavailable';
import type { SlottedPageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/auth/session';
import { type Client, useClient } from '@/lib/firestore/clients';
import { awaitsDecision, useClientFiles } from '@/lib/firestore/files';
import { useClientInvoices, useClientQuotes } from '@/lib/firestore/quotes';
import { useOwnThreads } from '@/lib/firestore/threads';
import { mailtoHref } from '@/lib/mailto';
import { documentIdOr } from '@/lib/use-query-params';
import { RETURN_ON_CLOSE } from '@/lib/use-return-on-close';

import { ClientAccountActions } from './client-account-actions';
import { ClientDetails } from './client-details';
import { ClientOrigin } from './client-origin';
import { ClientStatusChip } from './client-status-chip';

/** A section of another feature about one client. */
type ClientPart = ComponentType<{ clientId: string }>;

/** What the client record shows of other features (the router passes them in, so no feature imports another). */
export interface ClientRecordParts {
  Money: ClientPart;
  Projects: ClientPart;
  QuotesAndInvoices: ClientPart;
  Files: ClientPart;
  Conversations: ClientPart;
  Activity: ClientPart;
  /** The client's website assessments, and the form to run one. */
  AdminAssessments: ComponentType<{
    subject: { clientId: string };
    website: string;
    name: string;
    headingLevel?: 'h2' | 'h3';
  }>;
  /** The agency's private notes about the client, append-only. */
  Notes: ComponentType<{ subject: NoteSubject; headingLevel?: 'h2' | 'h3' }>;
}

/** Conversations read for "waiting on the agency"; the record's conversations card reads the same. */
const THREADS_READ = 8;

/**
 * /webmin1010/clients/{id}: one client in one place: who they are and where they came from, their money, what
 * waits on whom, then their projects, quotes and invoices, files, conversations, assessments, activity and the
 * agency's private notes, each live, with the actions that start something new for them.
 */
export default function ClientRecordPage({ meta, slots }: SlottedPageProps<ClientRecordParts>) {
  const { clientId } = useParams();
  // A hand-edited address that could name no document is a client that does not exist.
  const id = documentIdOr(clientId ?? null, null);
  const live = useClient(id, 'card');
  const session = useSession();
  const selfUid = session.status === 'ready' ? session.user?.uid : undefined;
  const back = (
    <Button component={RouterLink} to={paths.admin.clients.getHref()} startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      All clients
    </Button>
  );

  if (id === null || live.status === 'error' || live.status === 'missing') {
    return (
      <RecordUnavailable
        meta={meta}
        title="Client"
        back={back}
        status={id !== null && live.status === 'error' ? 'error' : 'missing'}
        retry={live.retry}
        missing="No client has this address. The link may be wrong, or the profile may have been removed."
      />
    );
  }

  // Nearly every record is a client's, so its cards ask for their lists beside the profile rather than once it is
  // in (a round trip and a render later). An admin's own profile, which has no cards, drops them when it arrives.
  const client = live.status === 'ready' ? live.data : undefined;
  if (client && client.role !== 'client') {
    const name = client.name || client.email;
    return (
      <PortalPage meta={meta} title={name} headTitle={`${name} · Clients`} intro={<ClientHeader client={client} />}>
        {back}
        <DetailsCard client={client} selfUid={selfUid} />
      </PortalPage>
    );
  }

  const name = client ? client.name || client.email : 'Client';
  return (
    <PortalPage
      meta={meta}
      title={name}
      headTitle={client && `${name} · Clients`}
      intro={client && <ClientHeader client={client} />}
      actions={client && <ClientActions client={client} />}
    >
      {back}
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Money clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <WaitingCard clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Projects clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.QuotesAndInvoices clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Files clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Conversations clientId={id} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Private notes" hideTitle>
            <slots.Notes subject={{ kind: 'client', id }} headingLevel="h2" />
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <slots.Activity clientId={id} />
        </Grid>
        <Grid size={12}>
          {client ? (
            <Card title="Website assessments" hideTitle>
              <slots.AdminAssessments
                subject={{ clientId: id }}
                website={client.website}
                name={client.businessName || client.name || client.email}
                headingLevel="h2"
              />
            </Card>
          ) : (
            <DashboardCard title="Website assessments" reads={[live]}>
              {() => null}
            </DashboardCard>
          )}
        </Grid>
        <Grid size={12}>
          {client ? (
            <DetailsCard client={client} selfUid={selfUid} />
          ) : (
            <DashboardCard title="Details" reads={[live]}>
              {() => null}
            </DashboardCard>
          )}
        </Grid>
      </Grid>
    </PortalPage>
  );
}

/** Under the name: the business, status, how to reach them and where they came from. */
function ClientHeader({ client }: { client: Client }) {
  return (
    <Stack spacing={0.5} component="span" sx={{ display: 'flex' }}>
      <Stack direction="row" spacing={1} useFlexGap component="span" sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {client.businessName && (
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {client.businessName}
          </Typography>
        )}
        <ClientStatusChip status={client.status} />
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap component="span" sx={{ flexWrap: 'wrap' }}>
        <Link href={mailtoHref(client.email)}>{client.email}</Link>
        {client.phone && <Link href={`tel:${client.phone.replace(/[^0-9+]/g, '')}`}>{client.phone}</Link>}
        {client.role === 'client' && (
          <span>
            Came from: <ClientOrigin uid={client.uid} />
          </span>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * The account's details, and its own actions (disable, roles) beside them: kept apart from the header's actions,
 * which start something for the client, so none is taken for the other (on a phone they all wrapped together).
 */
function DetailsCard({ client, selfUid }: { client: Client; selfUid: string | undefined }) {
  return (
    <Card title="Details">
      <ClientDetails client={client} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 2 }}>
        <ClientAccountActions client={client} selfUid={selfUid} />
      </Stack>
    </Card>
  );
}

/** What the agency can start for the client from here. */
function ClientActions({ client }: { client: Client }) {
  const uid = encodeURIComponent(client.uid);
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={`${paths.admin.projects.getHref()}?new=${uid}`}
        state={RETURN_ON_CLOSE}
        variant="contained"
        startIcon={<AddIcon />}
      >
        New project
      </Button>
      <Button
        component={RouterLink}
        to={`${paths.admin.quotes.getHref()}?client=${uid}&new=1`}
        state={RETURN_ON_CLOSE}
        variant="outlined"
      >
        New quote
      </Button>
      <Button component={RouterLink} to={`${paths.admin.files.getHref()}?client=${uid}`} variant="outlined">
        Upload a file
      </Button>
    </Stack>
  );
}

/** A card of the record; one whose content is a section with its own heading (`hideTitle`) is only the frame. */
function Card({ title, hideTitle = false, children }: { title: string; hideTitle?: boolean; children: ReactNode }) {
  const section = hideTitle ? {} : { component: 'section' as const, 'aria-label': title };
  return (
    <Paper variant="outlined" {...section} sx={{ p: { xs: 2, md: 3 }, height: '100%' }}>
      {!hideTitle && (
        <Typography variant="h2" sx={{ fontSize: '1.2rem', mb: 2 }}>
          {title}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

interface Waiting {
  key: string;
  text: string;
  to: string;
}

/**
 * What waits on the agency (conversations to answer, changes asked for, invoices overdue) and on the client
 * (quotes to answer, deliverables to approve, invoices to pay), from the record's own live lists.
 */
function WaitingCard({ clientId }: { clientId: string }) {
  const threads = useOwnThreads(clientId, THREADS_READ, 'card');
  const files = useClientFiles(clientId, 'card');
  const quotes = useClientQuotes(clientId, 'card');
  const invoices = useClientInvoices(clientId, 'card');
  const uid = encodeURIComponent(clientId);
  return (
    <DashboardCard title="Waiting" reads={[threads, files, quotes, invoices]} skeletonRows={2}>
      {() => {
        const now = new Date();
        const shown = (id: string) => `${paths.admin.quotes.getHref()}?quote=${encodeURIComponent(id)}`;
        const file = (id: string) => `${paths.admin.files.getHref()}?client=${uid}&file=${encodeURIComponent(id)}`;
        const onAgency: Waiting[] = [
          ...(threads.data ?? [])
            // Unanswered, as the inbox's badge and the dashboard count it: the client spoke last, read or not.
            .filter((thread) => thread.lastSenderRole === 'client')
            .map((thread) => ({
              key: `t-${thread.id}`,
              text: `Reply to “${thread.subject}”`,
              // Over this record, where the rest of what waits on the agency stays in view.
              to: paths.admin.client.getConversationHref(uid, thread.id),
            })),
          ...(files.data ?? [])
            .filter((one) => one.deliverable && one.approval?.status === 'changes-requested')
            .map((one) => ({ key: `f-${one.id}`, text: `Changes asked for on ${one.title}`, to: file(one.id) })),
          ...(invoices.data ?? [])
            .filter((invoice) => invoiceDisplayStatus(invoice, now) === 'overdue')
            .map((invoice) => ({
              key: `i-${invoice.id}`,
              text: `${invoice.number} is overdue`,
              to: shown(invoice.quoteId),
            })),
        ];
        const onClient: Waiting[] = [
          ...(quotes.data ?? [])
            .filter((quote) => quote.status === 'sent')
            .map((quote) => ({
              key: `q-${quote.id}`,
              text: `To decide on ${quote.number ?? 'a quote'}: ${quote.title}`,
              to: shown(quote.id),
            })),
          ...(files.data ?? [])
            .filter(awaitsDecision)
            .map((one) => ({ key: `d-${one.id}`, text: `To approve ${one.title}`, to: file(one.id) })),
          ...(invoices.data ?? [])
            .filter((invoice) => invoiceDisplayStatus(invoice, now) === 'issued')
            .map((invoice) => ({
              key: `p-${invoice.id}`,
              text: `To pay ${invoice.number}`,
              to: shown(invoice.quoteId),
            })),
        ];
        return (
          <Stack spacing={2}>
            <WaitingList title="On the agency" items={onAgency} none="Nothing: every message is answered." />
            <WaitingList title="On the client" items={onClient} none="Nothing waits on the client." />
          </Stack>
        );
      }}
    </DashboardCard>
  );
}

function WaitingList({ title, items, none }: { title: string; items: Waiting[]; none: string }) {
  return (
    <div>
      <Typography variant="h3" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {title}
      </Typography>
      {items.length ? (
        <List aria-label={`Waiting ${title.toLowerCase()}`} dense disablePadding>
          {items.map((item) => (
            <ListItem key={item.key} disableGutters>
              <Link component={RouterLink} to={item.to}>
                {item.text}
              </Link>
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography color="textSecondary">{none}</Typography>
      )}
    </div>
  );
}
