import EditNote from '@mui/icons-material/EditNote';
import MapOutlined from '@mui/icons-material/MapOutlined';
import MicOutlined from '@mui/icons-material/MicOutlined';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Share from '@mui/icons-material/Share';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';

import type { PageProps } from '@/components/seo/page-meta';
import { homeAnchors, paths } from '@/config/paths';

import { CtaBand } from '../components/cta-band';
import { type Feature, FeatureGrid } from '../components/feature-grid';
import { MarketingPage } from '../components/marketing-page';
import { NumberedSteps, type Step } from '../components/numbered-steps';
import { PageHero } from '../components/page-hero';
import { Section } from '../components/section';

const services: Feature[] = [
  {
    title: 'Blog Writing',
    body: 'Thoughtful articles that share your expertise, answer the questions your clients ask and help new people find you through search.',
    icon: <EditNote />,
  },
  {
    title: 'Video',
    body: 'Short, warm videos that introduce you, explain what you do or teach something useful, shaped for your website and social channels.',
    icon: <VideocamOutlined />,
  },
  {
    title: 'Podcasts',
    body: 'Planning, recording support, editing and show notes, so your conversations reach listeners who care about the same things you do.',
    icon: <MicOutlined />,
  },
  {
    title: 'Social Media Content',
    body: 'Posts, captions and graphics that feel true to your brand, planned ahead so you can show up consistently without the stress.',
    icon: <Share />,
  },
  {
    title: 'Brand Photography',
    body: 'Natural, honest images of you, your space and your work that give your website and socials a warm, recognisable look.',
    icon: <PhotoCameraOutlined />,
  },
  {
    title: 'Content Strategy',
    body: 'A clear plan for what to create, for whom and when, so every piece of content works towards your goals.',
    icon: <MapOutlined />,
  },
];

const steps: Step[] = [
  {
    title: 'Listen',
    body: 'We start with a conversation about your mission, your audience and the stories only you can tell.',
  },
  {
    title: 'Plan',
    body: 'Together we shape a content plan and calendar that fits your goals, your budget and your capacity.',
  },
  {
    title: 'Create',
    body: 'We write, film, record and photograph, sharing drafts with you so the finished work sounds and looks like you.',
  },
  {
    title: 'Share and refine',
    body: 'We publish across your channels, look at what resonates and fine-tune the plan as we learn together.',
  },
];

export default function ContentCreationPage({ meta }: PageProps) {
  const login = paths.client.login.getHref();
  return (
    <MarketingPage meta={meta}>
      <PageHero
        eyebrow="Content Creation"
        title={meta.title}
        subtitle="Words, video, audio and images that tell your story with heart. Content for purpose-driven businesses, educators, writers and creatives."
        actions={[{ label: 'Get Started', to: login }]}
      />
      <Section
        id="services"
        eyebrow="What we create"
        title="Content that carries your message"
        intro="Whatever form your story takes, we help you create content people want to read, watch, hear and share."
      >
        <FeatureGrid items={services} />
      </Section>
      <Section
        id="process"
        eyebrow="Our process"
        title="How we work together"
        intro="A simple, collaborative process that keeps you in control of your voice without taking over your week."
        tone="muted"
      >
        <NumberedSteps steps={steps} />
      </Section>
      <CtaBand
        id="cta"
        title="Let's tell your story"
        body="Start in your free client portal, or send us a message about the content you have in mind and we will be in touch."
        actions={[
          { label: 'Get Started', to: login },
          { label: 'Contact Us', to: homeAnchors.contact },
        ]}
      />
    </MarketingPage>
  );
}
