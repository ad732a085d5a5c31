/** What the routes table tells every page about itself (spec §2: each page sets its own head). */
export interface PageMeta {
  title: string;
  description: string;
}

export interface PageProps {
  meta: PageMeta;
}
