import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Policy from '@mui/icons-material/Policy';
import Schedule from '@mui/icons-material/Schedule';
import SmartToy from '@mui/icons-material/SmartToy';
import { createElement } from 'react';

import { REPLY_WITHIN_HOURS } from '@agency/common';

import type { Feature } from '../components/feature-grid';
import type { Step } from '../components/numbered-steps';

/** Copy for /ai-insight-lab (spec §1: questions or research needs answered within 24 hours, often the same day). */

export const insightLabHero = {
  eyebrow: 'AI Insight Lab',
  title: 'Clear answers to your AI questions',
  subtitle: `Send us a question about AI, or something you need researched, and get a clear, considered reply within ${REPLY_WITHIN_HOURS} hours, often the same day.`,
};

export const insightLabSteps: Step[] = [
  {
    title: 'Share your question',
    body: 'Sign in to your free client portal and tell us what you want to know or research, with any background that helps.',
  },
  {
    title: 'We research it',
    body: 'We dig into the tools, sources and options that matter for an organisation like yours, and test ideas where we can.',
  },
  {
    title: 'You get a clear reply',
    body: `Within ${REPLY_WITHIN_HOURS} hours, often the same day, you receive a plain-English answer with practical next steps.`,
  },
];

/** Lines every package card shares; the package's own summary comes from the catalogue. */
export const insightLabPackageIncludes = [
  `A reply within ${REPLY_WITHIN_HOURS} hours, often the same day`,
  'Plain-English answers with practical next steps',
  'Asked and answered through your client portal',
];

export const insightLabExamples: Feature[] = [
  {
    title: 'Which AI tools suit us?',
    icon: createElement(SmartToy),
    body: 'A short list of tools that fit your budget, your team and the way you already work.',
  },
  {
    title: 'Is it safe to use AI with client information?',
    icon: createElement(Policy),
    body: 'What to watch for with privacy and consent, and how to set sensible boundaries.',
  },
  {
    title: 'Where could AI save us time?',
    icon: createElement(Schedule),
    body: 'A look at your admin, bookings, emails and reporting to find the tasks worth automating.',
  },
  {
    title: 'How are others in our field using AI?',
    icon: createElement(Groups),
    body: 'Research into how similar businesses, not-for-profits and educators are putting AI to work.',
  },
  {
    title: 'What should our AI policy say?',
    icon: createElement(Gavel),
    body: 'Plain guidance for your team on when and how to use AI, in keeping with your values.',
  },
  {
    title: 'Can AI help us understand our data?',
    icon: createElement(Insights),
    body: 'Ideas for turning survey results, sales or program data into insights you can act on.',
  },
];

export const insightLabCta = {
  title: 'Have a question about AI?',
  body: 'Ask it today and have a thoughtful answer back soon after. Not sure where to start? Get in touch and we will help you frame it.',
};
