/**
 * `text` cut to at most `max` characters (UTF-16 units, as the limits count them) with an ellipsis, never between
 * the halves of a character outside the Basic Multilingual Plane (an emoji), which would show as "�".
 */
export function clipText(text: string, max: number): string {
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last <= 0xdbff) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}
