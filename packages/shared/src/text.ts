import { z } from 'zod';

/**
 * The one string rule for every input: no control characters. A NUL byte
 * cannot be stored in PostgreSQL text at all, and the other C0/C1 controls have no business in
 * names, addresses or search words. Multi-line fields (descriptions, long pitches) keep tab and
 * line breaks; everything else refuses them too. A refused field is a 400 naming it, never a 500.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_EXCEPT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Unpaired UTF-16 surrogates: not text, and not storable as UTF-8. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export const CONTROL_CHARACTER_MESSAGE = 'Remove control characters (such as NUL or line breaks)';

/**
 * Messages for rules zod would otherwise word itself ("Too small: expected string to
 * have >=1 characters" reached people). Every rule of every shared schema names its own message;
 * messages.test.ts walks the schemas and fails on one without.
 */
export const TEXT_EXPECTED = 'Enter text';
export const tooLong = (max: number) => `Use at most ${max} characters`;
export const YES_OR_NO = 'Answer yes or no';
export const WHOLE_NUMBER = 'Enter a whole number';

/**
 * The message of an object schema itself: a wrong type, or (strict objects) fields it does not
 * know. Only API callers meet these; they still read as sentences.
 */
export function objectError(what: string) {
  return (issue: { code?: string; keys?: string[] }) =>
    issue.code === 'unrecognized_keys'
      ? `Unknown field ${(issue.keys ?? []).join(', ')}`
      : `Send ${what}`;
}

/** Whether a value has a character the single-line rule refuses. */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}) {
  return (
    (options.multiline ? CONTROL_EXCEPT_LINES : CONTROL).test(value) || LONE_SURROGATE.test(value)
  );
}

/**
 * A single-line string without control characters: `safeText().trim().min(1).max(200)`.
 * (zod 4 keeps the refinement when more checks are chained.)
 */
export function safeText(message = CONTROL_CHARACTER_MESSAGE) {
  return z.string(TEXT_EXPECTED).refine((v) => !hasControlCharacters(v), { message });
}

/** A multi-line string: tab, CR and LF allowed, every other control character refused. */
export function safeMultilineText(message = CONTROL_CHARACTER_MESSAGE) {
  return z
    .string(TEXT_EXPECTED)
    .refine((v) => !hasControlCharacters(v, { multiline: true }), { message });
}
