import type { PublicPageKey } from '../config/public-pages';

/**
 * The sections each public page shows, by id and in order (spec §2), besides its hero and h1: the anchors other
 * pages link to. The page unit tests and the Playwright tests both check them. Relative imports only: Playwright
 * loads this file without the `@/` alias.
 */
export const PAGE_SECTIONS: Record<PublicPageKey, readonly string[]> = {
  home: [
    'intro',
    'mission',
    'functional-design',
    'services',
    'writers-creatives',
    'industries',
    'approach',
    'ai-solutions',
    'testimonials',
    'about',
    'portal',
    'contact',
  ],
  hosting: ['why-hosting', 'features', 'green-hosting', 'cta', 'plans', 'packages'],
  searchOptimisation: ['features', 'philosophy', 'cta'],
  digitalMarketing: ['features', 'principles', 'cta'],
  aiConsultancy: ['features', 'principles', 'related-services'],
  webDesign: ['plans', 'all-plans', 'comparison', 'faqs', 'related-services'],
  contentCreation: ['services', 'process', 'cta'],
  aiVideoStudio: ['video-types', 'sample', 'how-it-works', 'cta'],
  aiInsightLab: ['how-it-works', 'packages', 'examples', 'cta'],
  privacyPolicy: ['contact'],
  termsOfService: ['contact'],
  disclaimer: ['contact'],
  faq: ['questions', 'contact'],
};
