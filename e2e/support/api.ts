// The console's API called directly, as the app does: POST JSON with the session cookie and the
// CSRF token. From Node, to prepare what a flow needs (a member to sign in by SSO); from the
// page, to check what the browser's own session may still do (401 after sign-out).
import type { Page } from 'playwright-core';

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface ApiSession {
  call<T = unknown>(key: string, body?: object): Promise<ApiAnswer<T>>;
  /** POSTs bytes to one of the server's other routes (an upload), with this session */
  post<T = unknown>(
    path: string,
    body: Uint8Array,
    headers?: Record<string, string>,
  ): Promise<ApiAnswer<T>>;
}

/** Signs in from Node with the password form's call and keeps the cookie and the token. */
export async function apiSession(
  url: string,
  email: string,
  password: string,
): Promise<ApiSession> {
  const login = await fetch(`${url}/api/v1.1/auth/authenticate/postmastery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  if (!login.ok) throw new Error(`sign-in of ${email} answered ${login.status}`);
  const { token } = (await login.json()) as { token: string };
  const cookie = login.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return {
    async call<T>(key: string, body: object = {}) {
      const response = await fetch(`${url}/api/v1.1/${key}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': token, cookie },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    async post<T>(path: string, body: Uint8Array, headers: Record<string, string> = {}) {
      const response = await fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'x-csrf-token': token, cookie, ...headers },
        body: new Uint8Array(body),
      });
      return { status: response.status, body: (await response.json()) as T };
    },
  };
}

/** A call from the page, with the page's cookie and the CSRF token the app stored. */
export function callFromPage<T = unknown>(
  page: Page,
  key: string,
  body: object = {},
): Promise<ApiAnswer<T>> {
  return page.evaluate(
    async ({ key, body }) => {
      const response = await fetch(`/api/v1.1/${key}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-csrf-token': localStorage.getItem('csrf') ?? '',
        },
        body: JSON.stringify(body),
        credentials: 'include',
      });
      return { status: response.status, body: (await response.json()) as T };
    },
    { key, body },
  );
}
