import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import Groups from '@mui/icons-material/Groups';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import QueryStats from '@mui/icons-material/QueryStats';
import Share from '@mui/icons-material/Share';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import TrackChanges from '@mui/icons-material/TrackChanges';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';

import { CtaBand } from '../components/cta-band';
import { type Feature, FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const features: Feature[] = [
  {
    title: 'Social Media Strategy',
    body: 'We help you choose the platforms that suit you and your audience, and plan posts that feel like you, so showing up is sustainable.',
    icon: <Share />,
  },
  {
    title: 'Email Marketing',
    body: 'Newsletters and welcome journeys that people look forward to opening, written to build trust rather than fill inboxes.',
    icon: <EmailOutlined />,
  },
  {
    title: 'Content Marketing',
    body: 'Articles, guides and stories that share your knowledge generously and give people good reasons to come back.',
    icon: <ArticleOutlined />,
  },
  {
    title: 'Community Building',
    body: 'Conversations, not broadcasts. We help you grow an engaged community around the cause and values you share.',
    icon: <Groups />,
  },
  {
    title: 'Performance Analysis',
    body: 'Clear, honest reporting on what is resonating and what is not, so every hour and dollar goes where it does the most good.',
    icon: <QueryStats />,
  },
  {
    title: 'Targeted Campaigns',
    body: 'Focused campaigns for a launch, an event, an appeal or a new program, aimed at the people most likely to care.',
    icon: <TrackChanges />,
  },
];

const principles: Feature[] = [
  {
    title: 'Authentic Voice',
    body: 'Your marketing should sound like you on a good day. We never use pressure tactics or promises you would not make in person.',
    icon: <HandshakeOutlined />,
  },
  {
    title: 'Respect for Your Audience',
    body: 'Permission-based email, respectful use of data and no spam. People trust you with their attention, and we treat it with care.',
    icon: <ShieldOutlined />,
  },
  {
    title: 'Measured and Transparent',
    body: 'We agree together what success looks like, track it openly and share plainly what we learn, including what did not work.',
    icon: <VisibilityOutlined />,
  },
];

export default function DigitalMarketingPage({ meta }: PageProps) {
  const login = paths.client.login.getHref();
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow="Digital Marketing"
        title={meta.title}
        subtitle="Share your message with the people who need to hear it. Thoughtful social media, email and content marketing for purpose-led brands."
        actions={[{ label: 'Get Started', to: login }]}
      />
      <Section
        id="features"
        eyebrow="What we do"
        title="Marketing that builds real relationships"
        intro="Practical, joined-up marketing that helps you reach, engage and keep the people your work is for."
      >
        <FeatureGrid items={features} />
      </Section>
      <Section
        id="principles"
        eyebrow="How we work"
        title="Three principles behind every campaign"
        intro="Good marketing for conscious businesses is built on trust. These are the commitments we bring to your work."
        tone="muted"
      >
        <FeatureGrid items={principles} />
      </Section>
      <CtaBand
        id="cta"
        title="Let's grow your community together"
        body="Tell us about your audience and your goals in the client portal, and we will suggest a marketing plan that fits your time and budget."
        actions={[
          { label: 'Get Started', to: login },
          { label: 'Client Login', to: login },
        ]}
      />
    </MarketingPage>
  );
}
