// A client for stories and component tests: the real createApiClient over a fetch that answers
// from handlers in memory, so a screen's story goes through the same client code as the app.
// A call of the contract without a handler answers the contract's example of its output
// (`exampleOf`, every optional field filled), so a story names only the answers it is about and
// the rest stay valid as the contract changes; an unknown path answers 404 NotFound. `failWith`
// makes a handler answer an error; `pending` never answers (the loading state).
import {
  callByKey,
  exampleOf,
  type ApiClient,
  type CallKey,
  type Input,
  type Output,
} from '@console/contract';
import { createApiClient } from '../api/apiClient.ts';

export type FakeHandlers = {
  [K in CallKey]?: (input: Input<K>) => Output<K> | Promise<Output<K>>;
};

export class FakeCallError extends Error {
  readonly status: number;
  /** the error's `details` (a LimitExceeded's limit and count, a ValidationError's issues) */
  readonly details: unknown;
  constructor(status: number, name: string, message = name, details?: unknown) {
    super(message);
    this.status = status;
    this.name = name;
    this.details = details;
  }
}

/** A handler that answers the error `name` with `status` (and `details`, when given). */
export const failWith =
  (status: number, name: string, message?: string, details?: unknown) => (): never => {
    throw new FakeCallError(status, name, message, details);
  };

/** A handler that never answers, for loading states. */
export const pending = (): Promise<never> => new Promise<never>(() => undefined);

export interface FakeApiOptions {
  /** Delay before each answer, in ms (0 by default). */
  delayMs?: number;
  /** Every call made, in order, for assertions in play functions. */
  log?: { key: string; input: unknown }[];
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function createFakeApi(handlers: FakeHandlers, options: FakeApiOptions = {}): ApiClient {
  const fakeFetch = async (url: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = String(url).replace(/^.*\/api\/v1\.1\//, '');
    const input: unknown = init?.body ? JSON.parse(String(init.body)) : {};
    options.log?.push({ key, input });
    if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
    const handler = handlers[key as CallKey] as ((input: unknown) => unknown) | undefined;
    if (!handler) {
      const call = callByKey(key);
      return call
        ? json(200, exampleOf(call.output))
        : json(404, { name: 'NotFound', message: `No call ${key}` });
    }
    try {
      return json(200, await handler(input));
    } catch (error) {
      if (error instanceof FakeCallError)
        return json(error.status, {
          name: error.name,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        });
      throw error;
    }
  };
  return createApiClient({
    fetch: fakeFetch as typeof fetch,
    getCsrfToken: () => 'story-csrf-token',
    getAccount: () => null,
  });
}
