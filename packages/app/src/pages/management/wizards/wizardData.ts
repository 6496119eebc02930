// What the wizards read before their first step, each list by name (wizardTypes.ts).
import type { ApiClient } from '@console/contract';
import type { WizardContext } from './wizardTypes.ts';

type Reader = (api: ApiClient) => Promise<readonly Record<string, unknown>[]>;

export const readers = {
  accounts: (api) => api.admin.accounts.all({}),
  users: (api) => api.admin.users.all({}),
  datasets: (api) => api.admin.datasets.all({}),
  dimensions: (api) => api.admin.dimensions.all({}),
  templates: (api) => api.admin.templates.all({}),
} satisfies Record<string, Reader>;

export type ListName = keyof typeof readers;

/** Reads the named lists at once. */
export function loadLists(...names: ListName[]) {
  return async (api: ApiClient): Promise<WizardContext> => {
    const lists = await Promise.all(names.map((name) => readers[name](api)));
    return Object.fromEntries(names.map((name, index) => [name, lists[index] ?? []]));
  };
}

/** The ids (or another field) of a list the wizard read. */
export const idsOf = (context: WizardContext, list: ListName, field = 'id'): string[] =>
  (context[list] ?? []).map((entry) => String(entry[field]));
