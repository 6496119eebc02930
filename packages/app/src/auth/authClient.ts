// The sign-in calls under /api/v1.1/auth (spec section 7) over fetch: login, password reset
// and change, logout, and reading and accepting an owner's invitation. They are not {area}/{resource}/{action} calls, so the typed ApiClient
// does not cover them. Like the ApiClient, nothing of zod is loaded at run time (the sign-in
// page stays small); authClient.test.ts checks these paths against the contract.
import type {
  AcceptRequest,
  ChangeRequest,
  InvitationOffer,
  LoginRequest,
  LoginResult,
  ResetRequest,
} from '@console/machines';
import { clientVersion } from '@console/contract/constants';
import { errorFromResponse, NetworkError } from '../api/apiErrors.ts';

export const authPaths = {
  login: '/api/v1.1/auth/authenticate/postmastery',
  reset: '/api/v1.1/auth/user/reset',
  change: '/api/v1.1/auth/user/change',
  logout: '/api/v1.1/auth/authenticate/logout',
  invitation: '/api/v1.1/auth/invitation',
  accept: '/api/v1.1/auth/invitation/accept',
} as const;

export interface AuthClient {
  /** Answers the CSRF token; fails with InvalidCredentials, SecondFactorRequired, TooManyRequests. */
  login(request: LoginRequest): Promise<LoginResult>;
  /** Mails a reset token; answers the same whether or not the user exists. */
  requestReset(request: ResetRequest): Promise<void>;
  /** Fails with ResetTokenNotFound, ResetTokenExpired, PasswordInsecure or PasswordUsed. */
  changePassword(request: ChangeRequest): Promise<void>;
  /** Ends the session (needs the CSRF token when there is one). */
  logout(): Promise<void>;
  /** What an invitation offers; fails with InvitationNotFound or InvitationExpired. */
  invitation(token: string): Promise<InvitationOffer>;
  /**
   * Joins the invitation's account, setting the password of a new address. Fails with
   * InvitationNotFound (also once accepted), InvitationExpired, PasswordInsecure, LimitExceeded.
   */
  acceptInvitation(request: AcceptRequest): Promise<void>;
}

export interface AuthClientOptions {
  /** Origin and prefix; '' for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Sent in X-CSRF-Token: logout must prove it comes from the console. */
  getCsrfToken: () => string | null;
  isOnline?: () => boolean;
}

export function createAuthClient(options: AuthClientOptions): AuthClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);

  async function post(path: string, body: object): Promise<unknown> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-client-version': clientVersion,
    };
    const csrf = options.getCsrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;
    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl ?? ''}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'include',
      });
    } catch (cause) {
      throw new NetworkError(!isOnline(), cause);
    }
    if (!response.ok) throw await errorFromResponse(response);
    return response.json();
  }

  return {
    async login(request) {
      const answer = await post(authPaths.login, request);
      const token = (answer as { token?: unknown } | null)?.token;
      if (typeof token !== 'string' || token === '') {
        throw new Error('The sign-in answer carries no token');
      }
      return { token };
    },
    async requestReset(request) {
      await post(authPaths.reset, request);
    },
    async changePassword(request) {
      await post(authPaths.change, request);
    },
    async logout() {
      await post(authPaths.logout, {});
    },
    async invitation(token) {
      return (await post(authPaths.invitation, { token })) as InvitationOffer;
    },
    async acceptInvitation(request) {
      await post(authPaths.accept, request);
    },
  };
}
