import Forest from '@mui/icons-material/Forest';
import VolunteerActivism from '@mui/icons-material/VolunteerActivism';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

import { formatAud, HOSTING_PLANS, PACKAGES } from '@agency/common';

import { useJsonLd } from '@/components/seo/json-ld';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

import { CardGrid } from '../components/card-grid';
import { CtaBand } from '../components/cta-band';
import { FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { PriceGrid } from '../components/price-grid';
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
        {...hostingHero}
        title={meta.title}
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
        <CardGrid component="div" columns={{ md: 2 }}>
          <Paper variant="outlined" sx={{ p: 4, height: '100%', borderRadius: 3, borderColor: 'secondary.main' }}>
            <Box aria-hidden="true" sx={{ color: 'secondary.main', mb: 1, '& svg': { fontSize: 40 } }}>
              <VolunteerActivism />
            </Box>
            <Typography variant="h3" component="h3" sx={{ fontSize: '1.35rem', mb: 1 }}>
              {greenHosting.donation.title}
            </Typography>
            <Typography color="textSecondary">{greenHosting.donation.body}</Typography>
          </Paper>
          <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
          >
            {greenHosting.points.map((point) => (
              <Box component="li" key={point} sx={{ display: 'flex', alignItems: 'center', gap: 2.5, py: 1.5 }}>
                <Forest aria-hidden="true" sx={{ color: 'primary.main' }} />
                <Typography sx={{ fontSize: '1.1rem' }}>{point}</Typography>
              </Box>
            ))}
          </Box>
        </CardGrid>
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
        <PriceGrid
          cards={HOSTING_PLANS.map((plan) => ({
            id: plan.id,
            name: plan.name,
            price: formatAud(plan.monthly),
            priceNote: 'per month',
            features: plan.features,
            action: { label: `Choose ${plan.name}`, to: login },
          }))}
        />
      </Section>

      <Section
        id="packages"
        tone="muted"
        eyebrow="Packages"
        title="Website, hosting, search and content together"
        intro="Our packages bundle a new website with hosting, search optimisation and content, for organisations that want one team looking after their whole online presence."
      >
        <PriceGrid
          cards={PACKAGES.map((pkg) => ({
            id: pkg.id,
            name: pkg.name,
            price: formatAud(pkg.price),
            priceNote: '+ GST',
            detail: `+ ${formatAud(pkg.monthly)}/month`,
            features: pkg.includes,
            action: { label: `Start with ${pkg.name}`, to: login },
          }))}
        />
      </Section>
    </MarketingPage>
  );
}
