/**
 * A message's text as parts: plain text, and http(s) addresses to show as links. Nothing in a
 * message is ever HTML; a trailing full stop, comma or closing bracket stays text.
 */
export type Part = { text: string; href?: string };

const URL_PATTERN = /\bhttps?:\/\/[^\s<>"']+/gi;
const TRAILING = /[.,;:!?)\]}'"]+$/;

export function linkify(body: string): Part[] {
  const parts: Part[] = [];
  let last = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index;
    const raw = match[0];
    const url = raw.replace(TRAILING, '');
    if (start > last) parts.push({ text: body.slice(last, start) });
    parts.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < body.length) parts.push({ text: body.slice(last) });
  return parts;
}
