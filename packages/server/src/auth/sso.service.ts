// The rules of single sign-on. Only people who already have a user here may sign in this way
// (created by an admin or invited by an owner): a provider vouches for an email address, it does
// not grant access to the console. The first sign-in links the provider's subject to the user
// whose id is the verified email; later sign-ins go by that link, so a changed email at the
// provider keeps working and a recycled address cannot take over the user. A user has at most
// one identity per provider.
import { SsoProvider, texts } from '@console/contract';
import { fail } from '../http/apiError.ts';
import type { Services, UserRow } from '../http/context.ts';
import {
  claimSsoHandoff,
  claimSsoRequest,
  deleteExpiredSsoRequests,
  findIdentity,
  findIdentityOfUser,
  insertIdentity,
  insertSsoHandoff,
  insertSsoRequest,
  touchIdentity,
} from './sso.repository.ts';
import {
  authorizationUrl,
  exchangeCode,
  newChecks,
  providerConfiguration,
  providerSettings,
  redirectUri,
  type VerifiedIdentity,
} from './ssoProviders.ts';
import { randomToken, sha256 } from './tokens.ts';

/** How long the user has to get through the provider's pages. */
export const ssoRequestLifetimeMs = 600_000;
/** How long a finished sign-in waits to be handed to another loopback name of the console. */
const handoffLifetimeMs = 60_000;

const unknownProvider = () => fail('UnknownProvider', texts.unknownProvider);
const invalidToken = () => fail('InvalidToken', texts.invalidToken);

/** A provider of the contract that this server has a client id for. */
export function configuredProvider(services: Services, provider: unknown): SsoProvider {
  const parsed = SsoProvider.safeParse(provider);
  if (!parsed.success || !providerSettings(services.config, parsed.data)) throw unknownProvider();
  return parsed.data;
}

/**
 * Starts a sign-in: keeps state, nonce and PKCE verifier under the hash of a random value that
 * the browser gets as a cookie (so the callback must come back to the browser that started it),
 * and answers where to send the browser.
 */
export async function startSso(services: Services, provider: SsoProvider) {
  const { config, db } = services;
  const configuration = await discover(services, provider);
  const checks = newChecks();
  const binding = randomToken();
  const now = new Date();
  await deleteExpiredSsoRequests(db, now);
  await insertSsoRequest(db, {
    id: sha256(binding),
    provider,
    state: checks.state,
    nonce: checks.nonce,
    code_verifier: checks.codeVerifier,
    expires_at: new Date(now.getTime() + ssoRequestLifetimeMs),
  });
  const url = await authorizationUrl(configuration, redirectUri(config, provider), checks);
  return { binding, url: url.href };
}

/** Finishes a sign-in from the provider's redirect; answers the user to start a session for. */
export async function finishSso(
  services: Services,
  provider: SsoProvider,
  binding: string | undefined,
  callbackUrl: URL,
): Promise<UserRow> {
  const { db, logger } = services;
  const request = binding ? await claimSsoRequest(db, sha256(binding), new Date()) : undefined;
  if (!request || request.provider !== provider) throw invalidToken();
  const configuration = await discover(services, provider);
  let identity: VerifiedIdentity;
  try {
    identity = await exchangeCode(
      configuration,
      callbackUrl,
      redirectUri(services.config, provider),
      {
        state: request.state,
        nonce: request.nonce,
        codeVerifier: request.code_verifier,
      },
    );
  } catch (error) {
    // the message names the failed check; it carries no token
    logger.warn({ provider, reason: (error as Error).message }, 'single sign-on refused');
    throw invalidToken();
  }
  return userOfIdentity(services, provider, identity);
}

async function userOfIdentity(
  services: Services,
  provider: SsoProvider,
  identity: VerifiedIdentity,
): Promise<UserRow> {
  const { db, logger } = services;
  const now = new Date();
  const linked = await findIdentity(db, provider, identity.subject);
  if (linked) {
    const user = await services.directory.user(linked.user_id);
    if (!user) throw fail('InvalidCredentials', texts.loginFailed);
    await touchIdentity(db, provider, identity.subject, now);
    return user;
  }
  const user =
    identity.email && identity.emailVerified ? await services.directory.user(identity.email) : null;
  if (!user || (await findIdentityOfUser(db, user.id, provider))) {
    logger.warn(
      { provider, verified: identity.emailVerified, known: Boolean(user) },
      'single sign-on without a matching user',
    );
    throw fail('InvalidCredentials', texts.loginFailed);
  }
  await insertIdentity(db, {
    provider,
    subject: identity.subject,
    user_id: user.id,
    issuer: identity.issuer,
    email: user.id,
    last_used_at: now,
  });
  logger.info({ provider, user: user.id }, 'single sign-on identity linked');
  return user;
}

async function discover(services: Services, provider: SsoProvider) {
  const settings = providerSettings(services.config, provider);
  if (!settings) throw unknownProvider();
  try {
    return await providerConfiguration(settings);
  } catch (error) {
    services.logger.error({ provider, reason: (error as Error).message }, 'provider unreachable');
    throw fail('InternalError', 'The sign-in provider cannot be reached');
  }
}

/** Keeps a finished sign-in for `origin` to claim once; answers the code of the handoff address. */
export async function handOff(services: Services, userId: string, origin: string) {
  const code = randomToken();
  await insertSsoHandoff(services.db, {
    id: sha256(code),
    user_id: userId,
    origin,
    expires_at: new Date(Date.now() + handoffLifetimeMs),
  });
  return code;
}

/** The user of a live handoff made for this origin, once; InvalidToken otherwise. */
export async function claimHandoff(services: Services, code: unknown, origin: string) {
  if (typeof code !== 'string' || code === '') throw invalidToken();
  const claimed = await claimSsoHandoff(services.db, sha256(code), origin, new Date());
  if (!claimed) throw invalidToken();
  return claimed.user_id;
}
