import { paths } from '@/config/paths';

export interface Service {
  path: string;
  /** The label the header menu, mobile drawer and footer use (spec §2, mobile menu). */
  label: string;
  /** One sentence for service cards and cross-sells. */
  summary: string;
}

/** The eight services, in the order the spec's mobile menu lists them. */
export const SERVICES = {
  webDesign: {
    path: paths.webDesign.path,
    label: 'Web Design',
    summary: 'Websites that tell your story clearly, load fast and work beautifully on every device.',
  },
  hosting: {
    path: paths.hosting.path,
    label: 'Web Hosting',
    summary: 'Green, managed Australian hosting with daily backups, SSL and a 99.9% uptime guarantee.',
  },
  searchOptimisation: {
    path: paths.searchOptimisation.path,
    label: 'Search Optimisation',
    summary: 'Help the people looking for what you offer find you, with honest, sustainable SEO.',
  },
  digitalMarketing: {
    path: paths.digitalMarketing.path,
    label: 'Digital Marketing',
    summary: 'Social media, email and content marketing that build a community around your purpose.',
  },
  aiConsultancy: {
    path: paths.aiConsultancy.path,
    label: 'AI Consultancy',
    summary: 'Practical, ethical AI that saves time: automation, chatbots, insights and more.',
  },
  contentCreation: {
    path: paths.contentCreation.path,
    label: 'Content Creation',
    summary: 'Blogs, video, podcasts, social posts and brand photography, guided by a clear strategy.',
  },
  aiVideoStudio: {
    path: paths.aiVideoStudio.path,
    label: 'AI Video Studio',
    summary: 'Explainers, promos, product showcases and spokesperson videos made with AI, finished by people.',
  },
  aiInsightLab: {
    path: paths.aiInsightLab.path,
    label: 'AI Insight Lab',
    summary: 'Send us your AI questions or research needs and get a considered reply within 24 hours.',
  },
} as const satisfies Record<string, Service>;

export type ServiceKey = keyof typeof SERVICES;

export const SERVICE_LIST: Service[] = Object.values(SERVICES);

/** Spec §3: the four industries the agency serves (the home page section and footer). */
export const INDUSTRY_HIGHLIGHTS = ['Natural Health', 'Environmental', 'Personal Development', 'Nutrition'] as const;

/** The order the home page's services grid and the footer use (spec §2). */
export const SERVICES_GRID_ORDER: Service[] = [
  SERVICES.hosting,
  SERVICES.searchOptimisation,
  SERVICES.digitalMarketing,
  SERVICES.aiConsultancy,
  SERVICES.webDesign,
  SERVICES.contentCreation,
  SERVICES.aiVideoStudio,
  SERVICES.aiInsightLab,
];
