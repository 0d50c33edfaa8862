import { z } from 'zod';
import { COMMON_PASSWORDS } from './common-passwords.ts';
import { incubatorChoice } from './incubators.ts';
import { USER_TYPES, type AdminType, type UserType } from './roles.ts';
import { safeText } from './text.ts';

/** SPEC §5: the exact rejection of a sign-in without username or password. */
export const MISSING_CREDENTIALS_MESSAGE = 'No username or password specified';
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
  .string()
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
  .pipe(z.email('Enter a valid e-mail address').max(254));

/** ISO 3166-1 alpha-2 country code, upper-cased. */
export const countryCode = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter ISO country code')
  .transform((v) => v.toUpperCase());

/** The `deviceid` request header: a browser fingerprint, printable ASCII without spaces. */
export const deviceIdHeader = z.string().regex(/^[\x21-\x7e]{1,128}$/);

const oneTimeToken = safeText().min(16).max(200);
const refreshToken = safeText().min(16).max(200);

/**
 * POST /api/auth/login and /api/matrix/auth/login body. `type`, when sent, must be the account's
 * type (startup | corp for users, admin for admins); a mismatch is refused like a wrong password.
 */
export const loginInput = z.object({
  username: safeText().trim().min(1).max(320),
  password: z.string().min(1).max(1024),
  type: z.enum(['startup', 'corp', 'admin']).nullish(),
});
export type LoginInput = z.infer<typeof loginInput>;

/** POST /api/auth/token and /api/matrix/auth/token body. */
export const refreshInput = z.object({
  userId: z.uuid(),
  type: z.enum(['startup', 'corp', 'admin']).nullish(),
  refreshToken: refreshToken.nullish(),
});

/** POST /api/auth/logout and /api/matrix/auth/logout body (all optional; see the route). */
export const logoutInput = z.object({
  userId: z.uuid().nullish(),
  type: z.enum(['startup', 'corp', 'admin']).nullish(),
  refreshToken: refreshToken.nullish(),
});

export const forgotPasswordInput = z.object({ email: emailAddress });
export const resetPasswordInput = z.object({ token: oneTimeToken, password: newPassword });
export const acceptInvitationInput = resetPasswordInput;
export const verifyEmailInput = z.object({ token: oneTimeToken });
export const resendVerificationInput = z.object({ email: emailAddress });
export const updatePasswordInput = z.object({
  oldPassword: z.string().min(1).max(1024),
  newPassword,
});

const companyName = safeText().trim().min(1).max(200);
const personName = safeText().trim().min(1).max(200);

/** POST /api/auth/register: a startup and its first user sign up (company PENDING). */
export const registerStartupInput = z.strictObject({
  company: z.strictObject({
    name: companyName,
    country: countryCode,
    incubator: incubatorChoice.nullish(),
  }),
  user: z.strictObject({ email: emailAddress, name: personName, password: newPassword }),
});
export type RegisterStartupInput = z.infer<typeof registerStartupInput>;

/** POST /api/matrix/auth/signup-company: an ADMIN registers an organisation and its first user. */
export const signupCompanyInput = z.strictObject({
  company: z.strictObject({
    name: companyName,
    type: z.enum(USER_TYPES),
    country: countryCode,
    incubator: incubatorChoice.nullish(),
  }),
  user: z.strictObject({ email: emailAddress, name: personName, country: countryCode.nullish() }),
});
export type SignupCompanyInput = z.infer<typeof signupCompanyInput>;

export const impersonateInput = z.object({ userId: z.uuid() });

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
