import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

import { ALL_PLANS_INCLUDE, formatAud, HOSTING_AND_CARE_FROM_MONTHLY, WEB_DESIGN_PLANS } from '@agency/common';

import { useJsonLd } from '@/components/seo/json-ld';
import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { SERVICES } from '@/config/services';

import { CardGrid } from '../components/card-grid';
import { CrossSell } from '../components/cross-sell';
import { FaqList } from '../components/faq-list';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { PriceGrid } from '../components/price-grid';
import { Section } from '../components/section';
import { webDesignFaqs, webDesignHero } from '../content/web-design';
import { webDesignBreadcrumbs, webDesignOffers } from '../structured-data';

const login = paths.client.login.getHref();

export default function WebDesignPage({ meta }: PageProps) {
  useJsonLd('breadcrumbs', webDesignBreadcrumbs());
  useJsonLd('web-design-offers', webDesignOffers());

  return (
    <MarketingPage meta={meta}>
      <PageHero {...webDesignHero} actions={[{ label: 'Get Started', to: login }]} />

      <Section
        id="plans"
        tone="muted"
        eyebrow="Plans and pricing"
        title="Choose the plan that fits your next step"
        intro="Fixed, one-time prices in Australian dollars. Each plan includes the words, design and set-up to launch with confidence."
      >
        <PriceGrid
          cards={WEB_DESIGN_PLANS.map((plan) => ({
            id: plan.id,
            name: plan.name,
            price: formatAud(plan.price),
            priceNote: '+ GST, one-time',
            badge: plan.popular ? 'Most Popular' : undefined,
            detail: (
              <>
                <div>Delivered in {plan.delivery}</div>
                <div>Hosting from {formatAud(plan.hostingFromMonthly)}/month</div>
              </>
            ),
            features: plan.features,
            action: { label: `Choose ${plan.name}`, to: login },
          }))}
        />
      </Section>

      <Section
        id="all-plans"
        title="Included in every plan"
        intro={`Hosting and care plans start from ${formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} per month.`}
      >
        <Paper variant="outlined" sx={{ maxWidth: 760, mx: 'auto', p: { xs: 3, md: 4 }, borderRadius: 3 }}>
          <CardGrid columns={{ sm: 2 }} gap={2}>
            {ALL_PLANS_INCLUDE.map((item) => (
              <Box component="li" key={item} sx={{ display: 'flex', gap: 1.5 }}>
                <CheckCircleOutlined aria-hidden="true" sx={{ color: 'primary.main' }} />
                <Typography>{item}</Typography>
              </Box>
            ))}
          </CardGrid>
        </Paper>
      </Section>

      <Section
        id="comparison"
        tone="muted"
        title="Compare the plans"
        intro="A quick way to see which plan suits where your organisation is today."
      >
        {/* Scrolls sideways on phones; focusable so keyboard users can scroll it too. */}
        <TableContainer
          component={Paper}
          variant="outlined"
          role="region"
          aria-label="Plan comparison, scrolls sideways on small screens"
          tabIndex={0}
          sx={{ borderRadius: 3 }}
        >
          <Table
            aria-label="Web design plans compared by core focus, key benefit and ideal client"
            sx={{ minWidth: 720 }}
          >
            <TableHead>
              <TableRow>
                {['Tier', 'Core focus', 'Key benefit', 'Ideal client'].map((heading) => (
                  <TableCell key={heading} scope="col" sx={{ fontWeight: 700 }}>
                    {heading}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {WEB_DESIGN_PLANS.map((plan) => (
                <TableRow key={plan.id}>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {plan.name}
                    <Box component="span" sx={{ display: 'block', fontWeight: 400, color: 'text.secondary' }}>
                      {formatAud(plan.price)} + GST
                    </Box>
                  </TableCell>
                  <TableCell>{plan.coreFocus}</TableCell>
                  <TableCell>{plan.keyBenefit}</TableCell>
                  <TableCell>{plan.idealClient}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Section>

      <Section id="faqs" title="Web design questions" intro="What people usually ask before we start.">
        <FaqList items={webDesignFaqs} />
      </Section>

      <CrossSell
        intro="A website does its best work with good hosting, search and content behind it."
        services={[SERVICES.hosting, SERVICES.searchOptimisation, SERVICES.contentCreation]}
      />
    </MarketingPage>
  );
}
