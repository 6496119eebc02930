// The OpenID Connect side of single sign-on (openid-client): discovery of each configured
// provider (cached per process; a failed discovery is retried on the next sign-in), the
// authorization URL with state, nonce and PKCE, and the code exchange with every check of the
// ID token (issuer, audience, signature, nonce, state, expiry).
import type { SsoProvider } from '@console/contract';
import * as oidc from 'openid-client';
import type { Config, SsoProviderConfig } from '../config.ts';

const discovered = new WeakMap<SsoProviderConfig, Promise<oidc.Configuration>>();

/** Plain http is accepted for a provider on loopback only (tests, a local identity server). */
function isLoopback(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

export function providerSettings(config: Config, provider: string): SsoProviderConfig | undefined {
  return provider === 'google' || provider === 'microsoft' ? config.sso[provider] : undefined;
}

export function redirectUri(config: Config, provider: SsoProvider): string {
  return `${config.publicUrl}/api/v1.1/auth/authenticate/${provider}/callback`;
}

export function providerConfiguration(settings: SsoProviderConfig): Promise<oidc.Configuration> {
  let found = discovered.get(settings);
  if (!found) {
    const issuer = new URL(settings.issuer);
    found = oidc.discovery(
      issuer,
      settings.clientId,
      undefined,
      settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None(),
      isLoopback(issuer) ? { execute: [oidc.allowInsecureRequests], timeout: 10 } : { timeout: 10 },
    );
    discovered.set(settings, found);
    found.catch(() => discovered.delete(settings));
  }
  return found;
}

export interface SsoChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newChecks(): SsoChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

export async function authorizationUrl(
  configuration: oidc.Configuration,
  redirect: string,
  checks: SsoChecks,
): Promise<URL> {
  return oidc.buildAuthorizationUrl(configuration, {
    redirect_uri: redirect,
    scope: 'openid email profile',
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
}

/** Exchanges the code; throws when the response, the token or any check is wrong. */
export async function exchangeCode(
  configuration: oidc.Configuration,
  callbackUrl: URL,
  redirect: string,
  checks: SsoChecks,
): Promise<VerifiedIdentity> {
  const tokens = await oidc.authorizationCodeGrant(
    configuration,
    callbackUrl,
    {
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      pkceCodeVerifier: checks.codeVerifier,
      idTokenExpected: true,
    },
    { redirect_uri: redirect },
  );
  const idToken = tokens.claims();
  if (!idToken) throw new Error('no ID token');
  // Providers may keep email out of the ID token and give it at the userinfo endpoint (the
  // OpenID default when an access token is issued); the userinfo subject must be the same.
  const claims: Record<string, unknown> =
    typeof idToken.email === 'string'
      ? idToken
      : {
          ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idToken.sub)),
          ...idToken,
        };
  const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
  return {
    issuer: idToken.iss,
    subject: idToken.sub,
    email,
    // Entra ID sends no email_verified; its optional claim xms_edov ("email domain owner
    // verified") is the equivalent and must be enabled in the app registration.
    emailVerified: claims.email_verified === true || claims.xms_edov === true,
    name: typeof claims.name === 'string' ? claims.name : null,
  };
}
