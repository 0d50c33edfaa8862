import { z } from 'zod';
import { safeText } from './text.ts';

/** Body of POST /api/pageviews: the path only — no query string, no IP. */
export const pageViewInput = z.object({
  path: safeText()
    .min(1)
    .max(512)
    .regex(/^\/[^?#\s]*$/, 'path must start with / and carry no query or fragment'),
});
export type PageViewInput = z.infer<typeof pageViewInput>;
