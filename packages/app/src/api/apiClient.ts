// The typed API client: `api.member.datasets.totals(input)` POSTs JSON to
// /api/v1.1/member/datasets/totals with the CSRF, version and screen-size headers and
// credentials (spec section 7). Member and editor calls get the current workspace's account.
// Types come from the contract; at run time nothing of zod is loaded, so the sign-in page stays
// small.
import type { ApiClient, CallKey, Input, Output } from '@console/contract';
import { clientVersion } from '@console/contract/constants';
import { errorFromResponse, NetworkError } from './apiErrors.ts';

export interface ApiClientOptions {
  /** Origin and prefix; '' for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The CSRF token stored at sign-in (header X-CSRF-Token). */
  getCsrfToken: () => string | null;
  /** The account of the current workspace, attached to member and editor calls. */
  getAccount: () => string | null;
  /** Whether the browser believes it is online. */
  isOnline?: () => boolean;
  /** Called for every failure without an answer; the app throttles the message. */
  onNetworkError?: (error: NetworkError) => void;
  /** Called on HTTP 401 (session gone or CSRF token invalid): the app reloads. */
  onUnauthorized?: () => void;
}

export interface CallApi {
  <K extends CallKey>(key: K, input?: Omit<Input<K>, 'account'>): Promise<Output<K>>;
}

const accountAreas = new Set(['member', 'editor']);

export function createCall(options: ApiClientOptions): CallApi {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const isOnline = options.isOnline ?? (() => globalThis.navigator?.onLine ?? true);

  return async function call(key: string, input?: object) {
    const area = key.slice(0, key.indexOf('/'));
    const body: Record<string, unknown> = { ...(input ?? {}) };
    if (accountAreas.has(area)) {
      const account = options.getAccount();
      if (account) body.account = account;
    }
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      'x-client-version': clientVersion,
      'x-screen-width': String(globalThis.screen?.width ?? 0),
      'x-screen-height': String(globalThis.screen?.height ?? 0),
    };
    const csrf = options.getCsrfToken();
    if (csrf) headers['x-csrf-token'] = csrf;

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl ?? ''}/api/v1.1/${key}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        credentials: 'include',
      });
    } catch (cause) {
      const error = new NetworkError(!isOnline(), cause);
      options.onNetworkError?.(error);
      throw error;
    }
    if (response.status === 401) options.onUnauthorized?.();
    if (!response.ok) throw await errorFromResponse(response);
    return response.json();
  } as CallApi;
}

/** `api.area.resource.action(input)`, built from property names; nothing is listed at run time. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const call = createCall(options);
  const level = (path: string[]): unknown =>
    new Proxy(() => undefined, {
      // `then` stays undefined so that awaiting a partial path is not mistaken for a call.
      get: (_target, property) =>
        typeof property === 'string' && property !== 'then'
          ? level([...path, property])
          : undefined,
      apply: (_target, _this, args: unknown[]) =>
        call(path.join('/') as CallKey, args[0] as Omit<Input<CallKey>, 'account'>),
    });
  return level([]) as ApiClient;
}
