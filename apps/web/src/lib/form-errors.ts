import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import { localTextNow } from './local-text.ts';

/** Field → message; "" holds a message that belongs to no single field. */
export type FieldErrors = Record<string, string>;

/** zod issues as { "user.email": "message" }, the same keys the server names in its 400s. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= localTextNow(issue.message);
  }
  return out;
}

/** Field errors from a refused REST call, or a general message under "" */
export function errorsFromApi(error: unknown): FieldErrors {
  if (error instanceof ApiError) {
    return Object.keys(error.fields).length ? error.fields : { '': error.message };
  }
  return { '': localTextNow(error instanceof Error ? error.message : 'Something went wrong') };
}

type GraphQLFields = { fields?: { field: string; message: string }[] };

/**
 * Field errors from a refused GraphQL mutation: the server names fields in
 * `extensions.fields` (its 400s); other errors become the general message under "".
 */
export function errorsFromGraphQL(error: unknown): FieldErrors {
  if (CombinedGraphQLErrors.is(error)) {
    const out: FieldErrors = {};
    for (const e of error.errors) {
      const fields = (e.extensions as GraphQLFields | undefined)?.fields ?? [];
      for (const f of fields) out[f.field] ??= f.message;
      if (!fields.length) out[''] ??= e.message;
    }
    return out;
  }
  return errorsFromApi(error);
}

/** Only the errors under `prefix.` with the prefix removed (a nested form's own fields). */
export function errorsUnder(errors: FieldErrors, prefix: string): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    if (key.startsWith(`${prefix}.`)) out[key.slice(prefix.length + 1)] = message;
  }
  return out;
}
