import { z } from 'zod';
import { LOCALES } from './locale.ts';

/** `setMyLocale`'s input (kept apart from locale.ts, which the landing page loads without zod). */
export const localeSchema = z.enum(LOCALES, {
  error: (issue) =>
    `Language must be one of ${LOCALES.join(', ')} (got ${JSON.stringify(issue.input)})`,
});
