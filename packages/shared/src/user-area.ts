import type { UserType } from './roles.ts';

/** The minimum a screen needs to know about who is looking. */
export type AreaUser = { admin?: boolean; type?: UserType | null } | null | undefined;

/** Main page of the user's area (SPEC §2, page not found). */
export function homePathFor(user: AreaUser): '/' | '/admin' | '/startup' | '/corporate' {
  if (!user) return '/';
  if (user.admin) return '/admin';
  if (user.type === 'startup') return '/startup';
  if (user.type) return '/corporate';
  return '/';
}

/**
 * A mailed link's target (`?next=`) when it is a path of this site: starts with one `/`, no
 * scheme, no `//host` or `/\host` (browsers read both as another site), no control characters.
 * Anything else is refused (null), so a link can never send someone elsewhere after signing in.
 */
export function safeNextPath(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length > 500) return null;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  return raw;
}
