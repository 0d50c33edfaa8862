import { z } from 'zod';

const segment = '[A-Za-z0-9_~-][A-Za-z0-9._~-]*';

/**
 * A path into the web app's token screens (SPEC §2: /verify/{token}, /reset/{token},
 * /token/{type}/{token}). Trigger bodies carry paths, never whole URLs: every link a trigger
 * mails points at this platform. Segments cannot start with a dot (no `..`).
 */
export const appPath = (prefix: '/verify/' | '/reset/' | '/token/') =>
  z
    .string()
    .max(500)
    .regex(
      new RegExp(`^${prefix}${segment}(/${segment})*$`),
      `must be a path of the web app starting with ${prefix}`,
    );

export function appUrl(publicUrl: string, path: string) {
  return `${publicUrl.replace(/\/+$/, '')}${path}`;
}
