import Forest from '@mui/icons-material/Forest';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { formatAud, HOSTING_PLANS, PACKAGES } from '@agency/common';

import { useJsonLd } from '@/components/seo/json-ld';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { PriceCard } from '../components/price-card';
import { Section } from '../components/section';
import { greenHosting, hostingCta, hostingFeatures, hostingHero, whyHosting } from '../content/hosting';
import { hostingOffers, packageCatalogue } from '../structured-data';

const login = paths.client.login.getHref();

export default function HostingPage({ meta }: PageProps) {
  useJsonLd('hosting-offers', hostingOffers());
  useJsonLd('package-catalogue', packageCatalogue());

  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow={hostingHero.eyebrow}
        title={meta.title}
        subtitle={hostingHero.subtitle}
        actions={[
          { label: 'Get Started', to: login },
          { label: 'Request a Free Assessment', to: login },
        ]}
      />

      <Section id="why-hosting" title={whyHosting.title} intro={whyHosting.intro}>
        <FeatureGrid items={whyHosting.points} />
      </Section>

      <Section
        id="features"
        tone="muted"
        eyebrow="What you get"
        title="Everything your website needs to thrive"
        intro="Managed hosting means we look after the technical details, so you never have to."
      >
        <FeatureGrid items={hostingFeatures} />
      </Section>

      <Section id="green-hosting" eyebrow={greenHosting.eyebrow} title={greenHosting.title} intro={greenHosting.intro}>
        <Grid container spacing={3} sx={{ alignItems: 'stretch' }}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Paper variant="outlined" sx={{ p: 4, height: '100%', borderRadius: 3, borderColor: 'secondary.main' }}>
              <Box aria-hidden="true" sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 40 } }}>
                <VolunteerActivism />
              </Box>
              <Typography variant="h3" component="h3" sx={{ fontSize: '1.35rem', mb: 1 }}>
                {greenHosting.donation.title}
              </Typography>
              <Typography color="text.secondary">{greenHosting.donation.body}</Typography>
            </Paper>
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <List sx={{ height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}>
              {greenHosting.points.map((point) => (
                <ListItem key={point} disableGutters>
                  <ListItemIcon sx={{ color: 'primary.main', minWidth: 44 }}>
                    <Forest aria-hidden="true" />
                  </ListItemIcon>
                  <ListItemText primary={point} slotProps={{ primary: { sx: { fontSize: '1.1rem' } } }} />
                </ListItem>
              ))}
            </List>
          </Grid>
        </Grid>
      </Section>

      <CtaBand
        id="cta"
        title={hostingCta.title}
        body={hostingCta.body}
        actions={[
          { label: 'Get Started', to: login },
          { label: 'Sign In to Your Portal', to: login },
        ]}
      />

      <Section
        id="plans"
        eyebrow="Hosting plans"
        title="Simple monthly hosting"
        intro="Every plan is fully managed, hosted in Australia and backed up daily. Move up a plan whenever you need to."
      >
        <Grid container spacing={3}>
          {HOSTING_PLANS.map((plan) => (
            <Grid key={plan.id} size={{ xs: 12, md: 4 }}>
              <PriceCard
                name={plan.name}
                price={formatAud(plan.monthly)}
                priceNote="per month"
                features={plan.features}
                action={{ label: `Choose ${plan.name}`, to: login }}
              />
            </Grid>
          ))}
        </Grid>
      </Section>

      <Section
        id="packages"
        tone="muted"
        eyebrow="Packages"
        title="Website, hosting, search and content together"
        intro="Our packages bundle a new website with hosting, search optimisation and content, for organisations that want one team looking after their whole online presence."
      >
        <Grid container spacing={3}>
          {PACKAGES.map((pkg) => (
            <Grid key={pkg.id} size={{ xs: 12, md: 4 }}>
              <PriceCard
                name={pkg.name}
                price={formatAud(pkg.price)}
                priceNote="+ GST"
                detail={`+ ${formatAud(pkg.monthly)}/month`}
                features={pkg.includes}
                action={{ label: `Start with ${pkg.name}`, to: login }}
              />
            </Grid>
          ))}
        </Grid>
      </Section>
    </MarketingPage>
  );
}
