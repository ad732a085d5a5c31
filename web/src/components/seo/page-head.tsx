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

/**
 * Spec §2: each page sets its own title, description and canonical address plus social-share tags. React 19
 * hoists these elements into <head> and removes them when the page unmounts, in the browser and when rendering
 * on the server alike.
 */
export function PageHead({ title, description, path, image, noIndex = false }: PageHeadProps) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  const canonical = absoluteUrl(path);
  const imageUrl = image ? absoluteUrl(image) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
      {noIndex && <meta name="robots" content="noindex" />}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.name} />
      <meta property="og:locale" content={site.locale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      <meta name="twitter:card" content={imageUrl ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
    </>
  );
}
