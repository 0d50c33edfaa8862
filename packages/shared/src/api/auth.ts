import type { Credentials } from '../auth.ts';
import type { UserType } from '../roles.ts';
import type { CheckedLink } from './errors.ts';

/**
 * The answers of the identity routes (server: http/auth.routes.ts, account.routes.ts); their
 * inputs are the schemas of ../auth.ts (loginInput, resetPasswordInput, …).
 */

/** register, /api/mail/verify, forgotpassword, loginlink, logout, updatepassword. */
export type OkAnswer = { ok: true };

/** Who a link was for, so the web can sign them in on the right endpoint. */
export type LinkOwner = { email: string; admin: boolean; type: UserType | null };
/** resetpassword, acceptinvite. */
export type PasswordLinkAnswer = CheckedLink<LinkOwner>;
/** POST /api/verify. */
export type VerifiedAnswer = CheckedLink<{ email: string; type: UserType | null }>;
/** POST /api/auth/checklink: the address the reset or invitation is for. */
export type PasswordLinkCheckAnswer = CheckedLink<{ email: string }>;
/** login, token, magiclogin, impersonate. */
export type CredentialsAnswer = Credentials;
/** POST /api/matrix/auth/signup-company (201). */
export type SignupCompanyAnswer = { companyId: string; userId: string };
