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

/**
 * A page that shows parts of other features (a dashboard's cards, a project's files): the router loads the parts
 * with the page and passes them in, since features never import each other (docs/decisions/013).
 */
export interface SlottedPageProps<Slots> {
  meta: PageMeta;
  slots: Slots;
}
