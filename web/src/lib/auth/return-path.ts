/**
 * Where to go after signing in. The guards send visitors to the area's login with `?next=<where they were>`;
 * only a path inside the same area is honoured, so a crafted link cannot send anyone off-site.
 */
export function returnPath(search: string, area: string, fallback: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next) return fallback;
  const insideArea = next === area || next.startsWith(`${area}/`) || next.startsWith(`${area}?`);
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must be refused
  const unsafe = next.startsWith('//') || next.includes('\\') || /[\u0000-\u001f]/.test(next);
  return insideArea && !unsafe ? next : fallback;
}

/** The login address that brings the visitor back to `location` afterwards. */
export function loginHref(loginPath: string, location: { pathname: string; search: string; hash: string }): string {
  const next = `${location.pathname}${location.search}${location.hash}`;
  return `${loginPath}?next=${encodeURIComponent(next)}`;
}
