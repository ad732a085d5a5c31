/** Stands in for this site while a path is resolved: only where a path leads matters here, not whose site it is. */
const SITE = 'https://return-path.invalid';

/**
 * `path` as the browser and the router will follow it, if that stays inside `area` on this site; otherwise
 * undefined. Dot segments, encoded ones included (`%2e%2e`), are resolved before the check, so
 * `/client/../webmin1010` counts as the admin area, not the portal.
 */
export function pathInsideArea(path: string | null | undefined, area: string): string | undefined {
  // Only a path from the root of this site. Browsers read a backslash as a slash (`/\host` is another site),
  // and a control character has no place in a path.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  if (!path?.startsWith('/') || /[\\\u0000-\u001f\u007f]/.test(path)) return undefined;
  const url = new URL(path, SITE);
  // `//host` leaves the site; an encoded slash or backslash (`..%2f`) becomes a separator once something
  // decodes the path, so it could still climb out of the area later.
  if (url.origin !== SITE || /%2f|%5c/i.test(url.pathname)) return undefined;
  const inside = url.pathname === area || url.pathname.startsWith(`${area}/`);
  return inside ? `${url.pathname}${url.search}${url.hash}` : undefined;
}

/**
 * Where to go after signing in. The guards send visitors to the area's login with `?next=<where they were>`;
 * only a path inside the same area is honoured, so a crafted link cannot send anyone off-site or across areas.
 */
export function returnPath(search: string, area: string, fallback: string): string {
  return pathInsideArea(new URLSearchParams(search).get('next'), area) ?? fallback;
}

/**
 * `address`, a full URL such as an emailed link's `continueUrl`, as a path to follow, when it is on this site
 * (`origin`) and inside `area`; otherwise undefined. Anyone can edit the link, so it is judged like `?next=`.
 */
export function sameSitePathInsideArea(address: string | null, origin: string, area: string): string | undefined {
  let url: URL;
  try {
    url = new URL(address ?? '');
  } catch {
    return undefined;
  }
  return url.origin === origin ? pathInsideArea(`${url.pathname}${url.search}${url.hash}`, area) : undefined;
}

/** The login address that brings the visitor back to `location` afterwards. */
export function loginHref(loginPath: string, location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${loginPath}?next=${encodeURIComponent(next)}`;
}
