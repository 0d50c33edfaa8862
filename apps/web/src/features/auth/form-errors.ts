import type { z } from 'zod';
import { ApiError } from '../../lib/api.ts';

/** zod issues as { "user.email": "message" }, the same keys the server names in its 400s. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** Field errors from a refused call, or a general message under "" */
export function errorsFromApi(error: unknown): Record<string, string> {
  if (error instanceof ApiError) {
    return Object.keys(error.fields).length ? error.fields : { '': error.message };
  }
  return { '': error instanceof Error ? error.message : 'Something went wrong' };
}
