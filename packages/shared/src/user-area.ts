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
