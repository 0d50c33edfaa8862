import { z } from 'zod';
import { objectError, safeText, tooLong } from './text.ts';

/** Body of POST /api/pageviews: the path only — no query string, no IP. */
export const pageViewInput = z.strictObject(
  {
    path: safeText()
      .min(1, 'Send the path of the page')
      .max(512, tooLong(512))
      .regex(/^\/[^?#\s]*$/, 'path must start with / and carry no query or fragment'),
  },
  { error: objectError('the path of the page') },
);
export type PageViewInput = z.infer<typeof pageViewInput>;
