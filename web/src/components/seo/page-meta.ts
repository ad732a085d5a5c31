import type { ReactNode } from 'react';

/** What the routes table tells every page about itself (spec §2: each page sets its own head). */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PageProps {
  meta: PageMeta;
  /**
   * Parts another feature provides, composed in by the router (features never import each other): the home
   * page's contact form, for one.
   */
  slots?: Partial<Record<'contactForm', ReactNode>>;
}
