// The API client as React context: the app provides the real client (createApiClient against
// the server), stories and tests provide one over a fake fetch (stories/fakeApi.ts). Screens
// never build a client themselves.
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@console/contract';

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi needs an <ApiProvider> above it');
  return api;
}
