// The editor calls of an IP (or range) and of a domain behind one shape, so the dialogs add,
// change and remove either without knowing which; `count` gives the account's use of its limit.
import type { ApiClient } from '@console/contract';
import type { AssetKind } from '../shared/reputationPaths.ts';

export interface AssetFields {
  description: string;
  tags: string[];
}

export interface AssetCalls {
  add: (key: string, fields: AssetFields, workspace: string | null) => Promise<unknown>;
  set: (key: string, fields: AssetFields) => Promise<unknown>;
  del: (key: string) => Promise<unknown>;
  count: () => Promise<{ count: number; limit: number | null }>;
}

export function assetCalls(api: ApiClient, kind: AssetKind): AssetCalls {
  if (kind === 'ip')
    return {
      add: (address, fields, workspace) => api.editor.ips.add({ address, ...fields, workspace }),
      set: (address, fields) => api.editor.ips.set({ address, ...fields }),
      del: (address) => api.editor.ips.del({ address }),
      count: () => api.editor.ips.count({}),
    };
  return {
    add: (name, fields, workspace) => api.editor.domains.add({ name, ...fields, workspace }),
    set: (name, fields) => api.editor.domains.set({ name, ...fields }),
    del: (name) => api.editor.domains.del({ name }),
    count: () => api.editor.domains.count({}),
  };
}
