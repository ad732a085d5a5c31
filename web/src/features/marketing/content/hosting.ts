import CloudDone from '@mui/icons-material/CloudDone';
import Handshake from '@mui/icons-material/Handshake';
import Language from '@mui/icons-material/Language';
import Security from '@mui/icons-material/Security';
import Speed from '@mui/icons-material/Speed';
import Update from '@mui/icons-material/Update';
import { createElement } from 'react';

import { MIN_DONATION_PERCENT, UPTIME_GUARANTEE_PERCENT } from '@agency/common';

import type { Feature } from '../components/feature-grid';

/** Copy for /hosting (spec §2, hosting page). Prices and figures come from the catalogue. */

export const hostingHero = {
  eyebrow: 'Managed web hosting',
  subtitle:
    'Secure, fast, carefully looked-after hosting on Australian servers, run by a Queensland team that shares your values. You focus on your work; we keep your website well.',
};

export const whyHosting = {
  title: 'Why good hosting matters',
  intro:
    'Your website is often the first conversation someone has with you. Hosting decides whether that conversation starts promptly, stays private and is still there tomorrow.',
  points: [
    {
      title: 'First impressions',
      body: 'A slow or unavailable site can send a visitor elsewhere before they have read a word about your mission.',
    },
    {
      title: 'Trust and privacy',
      body: 'The people you serve share their names, emails and bookings with you. They deserve to know that information is handled with care.',
    },
    {
      title: 'Peace of mind',
      body: 'Updates, backups and monitoring happen quietly in the background, so a problem is fixed before it becomes your problem.',
    },
  ] satisfies Feature[],
};

export const hostingFeatures: Feature[] = [
  {
    title: 'Security',
    icon: createElement(Security),
    body: 'SSL on every site, security updates applied promptly and daily backups, so your visitors are protected and your site can always be restored.',
  },
  {
    title: 'Speed',
    icon: createElement(Speed),
    body: 'Australian servers close to your audience and caching tuned to your site, with a global CDN available for busier sites.',
  },
  {
    title: 'Maintenance',
    icon: createElement(Update),
    body: 'We keep your platform, themes and plugins up to date and check that everything still works afterwards.',
  },
  {
    title: 'Reliability',
    icon: createElement(CloudDone),
    body: `Round-the-clock monitoring and a ${UPTIME_GUARANTEE_PERCENT}% uptime guarantee, so your site is there whenever someone looks for you.`,
  },
  {
    title: 'Domain registration',
    icon: createElement(Language),
    body: 'We can register your domain, manage its settings and keep it renewed, so it never lapses by accident.',
  },
  {
    title: 'Trust',
    icon: createElement(Handshake),
    body: 'A local team who answers in plain English, knows your site and treats your business as if it were our own.',
  },
];

export const greenHosting = {
  eyebrow: 'Our commitment',
  title: 'Hosting that is kind to the planet',
  intro:
    'We host websites in Australia with providers chosen for their commitment to renewable energy, and we build lean sites that need less energy to serve.',
  donation: {
    title: `At least ${MIN_DONATION_PERCENT}% of our revenue goes to sustainability`,
    body: `We donate at least ${MIN_DONATION_PERCENT}% of our revenue to a sustainability not-for-profit. Every hosting plan you choose helps fund work that protects the environment we all share.`,
  },
  points: [
    'Green Australian hosting, close to the people you serve',
    'Efficient, well-built sites that use fewer resources',
    'A business model that gives back to the planet',
  ],
};

export const hostingCta = {
  title: 'Ready for hosting you never have to think about?',
  body: 'Sign in to your free client portal to choose a plan, ask for a website assessment or move an existing site to us. We handle the technical side of the move.',
};
