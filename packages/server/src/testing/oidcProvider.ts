// A real OpenID provider (oidc-provider) on loopback for the single sign-on tests. Its
// development login page accepts any login with any password; the login is the account id, and
// `accounts` says which claims (email, email_verified) each account id gets. Consent is granted
// automatically, so a sign-in is: authorize -> login form -> back to the client.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// @ts-expect-error oidc-provider ships no types; the few calls below are checked by the tests
import Provider from 'oidc-provider';

export interface TestClient {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface AccountClaims {
  email?: string;
  email_verified?: boolean;
  name?: string;
}

export interface OidcTestProvider {
  issuer: string;
  /** claims per account id (the login typed on the form); unknown ids get no email */
  accounts: Map<string, AccountClaims>;
  close(): Promise<void>;
}

/** A port that was free a moment ago, for a server whose URL must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startOidcProvider(clients: TestClient[]): Promise<OidcTestProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const accounts = new Map<string, AccountClaims>();
  const provider = new Provider(issuer, {
    clients: clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: [client.redirectUri],
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['oidc test provider cookie key'] },
    findAccount: (_context: unknown, id: string) => ({
      accountId: id,
      claims: () => ({ sub: id, ...accounts.get(id) }),
    }),
    // Grant every scope at once: the tests sign in, they do not test a consent screen.
    loadExistingGrant: async (context: {
      oidc: {
        provider: { Grant: new (value: object) => GrantLike };
        session: { accountId: string };
        client: { clientId: string };
      };
    }) => {
      const grant = new context.oidc.provider.Grant({
        clientId: context.oidc.client.clientId,
        accountId: context.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', 'name']);
      await grant.save();
      return grant;
    },
  });
  const server = http.createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    accounts,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

interface GrantLike {
  addOIDCScope(scope: string): void;
  addOIDCClaims(claims: string[]): void;
  save(): Promise<string>;
}
