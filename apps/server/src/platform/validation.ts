import type { z } from 'zod';
import { AppError } from './errors.ts';

/** Parses input with a zod schema; a failure is a 400 naming every bad field. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields = result.error.issues.map((i) => ({
    field: i.path.join('.') || '(body)',
    message: i.message,
  }));
  const summary = fields.map((f) => `${f.field}: ${f.message}`).join('; ');
  throw new AppError('BAD_REQUEST', `Invalid input — ${summary}`, { fields });
}
