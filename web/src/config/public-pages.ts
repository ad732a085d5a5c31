import { paths } from './paths';

/**
 * Every public page with its head: the router, the prerenderer, the sitemap and the tests all read this table,
 * so a page's title, description and address are written once. Keep it free of imports beyond `paths`: build
 * scripts and Playwright tests import it directly.
 */
export const PUBLIC_PAGES = [
  {
    key: 'home',
    path: paths.home.path,
    title: 'Conscious Web Studio',
    description:
      'AI-powered websites, green hosting and marketing for purpose-driven small businesses, NFPs, educators and consultants in Queensland and across Australia.',
  },
  {
    key: 'hosting',
    path: paths.hosting.path,
    title: 'Green Australian Web Hosting',
    description:
      'Secure, fast, managed green hosting in Australia with daily backups, SSL and a 99.9% uptime guarantee, from $50 a month.',
  },
  {
    key: 'searchOptimisation',
    path: paths.searchOptimisation.path,
    title: 'Search Optimisation',
    description:
      'Keyword research, content optimisation, technical and local SEO that help the right people find your mission.',
  },
  {
    key: 'digitalMarketing',
    path: paths.digitalMarketing.path,
    title: 'Digital Marketing',
    description:
      'Social media, email and content marketing, community building and targeted campaigns for purpose-led brands.',
  },
  {
    key: 'aiConsultancy',
    path: paths.aiConsultancy.path,
    title: 'AI Consultancy',
    description:
      'Practical, ethical AI for small organisations: process automation, chatbots, data insights and personalisation.',
  },
  {
    key: 'webDesign',
    path: paths.webDesign.path,
    title: 'Web Design Plans and Pricing',
    description:
      'Three clear web design plans for conscious businesses: Starter $2,250, Standard $3,800 and Professional $7,500 (AUD + GST).',
  },
  {
    key: 'contentCreation',
    path: paths.contentCreation.path,
    title: 'Content Creation',
    description:
      'Blog writing, video, podcasts, social media content and brand photography, guided by a clear content strategy.',
  },
  {
    key: 'aiVideoStudio',
    path: paths.aiVideoStudio.path,
    title: 'AI Video Studio',
    description:
      'Explainer and promo videos, product showcases, educational snippets, AI spokesperson videos, branded reels and testimonials.',
  },
  {
    key: 'aiInsightLab',
    path: paths.aiInsightLab.path,
    title: 'AI Insight Lab',
    description:
      'Send us your AI questions or research needs and get a considered reply within 24 hours, often the same day.',
  },
  {
    key: 'privacyPolicy',
    path: paths.privacyPolicy.path,
    title: 'Privacy Policy',
    description: 'How Conscious Web Studio collects, uses, keeps and protects your personal information.',
  },
  {
    key: 'termsOfService',
    path: paths.termsOfService.path,
    title: 'Terms of Service',
    description: 'The terms on which Conscious Web Studio provides its services, including payment and cancellation.',
  },
  {
    key: 'disclaimer',
    path: paths.disclaimer.path,
    title: 'Disclaimer',
    description: 'The limits of the general information published on the Conscious Web Studio website.',
  },
  {
    key: 'faq',
    path: paths.faq.path,
    title: 'Frequently Asked Questions',
    description:
      'Answers to the questions clients ask us most about websites, hosting, pricing, timelines and support.',
  },
] as const;

export type PublicPage = (typeof PUBLIC_PAGES)[number];
export type PublicPageKey = PublicPage['key'];

/** The built HTML file a public page's path is prerendered to; Hosting's cleanUrls serves it at the path. */
export const prerenderedFile = (path: string) => (path === '/' ? 'index.html' : `${path.slice(1)}.html`);
