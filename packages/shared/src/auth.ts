import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { incubatorChoice } from './incubators.ts';
import { USER_TYPES, type AdminType, type UserType } from './roles.ts';
import { hasControlCharacters, objectError, safeText, tooLong } from './text.ts';

/** Version of the legal terms (documents dated 2024, SPEC §1); accepting another is refused. */
export const CURRENT_TERMS_VERSION = '2024';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Length in characters as a person counts them (code points), so emoji count once. */
function charCount(value: string) {
  return [...value].length;
}

/**
 * A new password: 8–256 characters, kept exactly as typed (no trimming, no normalisation), not one
 * of the most common passwords.
 */
export const newPassword = z
  .string('Enter a password')
  .refine((v) => charCount(v) >= PASSWORD_MIN_LENGTH, {
    message: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  .refine((v) => charCount(v) <= PASSWORD_MAX_LENGTH, {
    message: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  })
  .refine((v) => !COMMON_PASSWORDS.has(v.toLowerCase()), {
    message: 'This password is too common; choose another',
  });

/** E-mail addresses are compared case-insensitively: trimmed and lower-cased on the way in. */
export const emailAddress = safeText()
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid e-mail address').max(254, tooLong(254)));

/** ISO 3166-1 alpha-2 country code, upper-cased. */
export const countryCode = z
  .string('Choose a country')
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter ISO country code')
  .transform((v) => v.toUpperCase());

/** The `deviceid` request header: a browser fingerprint, printable ASCII without spaces. */
export const deviceIdHeader = z
  .string('Send the device id')
  .regex(/^[\x21-\x7e]{1,128}$/, 'The device id is not valid');

/** What a malformed or unknown one-time link says: the same for every way it fails. */
export const INVALID_LINK_MESSAGE = 'This link is not valid or has expired';
const oneTimeToken = z
  .string(INVALID_LINK_MESSAGE)
  .min(16, INVALID_LINK_MESSAGE)
  .max(200, INVALID_LINK_MESSAGE)
  .refine((v) => !hasControlCharacters(v), { message: INVALID_LINK_MESSAGE });
const SESSION_ENDED = 'Your session has ended; sign in again';
const refreshToken = z
  .string(SESSION_ENDED)
  .min(16, SESSION_ENDED)
  .max(200, SESSION_ENDED)
  .refine((v) => !hasControlCharacters(v), { message: SESSION_ENDED });
const accountKind = z.enum(['startup', 'corp', 'admin'], 'Choose startup, corporate or admin');
const accountId = z.uuid('Unknown account');

/**
 * POST /api/auth/login and /api/matrix/auth/login body. `type`, when sent, must be the account's
 * type (startup | corp for users, admin for admins); a mismatch is refused like a wrong password.
 */
export const loginInput = z.strictObject(
  {
    username: safeText().trim().min(1, 'Enter your e-mail').max(320, tooLong(320)),
    password: z
      .string('Enter your password')
      .min(1, 'Enter your password')
      .max(1024, tooLong(1024)),
    type: accountKind.nullish(),
  },
  { error: objectError('the e-mail and password') },
);
export type LoginInput = z.infer<typeof loginInput>;

/** POST /api/auth/token and /api/matrix/auth/token body. */
export const refreshInput = z.strictObject(
  { userId: accountId, type: accountKind.nullish(), refreshToken: refreshToken.nullish() },
  { error: objectError('the account and its refresh token') },
);

/** POST /api/auth/logout and /api/matrix/auth/logout body (all optional; see the route). */
export const logoutInput = z.strictObject(
  {
    userId: accountId.nullish(),
    type: accountKind.nullish(),
    refreshToken: refreshToken.nullish(),
  },
  { error: objectError('the account to sign out') },
);

const emailOnly = z.strictObject(
  { email: emailAddress },
  { error: objectError('an e-mail address') },
);
export const forgotPasswordInput = emailOnly;
/**
 * POST /api/auth/loginlink: the address, and the page the person was on their way to (`next`).
 * The server keeps `next` only when it is a path of this site (safeNextPath), else drops it.
 */
export const loginLinkInput = z.strictObject(
  {
    email: emailAddress,
    next: z
      .string('Give the page as text')
      .max(2000, 'The page to open after signing in is too long (at most 2000 characters)')
      .nullish(),
  },
  { error: objectError('an e-mail address') },
);
export const resetPasswordInput = z.strictObject(
  { token: oneTimeToken, password: newPassword },
  { error: objectError('the link and a new password') },
);
export const acceptInvitationInput = resetPasswordInput;
export const verifyEmailInput = z.strictObject(
  { token: oneTimeToken },
  { error: objectError('the link') },
);
/** POST /api/auth/checklink: is a reset or invitation link still good? (Nothing is spent.) */
export const checkLinkInput = z.strictObject(
  {
    kind: z.enum(['reset', 'invite'], 'Unknown kind of link'),
    token: oneTimeToken,
  },
  { error: objectError('the link') },
);
export const resendVerificationInput = emailOnly;
export const updatePasswordInput = z.strictObject(
  {
    oldPassword: z
      .string('Enter your current password')
      .min(1, 'Enter your current password')
      .max(1024, tooLong(1024)),
    newPassword,
  },
  { error: objectError('the current and the new password') },
);

const companyName = safeText().trim().min(1, 'Enter the company name').max(200, tooLong(200));
const personName = safeText().trim().min(1, 'Enter the name').max(200, tooLong(200));

/** POST /api/auth/register: a startup and its first user sign up (company PENDING). */
export const registerStartupInput = z.strictObject(
  {
    company: z.strictObject(
      { name: companyName, country: countryCode, incubator: incubatorChoice.nullish() },
      { error: objectError('the company') },
    ),
    user: z.strictObject(
      { email: emailAddress, name: personName, password: newPassword },
      { error: objectError('the first user') },
    ),
  },
  { error: objectError('the company and its first user') },
);
export type RegisterStartupInput = z.infer<typeof registerStartupInput>;

/** POST /api/matrix/auth/signup-company: an ADMIN registers an organisation and its first user. */
export const signupCompanyInput = z.strictObject(
  {
    company: z.strictObject(
      {
        name: companyName,
        type: z.enum(USER_TYPES, 'Choose startup or corporate'),
        country: countryCode,
        incubator: incubatorChoice.nullish(),
      },
      { error: objectError('the organisation') },
    ),
    user: z.strictObject(
      { email: emailAddress, name: personName, country: countryCode.nullish() },
      { error: objectError('the first user') },
    ),
  },
  { error: objectError('the organisation and its first user') },
);
export type SignupCompanyInput = z.infer<typeof signupCompanyInput>;

export const impersonateInput = z.strictObject(
  { userId: z.uuid('Choose the user to act as') },
  { error: objectError('the user to act as') },
);

/** The signed-in person as the web app keeps it (SPEC §3 "Session user"). */
export type SessionUser = {
  id: string;
  type: UserType | null;
  admin: boolean;
  email: string;
  name: string;
  adminType: AdminType | null;
  onboarded: boolean;
  hasAcceptedTerms: boolean;
  country: string | null;
  hosting: string[];
  incubator: string | null;
  hasAccessInnovationGrants: boolean;
  interestedCountries: string[];
  companyId: string | null;
};

/** What sign-in, refresh and impersonation answer (SPEC §3 "Session credentials"). */
export type Credentials = {
  user: SessionUser;
  token: { accessTokenHeader: string; refreshToken: string };
};
