// What the public sign-in pages need from the outside world: the auth client, the browser
// (popup, page loads) and the CSRF and referrer stores. The app uses the real ones by default;
// stories wrap the pages in <AuthServicesProvider> with an in-memory fake (fakeAuthServices.ts).
import { createContext, useContext, type ReactNode } from 'react';
import { createAuthClient, type AuthClient } from './authClient.ts';
import { realBrowser, type AuthBrowser } from './authBrowser.ts';
import { csrfStorage, type TokenStorage } from './csrfStorage.ts';
import { referrerStorage } from './referrerStorage.ts';

export interface AuthServices {
  client: AuthClient;
  browser: AuthBrowser;
  csrf: TokenStorage;
  referrer: TokenStorage;
}

let realServices: AuthServices | null = null;

/** The real services, created on first use (no fetch or storage is touched at import). */
function defaultServices(): AuthServices {
  realServices ??= {
    client: createAuthClient({ getCsrfToken: csrfStorage.read }),
    browser: realBrowser,
    csrf: csrfStorage,
    referrer: referrerStorage,
  };
  return realServices;
}

const AuthServicesContext = createContext<AuthServices | null>(null);

export function AuthServicesProvider({
  services,
  children,
}: {
  services: AuthServices;
  children: ReactNode;
}) {
  return <AuthServicesContext.Provider value={services}>{children}</AuthServicesContext.Provider>;
}

export function useAuthServices(): AuthServices {
  return useContext(AuthServicesContext) ?? defaultServices();
}
