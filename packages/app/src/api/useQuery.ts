// Reads data for a screen: `useQuery((api) => api.member.datasets.totals(query), [query])`.
// The fetch runs again when a dependency changes (compared by JSON value, so a new object with
// the same content does not refetch); an answer that arrives after a newer request started is
// dropped. `reload()` fetches again with the same dependencies.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiClient } from '@console/contract';
import { useApi } from './ApiContext.tsx';

export type QueryState<T> =
  | { status: 'loading'; data: T | undefined; error: undefined }
  | { status: 'success'; data: T; error: undefined }
  | { status: 'error'; data: T | undefined; error: Error };

export type QueryResult<T> = QueryState<T> & { reload: () => void };

export interface QueryOptions {
  /** false holds the request back (a required input is not known yet). */
  enabled?: boolean;
}

export function useQuery<T>(
  fetcher: (api: ApiClient) => Promise<T>,
  dependencies: readonly unknown[],
  options: QueryOptions = {},
): QueryResult<T> {
  const api = useApi();
  const enabled = options.enabled ?? true;
  const [state, setState] = useState<QueryState<T>>({
    status: 'loading',
    data: undefined,
    error: undefined,
  });
  const [generation, setGeneration] = useState(0);
  const fetcherRef = useRef(fetcher);
  fetcherRef.current = fetcher;
  const key = JSON.stringify(dependencies);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setState((previous) => ({ status: 'loading', data: previous.data, error: undefined }));
    fetcherRef.current(api).then(
      (data) => {
        if (current) setState({ status: 'success', data, error: undefined });
      },
      (error: unknown) => {
        if (current)
          setState((previous) => ({
            status: 'error',
            data: previous.data,
            error: error instanceof Error ? error : new Error(String(error)),
          }));
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, enabled, generation]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
