/** The eight service pages, in the order the header's Services menu and the mobile drawer list them (spec §2). */
export const SERVICES = [
  ['Web Design', '/web-design'],
  ['Web Hosting', '/hosting'],
  ['Search Optimisation', '/search-optimisation'],
  ['Digital Marketing', '/digital-marketing'],
  ['AI Consultancy', '/ai-consultancy'],
  ['Content Creation', '/content-creation'],
  ['AI Video Studio', '/ai-video-studio'],
  ['AI Insight Lab', '/ai-insight-lab'],
] as const;
