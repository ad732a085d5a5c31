import AutoAwesome from '@mui/icons-material/AutoAwesome';
import AutoMode from '@mui/icons-material/AutoMode';
import Balance from '@mui/icons-material/Balance';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Insights from '@mui/icons-material/Insights';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import type { PageProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { SERVICES } from '@/config/services';

import { CrossSell } from '../components/cross-sell';
import { type Feature, FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const features: Feature[] = [
  {
    title: 'Process Automation',
    body: 'Hand repetitive admin such as bookings, follow-ups and data entry to reliable automations, and win back time for the work you love.',
    icon: <AutoMode />,
  },
  {
    title: 'Intelligent Chatbots',
    body: 'A friendly assistant on your website that answers common questions day and night, and knows when to pass people on to you.',
    icon: <ChatOutlined />,
  },
  {
    title: 'Data Insights',
    body: 'Turn the enquiries, sales and feedback you already collect into clear insights about what your clients need.',
    icon: <Insights />,
  },
  {
    title: 'Personalisation',
    body: 'Show each visitor the information, programs or products most relevant to them, so your website feels like a conversation.',
    icon: <Tune />,
  },
  {
    title: 'Content Enhancement',
    body: 'Use AI to draft, edit and repurpose content faster, while your own voice and values stay at the heart of every word.',
    icon: <AutoAwesome />,
  },
  {
    title: 'Business Optimisation',
    body: 'Find the places where AI can genuinely help your organisation, and a practical, affordable plan to put it to work.',
    icon: <TrendingUp />,
  },
];

const principles: Feature[] = [
  {
    title: 'Human-Centred',
    body: 'AI should support people, not replace the care and connection at the heart of your work. We keep a person in the loop where it matters.',
    icon: <FavoriteBorder />,
  },
  {
    title: 'Ethical and Transparent',
    body: 'We respect privacy, are open about when AI is in use, and choose tools that handle your data and your clients’ data responsibly.',
    icon: <Balance />,
  },
  {
    title: 'Practical and Proportionate',
    body: 'We start small, with the tasks that cost you the most time, and only recommend AI where it clearly earns its place.',
    icon: <LightbulbOutlined />,
  },
];

export default function AiConsultancyPage({ meta }: PageProps) {
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow="AI Consultancy"
        title={meta.title}
        subtitle="Practical, ethical AI for small organisations. Save time, understand your clients better and focus on the work that matters most."
        actions={[{ label: 'Get Started', to: paths.client.login.getHref() }]}
      />
      <Section
        id="features"
        eyebrow="What we do"
        title="AI that works for you"
        intro="From a single automation to a whole-of-business plan, we help you use AI with confidence and care."
        tone="muted"
      >
        <FeatureGrid items={features} />
      </Section>
      <Section
        id="principles"
        eyebrow="Our approach"
        title="Our AI principles"
        intro="Technology should serve your mission. These principles guide every AI recommendation we make."
      >
        <FeatureGrid items={principles} />
      </Section>
      {/* CrossSell is always muted, so the sections alternate muted, default, muted. */}
      <CrossSell
        intro="Services that pair naturally with AI consultancy, for when you are ready to go further."
        services={[SERVICES.aiInsightLab, SERVICES.aiVideoStudio, SERVICES.digitalMarketing]}
        notes={{ [SERVICES.aiInsightLab.path]: `Answers within ${REPLY_WITHIN_HOURS} hours` }}
      />
    </MarketingPage>
  );
}
