import { absoluteUrl, site } from '@/config/site';

export interface PageHeadProps {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** The page's path, made absolute against the site origin for the canonical and og:url. */
  path: string;
  /** An optional social-share image (path or absolute URL). */
  image?: string;
  /** Portal and admin screens ask search engines to stay out. */
  noIndex?: boolean;
}

/** Marks the tags a page puts in <head>, so tags a page left behind can be found (PruneOrphanHead). */
export const PAGE_HEAD_ATTRIBUTE = 'data-page-head';
const MARK = { [PAGE_HEAD_ATTRIBUTE]: '' };

/** A page's title as the document shows it: the page's own, then the site name. */
export const documentTitle = (title: string) => (title === site.name ? title : `${title} | ${site.name}`);

/**
 * Spec §2: each page sets its own title, description and canonical address plus social-share tags. React 19
 * hoists these elements into <head> and removes them when the page unmounts, in the browser and when rendering
 * on the server alike.
 */
export function PageHead({ title, description, path, image, noIndex = false }: PageHeadProps) {
  const fullTitle = documentTitle(title);
  const canonical = absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title {...MARK}>{fullTitle}</title>
      <meta {...MARK} name="description" content={description} />
      <link {...MARK} rel="canonical" href={canonical} />
      {noIndex && <meta {...MARK} name="robots" content="noindex" />}
      <meta {...MARK} property="og:type" content="website" />
      <meta {...MARK} property="og:site_name" content={site.name} />
      <meta {...MARK} property="og:locale" content={site.locale} />
      <meta {...MARK} property="og:title" content={fullTitle} />
      <meta {...MARK} property="og:description" content={description} />
      <meta {...MARK} property="og:url" content={canonical} />
      {imageUrl && <meta {...MARK} property="og:image" content={imageUrl} />}
      <meta {...MARK} name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta {...MARK} name="twitter:title" content={fullTitle} />
      <meta {...MARK} name="twitter:description" content={description} />
      {imageUrl && <meta {...MARK} name="twitter:image" content={imageUrl} />}
    </>
  );
}
