/**
 * A mailto: link to one address. The part before the @ is percent-encoded (RFC 6068): an address may legally hold
 * `?`, `&`, `#` or `%`, and written raw those would add a hidden Bcc, a subject or a body to the mail the link opens.
 */
export function mailtoHref(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return `mailto:${encodeURIComponent(address)}`;
  return `mailto:${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
}
