/**
 * Every URL of the product, defined once (spec §2). Components link with `getHref`; the router declares each
 * `path` exactly once in `app/routes.ts`.
 */
const route = (path: string) => ({ path, getHref: () => path });

/** The query parameter naming a conversation open in place over a client's or a project's record. */
export const IN_PLACE_CONVERSATION = 'conversation';

/** Where the portal and the admin area begin: every address under each is that area's, and loads Firebase. */
export const AREA_BASES = { client: '/client', admin: '/webmin1010' } as const;

export const paths = {
  home: route('/'),
  hosting: route('/hosting'),
  searchOptimisation: route('/search-optimisation'),
  digitalMarketing: route('/digital-marketing'),
  aiConsultancy: route('/ai-consultancy'),
  webDesign: route('/web-design'),
  contentCreation: route('/content-creation'),
  aiVideoStudio: route('/ai-video-studio'),
  aiInsightLab: route('/ai-insight-lab'),
  privacyPolicy: route('/privacy-policy'),
  termsOfService: route('/terms-of-service'),
  disclaimer: route('/disclaimer'),
  faq: route('/faq'),

  client: {
    login: route('/client/login'),
    resetPassword: route('/client/reset-password'),
    dashboard: route('/client/dashboard'),
    services: route('/client/services'),
    projects: route('/client/projects'),
    project: {
      path: '/client/projects/:id',
      getHref: (id: string) => `/client/projects/${encodeURIComponent(id)}`,
    },
    messages: route('/client/messages'),
    thread: {
      path: '/client/messages/:threadId',
      /** The route: the list at /client/messages, a conversation below it (one page for both). */
      route: '/client/messages/:threadId?',
      getHref: (threadId: string) => `/client/messages/${encodeURIComponent(threadId)}`,
    },
    files: route('/client/files'),
    quotes: route('/client/quotes'),
    /** One quote, open over the quotes list (`?quote=<id>`): the page mails, cards and other lists link to. */
    quote: {
      param: 'quote',
      getHref: (quoteId: string) => `/client/quotes?quote=${encodeURIComponent(quoteId)}`,
    },
    payment: route('/client/payment'),
    quotePayment: {
      path: '/client/payment/:quoteId',
      getHref: (quoteId: string) => `/client/payment/${encodeURIComponent(quoteId)}`,
    },
    profile: route('/client/profile'),
    assessments: route('/client/assessments'),
    assessment: {
      path: '/client/assessments/:id',
      getHref: (id: string) => `/client/assessments/${encodeURIComponent(id)}`,
    },
    onboarding: route('/client/onboarding'),
  },

  admin: {
    login: route('/webmin1010/login'),
    dashboard: route(AREA_BASES.admin),
    clients: route('/webmin1010/clients'),
    /** One client's record: everything the agency has with them, in one place. */
    client: {
      path: '/webmin1010/clients/:clientId',
      getHref: (clientId: string) => `/webmin1010/clients/${encodeURIComponent(clientId)}`,
      /** One of the client's conversations, open in place over the record (`?conversation=<threadId>`). */
      getConversationHref: (clientId: string, threadId: string) =>
        `/webmin1010/clients/${encodeURIComponent(clientId)}?${IN_PLACE_CONVERSATION}=${encodeURIComponent(threadId)}`,
    },
    projects: route('/webmin1010/projects'),
    /** One project's record: its summary, milestones, files, quotes and invoices, conversation and timeline. */
    project: {
      path: '/webmin1010/projects/:projectId',
      getHref: (projectId: string) => `/webmin1010/projects/${encodeURIComponent(projectId)}`,
    },
    messages: route('/webmin1010/messages'),
    thread: {
      path: '/webmin1010/messages/:threadId',
      route: '/webmin1010/messages/:threadId?',
      getHref: (threadId: string) => `/webmin1010/messages/${encodeURIComponent(threadId)}`,
    },
    leads: route('/webmin1010/leads'),
    files: route('/webmin1010/files'),
    quotes: route('/webmin1010/quotes'),
    activity: route('/webmin1010/activity'),
    projectTemplates: route('/webmin1010/settings/templates'),
    assessment: {
      path: '/webmin1010/assessments/:id',
      getHref: (id: string) => `/webmin1010/assessments/${encodeURIComponent(id)}`,
    },
  },
} as const;

/** In-page anchors on the home page (spec §2). */
export const homeAnchors = {
  services: '/#services',
  industries: '/#industries',
  testimonials: '/#testimonials',
  about: '/#about',
  contact: '/#contact',
} as const;
