// Sign-in calls under /api/v1.1/auth (section 7). They are not {area}/{resource}/{action} calls:
// each has its own method and path, and the login answer's token becomes the CSRF token.
import { z } from 'zod';
import { maxLength } from '../limits.ts';
import { Role } from '../entities/account.ts';
import { Email, IsoDateTime, Name, NoInput, Ok } from '../primitives.ts';
import { storableInput } from '../storableText.ts';
import { apiBasePath } from './define.ts';

export const authBasePath = `${apiBasePath}/auth`;

export const ssoProviders = ['google', 'microsoft'] as const;
export const SsoProvider = z.enum(ssoProviders);
export type SsoProvider = z.infer<typeof SsoProvider>;

/** Login passwords are only bounded; the policy (12..64) applies when a password is set. */
const LoginPassword = z
  .string()
  .min(1)
  .max(maxLength.password)
  .meta({ examples: ['correct horse battery'] });
/**
 * A new password is only bounded here: the service checks the 12..64 policy and answers
 * PasswordInsecure, so the user sees "Password must contain at least 12 characters" rather than a
 * generic validation failure.
 */
const NewPassword = LoginPassword;
/** Time-based one-time password of the second factor. */
const SecondFactorCode = z
  .string()
  .trim()
  .max(8)
  .regex(/^\d{6,8}$/)
  .meta({ examples: ['123456'] });
/** A sign-in form with an empty second-factor field sends `code: ""`: that is no code. */
const OptionalSecondFactorCode = z
  .union([SecondFactorCode, z.literal('').transform(() => undefined)])
  .optional();
/** The reset token from the email; trimmed (section 5). */
const ResetToken = z
  .string()
  .trim()
  .min(1)
  .max(maxLength.token)
  .meta({ examples: ['q2Xk9LmN'] });

/** The token of an invitation mail. */
const InvitationToken = z.strictObject({ token: ResetToken });

/** An owner's invitation to join an account, as its invitee sees it before accepting. */
export const InvitationOffer = z.strictObject({
  account_name: Name,
  role: Role,
  /** the inviting owner's name, or null when they are gone */
  invited_by: Name.nullable(),
  email: Email,
  expires_at: IsoDateTime,
  /** the address has no user here yet: accepting sets its password */
  needs_password: z.boolean(),
});
export type InvitationOffer = z.infer<typeof InvitationOffer>;

/** The login answer; also what the SSO popup posts to its opener. */
export const CsrfToken = z.strictObject({ token: z.string() });

export interface AuthCall<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  readonly name: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  /** GET: the query string; POST: the JSON body */
  readonly input: I;
  readonly output: O;
}

function authCall<const N extends string, I extends z.ZodType, O extends z.ZodType>(
  name: N,
  method: 'GET' | 'POST',
  path: string,
  input: I,
  output: O,
) {
  return {
    name,
    method,
    path: `${authBasePath}${path}`,
    input: storableInput(input),
    output,
  } as const;
}

export const authCalls = [
  /**
   * Opened in a 500x600 popup, not fetched. It ends on a page that posts `{ token }` (the CSRF
   * token) to the opener; failures are reported as UnknownProvider or InvalidToken.
   */
  authCall('sso', 'GET', '/authenticate', z.strictObject({ provider: SsoProvider }), CsrfToken),
  /** SecondFactorRequired when the user has a second factor and `code` is missing. */
  authCall(
    'login',
    'POST',
    '/authenticate/postmastery',
    z.strictObject({ username: Email, password: LoginPassword, code: OptionalSecondFactorCode }),
    CsrfToken,
  ),
  /** Answers Ok whether or not the user exists, so addresses cannot be probed. */
  authCall('reset', 'POST', '/user/reset', z.strictObject({ username: Email }), Ok),
  authCall(
    'change',
    'POST',
    '/user/change',
    z.strictObject({ token: ResetToken, password: NewPassword }),
    Ok,
  ),
  authCall('logout', 'POST', '/authenticate/logout', NoInput, Ok),
  /** What an invitation offers, read with the token of its mail (InvitationNotFound, Expired). */
  authCall('invitation', 'POST', '/invitation', InvitationToken, InvitationOffer),
  /**
   * Joins the account. An address without a user here sets its password (the 12..64 policy:
   * PasswordInsecure); an existing user's password is left as it is.
   */
  authCall(
    'accept',
    'POST',
    '/invitation/accept',
    InvitationToken.extend({ password: NewPassword.optional() }),
    Ok,
  ),
] as const satisfies readonly AuthCall[];

export type AuthCallName = (typeof authCalls)[number]['name'];
export type AuthCallByName<N extends AuthCallName> = Extract<
  (typeof authCalls)[number],
  { name: N }
>;

export function authCallByName<N extends AuthCallName>(name: N): AuthCallByName<N> {
  const found = authCalls.find((entry) => entry.name === name);
  if (!found) throw new Error(`Unknown auth call ${name}`);
  return found as AuthCallByName<N>;
}
