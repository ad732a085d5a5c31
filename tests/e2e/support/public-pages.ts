import { PUBLIC_PAGES, type PublicPageKey } from '../../../web/src/config/public-pages';

export { PUBLIC_PAGES };

/** The section ids each public page must render (spec §2), besides its hero and its h1. */
export const SECTIONS: Record<PublicPageKey, string[]> = {
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

/** The JSON-LD blocks a page puts in <head>, by id. */
export const JSON_LD: Partial<Record<PublicPageKey, string[]>> = {
  hosting: ['hosting-offers', 'package-catalogue'],
  webDesign: ['breadcrumbs', 'web-design-offers'],
};

/** Escapes text for use inside a RegExp. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
