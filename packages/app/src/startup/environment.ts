// Everything the running app shares outside React, made once at start (main.tsx): the real API
// client, the session store that guards and the client read, the i18n instance, and a small
// channel through which the client reports network trouble to the shell's snackbar.
import type { ApiClient } from '@console/contract';
import type { i18n } from 'i18next';
import { createApiClient } from '../api/apiClient.ts';
import type { NetworkError } from '../api/apiErrors.ts';
import { csrfStorage } from '../auth/csrfStorage.ts';
import { createI18n, isLanguage } from '../i18n/i18n.ts';
import type { Language } from '../i18n/resources.ts';
import { createSessionStore, type SessionStore } from './sessionStore.ts';

export type NetworkSignal = 'connection.lose' | 'request.fail' | 'session.expire';

export interface NetworkChannel {
  emit(signal: NetworkSignal): void;
  /** One listener at a time: the NetworkErrors component. Signals before it listens are dropped. */
  listen(listener: (signal: NetworkSignal) => void): () => void;
}

export interface AppEnvironment {
  api: ApiClient;
  session: SessionStore;
  i18n: Promise<i18n>;
  network: NetworkChannel;
}

function createNetworkChannel(): NetworkChannel {
  let current: ((signal: NetworkSignal) => void) | null = null;
  return {
    emit: (signal) => current?.(signal),
    listen(listener) {
      current = listener;
      return () => {
        if (current === listener) current = null;
      };
    },
  };
}

/**
 * The language before anyone signs in: the browser's first preference when the console speaks
 * it, else English. After sign-in the user's setting decides.
 */
export function browserLanguage(preferences: readonly string[] = navigator.languages): Language {
  for (const preference of preferences) {
    const code = preference.slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return 'en';
}

export function createAppEnvironment(): AppEnvironment {
  const network = createNetworkChannel();
  // The client and the store need each other: the store fetches through the client, the client
  // asks the store for the account. Both only call the other later, never while being built.
  let session: SessionStore | null = null;
  const api = createApiClient({
    getCsrfToken: csrfStorage.read,
    getAccount: () => session?.accountFor(window.location.pathname) ?? null,
    onNetworkError: (error: NetworkError) =>
      network.emit(error.offline ? 'connection.lose' : 'request.fail'),
    onUnauthorized: () => network.emit('session.expire'),
  });
  session = createSessionStore(() => api.public.users.auth());
  return { api, session, i18n: createI18n(browserLanguage()), network };
}
