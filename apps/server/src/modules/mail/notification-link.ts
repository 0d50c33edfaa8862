import { z } from 'zod';
import type { MailContent } from './templates/template.ts';

/** The signed-in areas of the web app; a notification's path starts with one of them. */
export const AREA_PREFIXES = ['/startup', '/corporate', '/admin'] as const;

/** One path segment of an in-app path: letters, digits and `-._~` (ids, slugs, tabs). */
const IN_APP_PATH = /^\/(startup|corporate|admin)(\/[A-Za-z0-9._~-]+)*$/;

/** A path a caller names for a notification (`queueMail`'s `notificationPath`). */
export const inAppPath = z
  .string()
  .max(500, { error: 'A notification path has at most 500 characters' })
  .regex(IN_APP_PATH, {
    error: 'A notification path is a page of an area, such as /startup/events/<id>',
  });

/**
 * Where a notification leads in the app: the path of the mail's button when it opens a page of a
 * signed-in area, else null (the reader's area home). Never a one-time link: a button whose URL
 * carries a secret of the mail (`secret` fields: /token/…, /verify/…, /reset/…) gives null, and
 * only the path is kept (no query, no fragment), so no token reaches a notification.
 */
export function notificationPath(
  content: Pick<MailContent, 'action'>,
  secrets: readonly unknown[],
): string | null {
  const url = content.action?.url;
  if (!url) return null;
  if (secrets.some((s) => typeof s === 'string' && s.length > 0 && url.includes(s))) return null;
  let pathname: string;
  try {
    pathname = new URL(url).pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
  return IN_APP_PATH.test(pathname) ? pathname : null;
}

/** Short, single-line title from the mail's subject. */
export function notificationTitle(subject: string): string {
  const line = subject.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * The path a reader in `area` (its home path, e.g. `/startup`) follows: the stored path when it
 * belongs to that area, else the area's home — a path is never followed into another area.
 */
export function pathForArea(path: string | null, home: string): string {
  if (!path) return home;
  return path === home || path.startsWith(`${home}/`) ? path : home;
}
