import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import {
  BUILD_TIMELINE_WEEKS,
  CURRENCY,
  formatAud,
  HOSTING_AND_CARE_FROM_MONTHLY,
  MIN_DONATION_PERCENT,
  PACKAGES,
  REPLY_WITHIN_HOURS,
  TERMS,
  UPTIME_GUARANTEE_PERCENT,
  WEB_DESIGN_PLANS,
} from '@agency/common';

import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';
import { contact } from '@/config/site';

import { ContactDetails } from '../components/contact-details';
import { type FaqItem, FaqList } from '../components/faq-list';
import { LinkButton } from '../components/link-button';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const { simpleSite, advancedSite } = BUILD_TIMELINE_WEEKS;

/** "Starter $2,250, Standard $3,800 and Professional $7,500", from the catalogue. */
const planPrices = new Intl.ListFormat('en-AU', { type: 'conjunction' }).format(
  WEB_DESIGN_PLANS.map((plan) => `${plan.name} ${formatAud(plan.price)}`),
);
const packagesFrom = formatAud(Math.min(...PACKAGES.map((pkg) => pkg.price)));

function InternalLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link component={RouterLink} to={to}>
      {children}
    </Link>
  );
}

const questions: FaqItem[] = [
  {
    question: 'How long does it take to build a website?',
    answer: (
      <>
        A simple site usually takes {simpleSite.min}–{simpleSite.max} weeks. Advanced sites, with online shops, bookings
        or custom integrations, take {advancedSite.min}–{advancedSite.max}+ weeks. Having your words and images ready
        early is the best way to keep things moving.
      </>
    ),
  },
  {
    question: 'How much does a website cost?',
    answer: (
      <>
        Our web design plans are {planPrices} ({CURRENCY} plus GST, one-time). Packages that bundle design with hosting,
        SEO and content start from {packagesFrom}. See the details on our{' '}
        <InternalLink to={paths.webDesign.getHref()}>web design page</InternalLink>, or ask for a ballpark quote in your
        free client portal.
      </>
    ),
  },
  {
    question: 'Do you provide web hosting?',
    answer: (
      <>
        Yes. We offer green, managed Australian hosting from {formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} a month, with
        SSL, daily backups and a {UPTIME_GUARANTEE_PERCENT}% uptime guarantee. We look after updates and security so you
        do not have to. Compare the plans on our <InternalLink to={paths.hosting.getHref()}>hosting page</InternalLink>.
      </>
    ),
  },
  {
    question: 'What is the client portal, and is it really free?',
    answer: (
      <>
        Yes, it is free. The portal is your home base with us: request a website assessment, get ballpark quotes, share
        files and review proposals, all in one place. You can{' '}
        <InternalLink to={paths.client.onboarding.getHref()}>join the portal</InternalLink> without any obligation.
      </>
    ),
  },
  {
    question: 'What AI services do you offer?',
    answer: (
      <>
        Our <InternalLink to={paths.aiConsultancy.getHref()}>AI consultancy</InternalLink> helps you use AI practically
        and ethically, from automation to chatbots. The{' '}
        <InternalLink to={paths.aiVideoStudio.getHref()}>AI video studio</InternalLink> creates explainer, promo and
        educational videos. In the <InternalLink to={paths.aiInsightLab.getHref()}>AI insight lab</InternalLink> you
        send us your AI questions or research needs and get a reply within {REPLY_WITHIN_HOURS} hours.
      </>
    ),
  },
  {
    question: 'Do you offer ongoing support after launch?',
    answer: (
      <>
        Yes. Every web design plan includes a follow-up after launch to check everything is working well for you. After
        that, our hosting and care plans, from {formatAud(HOSTING_AND_CARE_FROM_MONTHLY)} a month, keep your site
        secure, backed up and up to date, and you can message us through the client portal whenever you need a hand.
      </>
    ),
  },
  {
    question: 'What are your payment terms?',
    answer: (
      <>
        Invoices are payable within {TERMS.invoiceDueDays} days. Overdue amounts attract interest of{' '}
        {TERMS.overdueInterestPercentPerMonth}% per month. All prices are in Australian dollars and include GST where
        applicable. Our <InternalLink to={paths.termsOfService.getHref()}>terms of service</InternalLink> have the
        details.
      </>
    ),
  },
  {
    question: 'Can I cancel a service?',
    answer: (
      <>
        Yes. Ongoing services and projects can be cancelled with {TERMS.cancellationNoticeDays} days written notice. You
        pay only for the work done up to the end of the notice period.
      </>
    ),
  },
  {
    question: 'Who do you work with?',
    answer: (
      <>
        Purpose-driven and conscious small businesses, not-for-profits, educators and consultants, including natural
        health, environmental, personal development and nutrition businesses, as well as writers and creatives. We are
        based in Queensland and work with clients across Australia.
      </>
    ),
  },
  {
    question: 'Will I be able to update my website myself?',
    answer: (
      <>
        Yes. Every plan comes with a guide written for you, and our Professional plan includes training. We build sites
        that are easy to look after, and we are always happy to make changes for you if you would rather not.
      </>
    ),
  },
  {
    question: 'Can you help my website show up in search results?',
    answer: (
      <>
        Every web design plan includes basic SEO. For more, our{' '}
        <InternalLink to={paths.searchOptimisation.getHref()}>search optimisation</InternalLink> service covers keyword
        research, content, technical and local SEO. We will never promise a particular ranking; we focus on honest,
        lasting work that helps the right people find you.
      </>
    ),
  },
  {
    question: 'How does your business give back?',
    answer: (
      <>
        We donate at least {MIN_DONATION_PERCENT}% of our revenue to a sustainability not-for-profit, and our hosting is
        green. Working with us supports the causes you care about.
      </>
    ),
  },
];

export default function FaqPage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow="FAQ"
        title={meta.title}
        subtitle="Straight answers to the questions we hear most about websites, hosting, pricing, timelines and support."
      />
      <Section id="questions" title="Your questions, answered" intro="Select a question to see its answer.">
        <FaqList items={questions} />
      </Section>
      <Section
        id="contact"
        title="Still have a question?"
        intro={`We would love to hear from you. We reply to every message within ${REPLY_WITHIN_HOURS} hours.`}
        tone="muted"
      >
        <Card variant="outlined" sx={{ maxWidth: 520, mx: 'auto', borderRadius: 3 }}>
          <CardContent sx={{ p: 3 }}>
            <ContactDetails />
            <Typography color="textSecondary" sx={{ mt: 1 }}>
              {contact.hours}
            </Typography>
            <Box sx={{ mt: 3, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2 }}>
              <LinkButton to={homeAnchors.contact} variant="contained">
                Send Us a Message
              </LinkButton>
              <LinkButton to={paths.client.login.getHref()} variant="outlined">
                Client Login
              </LinkButton>
            </Box>
          </CardContent>
        </Card>
      </Section>
    </MarketingPage>
  );
}
