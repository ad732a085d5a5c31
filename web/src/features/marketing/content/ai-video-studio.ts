import Campaign from '@mui/icons-material/Campaign';
import Inventory2 from '@mui/icons-material/Inventory2';
import RateReview from '@mui/icons-material/RateReview';
import RecordVoiceOver from '@mui/icons-material/RecordVoiceOver';
import School from '@mui/icons-material/School';
import Theaters from '@mui/icons-material/Theaters';
import { createElement } from 'react';

import { EXPLAINER_VIDEO_SECONDS } from '@agency/common';

import type { Feature } from '../components/feature-grid';
import type { Step } from '../components/numbered-steps';

/** Copy for /ai-video-studio (spec §1: the video types; the sample video is marked coming soon). */

export const videoStudioHero = {
  eyebrow: 'AI Video Studio',
  title: 'Share your message in video',
  subtitle:
    'Short, warm, professional videos made with the help of AI and finished by people who understand purpose-driven work. Explain what you do, launch something new or let your community speak for you.',
};

export const videoTypes: Feature[] = [
  {
    title: 'Explainer and promo videos',
    icon: createElement(Campaign),
    body: `Explain what you do, or promote an offer or event, in a clear ${EXPLAINER_VIDEO_SECONDS.min}–${EXPLAINER_VIDEO_SECONDS.max} second explainer or a short, upbeat promo.`,
  },
  {
    title: 'Product showcases',
    icon: createElement(Inventory2),
    body: 'Show your products, programs or services at their best, with the details people want before they buy or book.',
  },
  {
    title: 'Educational snippets',
    icon: createElement(School),
    body: 'Bite-sized lessons and tips that share your knowledge and build trust with your audience.',
  },
  {
    title: 'AI spokesperson videos',
    icon: createElement(RecordVoiceOver),
    body: 'A friendly AI presenter delivers your script, so you can publish polished videos without stepping in front of a camera.',
  },
  {
    title: 'Branded reels',
    icon: createElement(Theaters),
    body: 'Short vertical videos in your colours and style, made for Instagram, Facebook, TikTok and LinkedIn.',
  },
  {
    title: 'Testimonial videos',
    icon: createElement(RateReview),
    body: 'Turn the kind words of your clients into engaging videos that help others feel confident choosing you.',
  },
];

export const videoSteps: Step[] = [
  {
    title: 'Tell us your message',
    body: 'Share what you want to say, who it is for and where it will be seen.',
  },
  {
    title: 'Script and storyboard',
    body: 'We write the script and plan each scene, then refine them with you until they sound like you.',
  },
  {
    title: 'Create and edit',
    body: 'We produce the video with AI tools, then a person edits, checks and polishes the result.',
  },
  {
    title: 'Ready to share',
    body: 'You receive files sized for your website and social channels, ready to publish.',
  },
];

export const videoStudioCta = {
  title: 'Let’s bring your story to life',
  body: 'Sign in to your free client portal to start a video brief, or get in touch to talk through your idea first.',
};
