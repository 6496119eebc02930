// The 14 entities of the management area (spec section 2) as data: the calls that list, read,
// add, change and delete each one, its key, the column that names a row, the columns of the
// table and the fields a form shows empty (secrets, which the calls never answer). The forms
// come from the calls' input schemas (schemaFields.ts).
import type { CallKey } from '@console/contract';
import { entityCodes } from '../../../routes/sectionRoutes.ts';

export interface EntityDefinition {
  code: EntityCode;
  list: CallKey;
  /** the input of the list call; issues are read over a range */
  listInput?: () => Record<string, unknown>;
  /** reads one entity for its form; `detail` picks the entity out of the answer */
  get?: CallKey;
  detail?: (answer: Record<string, unknown>) => Record<string, unknown>;
  add?: CallKey;
  set?: CallKey;
  del?: CallKey;
  /** the fields that identify an entity (the input of get and del) */
  key: readonly string[];
  /** the column that names a row, typed to confirm a deletion */
  title: string;
  columns: readonly string[];
  /** written, never answered: the edit form leaves them empty and keeps them when empty */
  writeOnly?: readonly string[];
  /** fields of the add form the edit form leaves out */
  addOnly?: readonly string[];
}

export { entityCodes };
export type EntityCode = (typeof entityCodes)[number];

const crud = (resource: string) =>
  ({
    list: `admin/${resource}/all`,
    get: `admin/${resource}/get`,
    add: `admin/${resource}/add`,
    set: `admin/${resource}/set`,
    del: `admin/${resource}/del`,
  }) as Pick<EntityDefinition, 'list' | 'get' | 'add' | 'set' | 'del'>;

const dayMs = 24 * 60 * 60 * 1000;

export const entityCatalogue: Record<EntityCode, EntityDefinition> = {
  accounts: {
    code: 'accounts',
    ...crud('accounts'),
    key: ['id'],
    title: 'id',
    columns: ['id', 'name', 'modules', 'user_limit', 'volume_limit', 'ip_limit', 'domain_limit'],
    writeOnly: ['snds'],
  },
  users: {
    code: 'users',
    ...crud('users'),
    detail: (answer) => answer.user as Record<string, unknown>,
    key: ['id'],
    title: 'id',
    columns: ['id', 'name', 'admin', 'owner', 'language', 'accounts', 'last_visit'],
    addOnly: ['invite'],
  },
  datasets: {
    code: 'datasets',
    ...crud('datasets'),
    key: ['id'],
    title: 'id',
    columns: ['id', 'owner', 'platform', 'location', 'dimensions', 'metrics'],
  },
  workspaces: {
    code: 'workspaces',
    ...crud('workspaces'),
    key: ['id'],
    title: 'id',
    columns: ['id', 'name', 'account', 'dataset', 'modules', 'tags'],
  },
  dimensions: {
    code: 'dimensions',
    ...crud('dimensions'),
    key: ['id'],
    title: 'id',
    columns: ['id', 'name', 'caption', 'column', 'position', 'filter'],
  },
  alerts: {
    code: 'alerts',
    ...crud('alerts'),
    key: ['id'],
    title: 'name',
    columns: ['name', 'friendly_account', 'module', 'alert', 'scope', 'active'],
  },
  issues: {
    code: 'issues',
    list: 'admin/issues/all',
    listInput: () => {
      const end = new Date();
      return { start: new Date(end.getTime() - 30 * dayMs).toISOString(), end: end.toISOString() };
    },
    key: ['id'],
    title: 'title',
    columns: [
      'timestamp',
      'severity',
      'source',
      'account',
      'title',
      'detail',
      'occurrences',
      'resolved_at',
    ],
  },
  ips: {
    code: 'ips',
    ...crud('ips'),
    key: ['account', 'address'],
    title: 'address',
    columns: ['address', 'account', 'workspace', 'description', 'tags'],
  },
  domains: {
    code: 'domains',
    ...crud('domains'),
    key: ['account', 'name'],
    title: 'name',
    columns: ['name', 'account', 'workspace', 'description', 'tags'],
  },
  messages: {
    code: 'messages',
    ...crud('messages'),
    key: ['id'],
    title: 'title',
    columns: ['timestamp', 'title', 'severity', 'active', 'release'],
  },
  dictionary: {
    code: 'dictionary',
    ...crud('dictionary'),
    key: ['key'],
    title: 'key',
    columns: ['key', 'en', 'fr', 'de'],
  },
  templates: {
    code: 'templates',
    ...crud('templates'),
    key: ['id'],
    title: 'name',
    columns: ['name', 'module', 'alert', 'integration', 'active'],
  },
  content: {
    code: 'content',
    ...crud('content'),
    key: ['template'],
    title: 'template',
    columns: ['template', 'render', 'escape'],
  },
  integrations: {
    code: 'integrations',
    list: 'admin/integrations/all',
    get: 'admin/integrations/read',
    add: 'admin/integrations/create',
    set: 'admin/integrations/update',
    del: 'admin/integrations/delete',
    key: ['id'],
    title: 'id',
    columns: ['id', 'method', 'origin', 'header_names', 'active'],
    writeOnly: ['url', 'headers'],
  },
};
