import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import {
  BUDGET_RANGES,
  INDUSTRIES,
  NOTIFICATION_PREFERENCE_LABELS,
  optionLabel,
  SERVICE_INTERESTS,
  TIMELINES,
} from '@agency/common';

import { DetailsList } from '@/components/details-list';
import { When } from '@/components/when';
import type { Client } from '@/lib/firestore/clients';
import { mailtoHref } from '@/lib/mailto';

import { ROLE_LABELS } from './client-labels';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ '& + &': { mt: 3 } }}>
      <Typography variant="h3" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

const notGiven = (
  <Typography component="span" color="textSecondary">
    Not given
  </Typography>
);

/**
 * The client typed their website, so it is only a link when it is a web page: a `javascript:` or `data:` address
 * must never become something the admin can click in their signed-in session. Anything else shows as text.
 */
function Website({ address }: { address: string }) {
  if (!address) return notGiven;
  const href = webPageHref(address);
  if (!href) return <span>{address}</span>;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {address.replace(/^https?:\/\//i, '')}
    </Link>
  );
}

function webPageHref(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Everything the agency knows about a client: account, profile, and what they told us when onboarding (where they
 * came from is in the record's header).
 */
export function ClientDetails({ client }: { client: Client }) {
  const { onboarding } = client;
  return (
    <>
      <Section title="Account">
        <DetailsList
          rows={[
            ['Role', ROLE_LABELS[client.role]],
            ['Email', <Link href={mailtoHref(client.email)}>{client.email}</Link>],
            // An invited client has not joined yet: the date is when the agency invited them.
            [client.status === 'invited' ? 'Invited on' : 'Joined', <When date={client.createdAt} format="day" />],
          ]}
        />
      </Section>
      <Section title="Profile">
        <DetailsList
          rows={[
            ['Business', client.businessName || notGiven],
            [
              'Phone',
              client.phone ? (
                <Link href={`tel:${client.phone.replace(/[^0-9+]/g, '')}`}>{client.phone}</Link>
              ) : (
                notGiven
              ),
            ],
            ['Website', <Website address={client.website} />],
            ['Location', client.location || notGiven],
            ['Industry', client.industry ? optionLabel(INDUSTRIES, client.industry) : notGiven],
            ['Notifications', NOTIFICATION_PREFERENCE_LABELS[client.notificationPreference]],
          ]}
        />
      </Section>
      <Section title="Onboarding answers">
        {onboarding ? (
          <DetailsList
            rows={[
              ['Services', onboarding.services.map((service) => optionLabel(SERVICE_INTERESTS, service)).join(', ')],
              ['Budget', optionLabel(BUDGET_RANGES, onboarding.budget)],
              ['Timeline', optionLabel(TIMELINES, onboarding.timeline)],
              [
                'Goals',
                <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
                  {onboarding.goals}
                </Box>,
              ],
              ...(client.onboardedAt
                ? [['Completed', <When date={client.onboardedAt} format="day" />] as [string, ReactNode]]
                : []),
            ]}
          />
        ) : (
          <Typography color="textSecondary">Not completed yet.</Typography>
        )}
      </Section>
    </>
  );
}
