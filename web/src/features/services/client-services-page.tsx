import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { formatAud, HOSTING_PLANS, INSIGHT_LAB_PACKAGES, PACKAGES, WEB_DESIGN_PLANS } from '@agency/common';

import { PortalPage } from '@/components/page/portal-page';
import { SectionCard } from '@/components/section-card';
import type { PageProps } from '@/components/seo/page-meta';
import { SERVICES } from '@/config/services';

import { BallparkCalculator } from './ballpark-calculator';

/** The services priced by the hour or the project elsewhere: each links to its public page. */
const OTHER_SERVICES = [
  SERVICES.searchOptimisation,
  SERVICES.digitalMarketing,
  SERVICES.aiConsultancy,
  SERVICES.contentCreation,
  SERVICES.aiVideoStudio,
];

/** /client/services: every tier from the price catalogue (common), and a ballpark calculator. */
export default function ClientServicesPage({ meta }: PageProps) {
  return (
    <PortalPage
      meta={meta}
      title="Services"
      intro="What we offer and what it costs. Prices are in Australian dollars and exclude GST, which is added at 10 %."
    >
      <Stack spacing={3}>
        <SectionCard title="Ballpark calculator">
          <BallparkCalculator />
        </SectionCard>
        <SectionCard title="Web design plans">
          <Tiers>
            {WEB_DESIGN_PLANS.map((plan) => (
              <Tier
                key={plan.id}
                name={plan.name}
                price={`${formatAud(plan.price)} one-time`}
                note={`Delivered in ${plan.delivery}. Hosting from ${formatAud(plan.hostingFromMonthly)} a month.`}
                popular={plan.popular}
                items={plan.features}
              />
            ))}
          </Tiers>
        </SectionCard>
        <SectionCard title="Packages">
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Design, hosting, search optimisation and content together, for one price and one monthly fee.
          </Typography>
          <Tiers>
            {PACKAGES.map((bundle) => (
              <Tier
                key={bundle.id}
                name={bundle.name}
                price={`${formatAud(bundle.price)} + ${formatAud(bundle.monthly)} a month`}
                items={bundle.includes}
              />
            ))}
          </Tiers>
        </SectionCard>
        <SectionCard title="Hosting plans">
          <Tiers>
            {HOSTING_PLANS.map((plan) => (
              <Tier key={plan.id} name={plan.name} price={`${formatAud(plan.monthly)} a month`} items={plan.features} />
            ))}
          </Tiers>
        </SectionCard>
        <SectionCard title="AI insight lab">
          <Tiers>
            {INSIGHT_LAB_PACKAGES.map((lab) => (
              <Tier
                key={lab.hours}
                name={`${lab.hours} hours`}
                price={formatAud(lab.price)}
                popular={lab.popular}
                items={[lab.summary, 'A reply within 24 hours']}
              />
            ))}
          </Tiers>
        </SectionCard>
        <SectionCard title="Other services">
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            Quoted for what you need: tell us about it in Messages, or read more first.
          </Typography>
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {OTHER_SERVICES.map((service) => (
              <Grid key={service.path} size={{ xs: 12, md: 6 }} component="li">
                <Link href={service.path} sx={{ fontWeight: 600 }}>
                  {service.label}
                </Link>
                <Typography color="textSecondary">{service.summary}</Typography>
              </Grid>
            ))}
          </Grid>
        </SectionCard>
      </Stack>
    </PortalPage>
  );
}

function Tiers({ children }: { children: ReactNode }) {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Grid>
  );
}

interface TierProps {
  name: string;
  price: string;
  note?: string;
  popular?: boolean;
  items: readonly string[];
}

function Tier({ name, price, note, popular = false, items }: TierProps) {
  return (
    <Grid size={{ xs: 12, md: 4 }} component="li">
      <Paper variant="outlined" component="article" aria-label={name} sx={{ p: 2, height: '100%' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Typography variant="h3" sx={{ fontSize: '1.15rem' }}>
            {name}
          </Typography>
          {popular && <Chip size="small" color="primary" label="Most popular" />}
        </Stack>
        <Typography sx={{ fontWeight: 600 }}>{price}</Typography>
        {note && (
          <Typography variant="body2" color="textSecondary">
            {note}
          </Typography>
        )}
        <Typography component="ul" variant="body2" sx={{ pl: 2.5, mb: 0 }}>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </Typography>
      </Paper>
    </Grid>
  );
}
