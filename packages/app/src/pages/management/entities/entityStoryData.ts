// Sample answers for the entity pages' stories: three accounts (one with every module and no
// limit, one with an SNDS key set), the history of one of them, and handlers that keep what a
// story adds, changes or deletes, so the list reloads with it.
import type { AccountOverview, ChangeRecord, Input, Issue } from '@console/contract';
import type { FakeHandlers } from '../../../stories/fakeApi.ts';

export const sampleAccounts: AccountOverview[] = [
  {
    id: 'acme',
    name: 'Acme Retail',
    members: [{ user: 'claire.martin@example.com', role: 'owner' }],
    modules: ['da', 'rm', 'ea', 'dr'],
    user_limit: 10,
    volume_limit: 5_000_000,
    ip_limit: 16,
    domain_limit: 8,
    audit_limit: 200,
    policy_limit: 8,
    snds: true,
  },
  {
    id: 'globex',
    name: 'Globex Newsletters',
    members: [],
    modules: ['da', 'dr'],
    user_limit: 3,
    volume_limit: 250_000,
    ip_limit: 2,
    domain_limit: 2,
    audit_limit: 20,
    policy_limit: 2,
    snds: false,
  },
  {
    id: 'initech',
    name: 'Initech Transactional',
    members: [],
    modules: ['da'],
    user_limit: null,
    volume_limit: null,
    ip_limit: null,
    domain_limit: null,
    audit_limit: null,
    policy_limit: null,
    snds: false,
  },
];

export const acmeHistory: ChangeRecord[] = [
  {
    id: '2',
    timestamp: '2026-11-24T09:30:00.000Z',
    actor: 'admin@example.com',
    area: 'admin',
    resource: 'accounts',
    action: 'set',
    subject: 'acme',
    account: 'acme',
    before: { ...sampleAccounts[0], ip_limit: 8 },
    after: sampleAccounts[0],
  },
  {
    id: '1',
    timestamp: '2026-10-02T14:05:00.000Z',
    actor: 'ops@example.com',
    area: 'admin',
    resource: 'accounts',
    action: 'add',
    subject: 'acme',
    account: 'acme',
    before: null,
    after: { ...sampleAccounts[0], ip_limit: 8 },
  },
];

export const sampleIssues: Issue[] = [
  {
    id: 'ingest-acme-1',
    timestamp: '2026-11-25T06:10:00.000Z',
    severity: 'ERROR',
    source: 'ingest',
    account: 'acme',
    dataset: 'acme-mta',
    module: 'da',
    title: 'Batch rejected: 12 records without a recipient domain',
    detail: 'Line 4410: missing rcpt',
    occurrences: 3,
    resolved_at: null,
  },
  {
    id: 'blocklists-globex-1',
    timestamp: '2026-11-21T22:00:00.000Z',
    severity: 'WARNING',
    source: 'blocklists',
    account: 'globex',
    dataset: null,
    module: 'rm',
    title: 'Spamhaus ZEN answered 127.255.255.254 (query refused)',
    detail: 'The resolver is a public one; use your own.',
    occurrences: 41,
    resolved_at: '2026-11-22T08:00:00.000Z',
  },
];

/** Accounts that the story's adds, changes and deletions change. */
export function accountHandlers(
  accounts: readonly AccountOverview[] = sampleAccounts,
): FakeHandlers {
  let rows = [...accounts];
  return {
    'admin/accounts/all': () => rows,
    'admin/accounts/get': (input: Input<'admin/accounts/get'>) => {
      const found = rows.find((row) => row.id === input.id);
      if (!found) throw new Error('not found');
      return found;
    },
    'admin/accounts/add': (input: Input<'admin/accounts/add'>) => {
      const added = { ...input, members: [], snds: input.snds !== null } as AccountOverview;
      rows = [...rows, added];
      return added;
    },
    'admin/accounts/set': (input: Input<'admin/accounts/set'>) => {
      const { snds, ...changes } = input;
      rows = rows.map((row) =>
        row.id === input.id
          ? ({
              ...row,
              ...changes,
              snds: snds === undefined ? row.snds : snds !== null,
            } as AccountOverview)
          : row,
      );
      return rows.find((row) => row.id === input.id)!;
    },
    'admin/accounts/del': (input: Input<'admin/accounts/del'>) => {
      rows = rows.filter((row) => row.id !== input.id);
      return { ok: true as const };
    },
    'admin/changes/all': (input: Input<'admin/changes/all'>) =>
      input.subject === 'acme' ? acmeHistory : [],
  };
}
