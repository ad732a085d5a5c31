import EditNote from '@mui/icons-material/EditNote';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Insights from '@mui/icons-material/Insights';
import ManageSearch from '@mui/icons-material/ManageSearch';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsSuggest from '@mui/icons-material/SettingsSuggest';
import Spa from '@mui/icons-material/Spa';
import TrendingUp from '@mui/icons-material/TrendingUp';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

import { CtaBand } from '../components/cta-band';
import { type Feature, FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const features: Feature[] = [
  {
    title: 'Keyword Research and Strategy',
    body: 'We learn the words your people actually use when they look for help, then build a plan around the searches that matter to your mission.',
    icon: <ManageSearch />,
  },
  {
    title: 'Content Optimisation',
    body: 'We shape your pages and articles so they answer real questions clearly, keeping your voice while making them easy for search engines to understand.',
    icon: <EditNote />,
  },
  {
    title: 'Technical SEO',
    body: 'Fast pages, clean structure, mobile-friendly layouts and tidy metadata: the groundwork that lets search engines find and trust your site.',
    icon: <SettingsSuggest />,
  },
  {
    title: 'Local SEO',
    body: 'For clinics, studios and services with a home base, we help you show up in local searches and maps when people nearby are looking.',
    icon: <PlaceOutlined />,
  },
  {
    title: 'Analytics and Reporting',
    body: 'Plain-English reports on who is finding you, how, and what they do next, so you can see what is working and decide what comes next.',
    icon: <Insights />,
  },
  {
    title: 'Sustainable Growth',
    body: 'No shortcuts that could cost you later. We build steady visibility that keeps growing long after the first round of work is done.',
    icon: <TrendingUp />,
  },
];

const philosophy: Feature[] = [
  {
    title: 'Honest',
    body: 'We never promise the top spot or use tricks that put your reputation at risk. You will always know what we are doing and why.',
    icon: <VerifiedUserOutlined />,
  },
  {
    title: 'Sustainable',
    body: 'Good SEO is like tending a garden. Patient, consistent care builds results that last, rather than spikes that fade.',
    icon: <Spa />,
  },
  {
    title: 'People First',
    body: 'We write for the person searching, not for an algorithm. Pages that truly help people are the pages search engines reward.',
    icon: <FavoriteBorder />,
  },
];

export default function SearchOptimisationPage({ meta }: PageProps) {
  const login = paths.client.login.getHref();
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow="Search Optimisation"
        title={meta.title}
        subtitle="Help the people who need what you offer find you. Honest, sustainable SEO for purpose-driven businesses, NFPs, educators and consultants."
        actions={[{ label: 'Get a Free Website Assessment', to: login }]}
      />
      <Section
        id="features"
        eyebrow="What we do"
        title="SEO that connects you with your people"
        intro="Everything your website needs to be found, understood and chosen by the right visitors."
      >
        <FeatureGrid items={features} />
      </Section>
      <Section
        id="philosophy"
        eyebrow="Our philosophy"
        title="Search optimisation with integrity"
        intro="Your website is a place for people first. We help search engines see its value, without gaming the system or losing your voice along the way."
        tone="muted"
      >
        <FeatureGrid items={philosophy} />
      </Section>
      <CtaBand
        id="cta"
        title="Ready to be found by the people you serve?"
        body="Start with a free website assessment in your client portal. We will look at where you stand today and suggest the next steps that make sense for you."
        actions={[
          { label: 'Get Started', to: login },
          { label: 'Client Login', to: login },
        ]}
      />
    </MarketingPage>
  );
}
