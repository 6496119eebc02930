// An in-memory stand-in for the sign-in pages' outside world, for stories: the real auth client
// over a fake fetch answering from handlers, storage in a Map, a popup that the play function
// closes or answers, and page loads that are recorded instead of leaving Storybook.
import type {
  AcceptRequest,
  ChangeRequest,
  InvitationOffer,
  InvitationRequest,
  LoginRequest,
  LoginResult,
  ResetRequest,
} from '@console/machines';
import { createAuthClient } from './authClient.ts';
import type { PopupHandle } from './authBrowser.ts';
import type { AuthServices } from './AuthServices.tsx';
import { createTokenStorage, type KeyValueStorage } from './csrfStorage.ts';
import { readSsoMessage, type SsoMessage } from './ssoMessages.ts';

/** Thrown by a handler: the fake answers `{ name, message, details }` with `status`. */
export class AuthCallError extends Error {
  readonly status: number;
  readonly details: unknown;
  constructor(status: number, name: string, message: string = name, details?: unknown) {
    super(message);
    this.name = name;
    this.status = status;
    this.details = details;
  }
}

/** A handler that answers the error `name` with `status`. */
export const refuse =
  (status: number, name: string, message?: string, details?: unknown) => (): never => {
    throw new AuthCallError(status, name, message, details);
  };

export interface FakeAuthHandlers {
  login?: (input: LoginRequest) => LoginResult | Promise<LoginResult>;
  reset?: (input: ResetRequest) => unknown;
  change?: (input: ChangeRequest) => unknown;
  logout?: () => unknown;
  invitation?: (input: InvitationRequest) => InvitationOffer | Promise<InvitationOffer>;
  accept?: (input: AcceptRequest) => unknown;
}

/** An invitation to an address that has no user yet (the default answer of `invitation`). */
export const sampleInvitation: InvitationOffer = {
  account_name: 'Northwind Mail',
  role: 'editor',
  invited_by: 'Olga Berger',
  email: 'nina.keller@example.com',
  expires_at: '2026-12-03T15:30:00.000Z',
  needs_password: true,
};

export interface FakeAuthOptions {
  handlers?: FakeAuthHandlers;
  /** 'blocked': the browser refuses to open the popup. */
  popup?: 'opens' | 'blocked';
  referrer?: string | null;
  csrfToken?: string | null;
}

export interface FakePopup extends PopupHandle {
  readonly url: string;
  readonly features: { width: number; height: number };
}

export interface FakeAuth {
  services: AuthServices;
  /** Every call, in order: path and body. */
  calls: { path: string; body: unknown }[];
  /** Full page loads the page asked for. */
  pagesLoaded: string[];
  popups: FakePopup[];
  storage: Map<string, string>;
  /** What the popup page posts to its opener. */
  postFromPopup(data: unknown): void;
  /** The user closes the popup window. */
  closePopup(): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const defaultAnswers: Required<FakeAuthHandlers> = {
  login: () => ({ token: 'story-csrf-token' }),
  reset: () => ({ ok: true }),
  change: () => ({ ok: true }),
  logout: () => ({ ok: true }),
  invitation: () => sampleInvitation,
  accept: () => ({ ok: true }),
};

const handlerByPath: Record<string, keyof FakeAuthHandlers> = {
  '/api/v1.1/auth/authenticate/postmastery': 'login',
  '/api/v1.1/auth/user/reset': 'reset',
  '/api/v1.1/auth/user/change': 'change',
  '/api/v1.1/auth/authenticate/logout': 'logout',
  '/api/v1.1/auth/invitation': 'invitation',
  '/api/v1.1/auth/invitation/accept': 'accept',
};

export function createFakeAuth(options: FakeAuthOptions = {}): FakeAuth {
  const storage = new Map<string, string>();
  if (options.referrer) storage.set('referrer', options.referrer);
  if (options.csrfToken) storage.set('csrf', options.csrfToken);
  const store: KeyValueStorage = {
    getItem: (key) => storage.get(key) ?? null,
    setItem: (key, value) => void storage.set(key, value),
    removeItem: (key) => void storage.delete(key),
  };
  const csrf = createTokenStorage('csrf', () => store);
  const referrer = createTokenStorage('referrer', () => store);

  const calls: FakeAuth['calls'] = [];
  const fakeFetch = async (url: RequestInfo | URL, init?: RequestInit) => {
    const path = String(url);
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : {};
    calls.push({ path, body });
    const name = handlerByPath[path];
    if (!name) return json(404, { name: 'NotFound', message: `No handler for ${path}` });
    const handler = (options.handlers?.[name] ?? defaultAnswers[name]) as (i: unknown) => unknown;
    try {
      return json(200, await handler(body));
    } catch (error) {
      if (!(error instanceof AuthCallError)) throw error;
      return json(error.status, {
        name: error.name,
        message: error.message,
        ...(error.details === undefined ? {} : { details: error.details }),
      });
    }
  };

  const popups: FakePopup[] = [];
  const listeners = new Set<(message: SsoMessage) => void>();
  const pagesLoaded: string[] = [];

  return {
    services: {
      client: createAuthClient({ fetch: fakeFetch as typeof fetch, getCsrfToken: csrf.read }),
      csrf,
      referrer,
      browser: {
        openPopup: ({ url, width, height }) => {
          if (options.popup === 'blocked') return null;
          const popup = {
            url,
            features: { width, height },
            closed: false,
            close() {
              popup.closed = true;
            },
          };
          popups.push(popup);
          return popup;
        },
        onSsoMessage: (listener) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
        loadPage: (url) => void pagesLoaded.push(url),
      },
    },
    calls,
    pagesLoaded,
    popups,
    storage,
    postFromPopup(data) {
      const message = readSsoMessage(data);
      if (message) for (const listener of [...listeners]) listener(message);
    },
    closePopup() {
      popups.at(-1)?.close();
    },
  };
}
