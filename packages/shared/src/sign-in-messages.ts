/**
 * Sign-in texts both sides use, apart from the auth schemas so the landing page's sign-in form
 * does not load zod with them.
 */

/** SPEC §5: the exact rejection of a sign-in without username or password. */
export const MISSING_CREDENTIALS_MESSAGE = 'No username or password specified';
