// Sample answers for the administration stories: the demo account's members (Claire, the
// signed-in owner, a second owner, an editor, a member who never came, an open invitation),
// the accounts the user may pick, and handlers that keep the changes a story makes, so the list
// reloads with them.
import type { AuthStatus, Input, MemberRow, Output, User } from '@console/contract';
import type { FakeHandlers } from '../../stories/fakeApi.ts';
import { adminAuthStatus, sampleAuthStatus } from '../../stories/sampleSession.ts';

const member = (
  row: Omit<MemberRow, 'account' | 'pending'> & { pending?: boolean },
): MemberRow => ({
  account: 'demo',
  pending: false,
  ...row,
});

export const demoMembers: MemberRow[] = [
  member({
    user: 'claire.martin@example.com',
    name: 'Claire Martin',
    role: 'owner',
    alerts: true,
    last_visit: '2026-11-20T08:12:00.000Z',
  }),
  member({
    user: 'marc.dubois@example.com',
    name: 'Marc Dubois',
    role: 'owner',
    alerts: true,
    last_visit: '2026-11-18T15:40:00.000Z',
  }),
  member({
    user: 'sofia.keller@example.com',
    name: 'Sofia Keller',
    role: 'editor',
    alerts: false,
    last_visit: '2026-11-02T09:05:00.000Z',
  }),
  member({
    user: 'jonas.weber@example.com',
    name: 'Jonas Weber',
    role: 'member',
    alerts: false,
    last_visit: null,
  }),
  member({
    user: 'lea.petit@example.com',
    name: null,
    role: 'editor',
    alerts: false,
    last_visit: null,
    pending: true,
  }),
];

/** The same account where Claire is the only owner: Marc is an editor. */
export const oneOwnerMembers: MemberRow[] = demoMembers.map((row) =>
  row.user === 'marc.dubois@example.com' ? { ...row, role: 'editor' as const } : row,
);

export const accounts: Output<'user/accounts/all'> = [
  { id: 'demo', name: 'Demo sender', modules: ['da', 'rm', 'ea', 'dr'] },
  { id: 'acme', name: 'Acme Retail', modules: ['da', 'rm'] },
  { id: 'globex', name: 'Globex Mail', modules: ['da'] },
];

const acmeMembers: MemberRow[] = [
  {
    account: 'acme',
    user: 'ops@acme.example',
    name: 'Acme operations',
    role: 'owner',
    alerts: true,
    last_visit: '2026-11-19T10:00:00.000Z',
    pending: false,
  },
];

type Status = AuthStatus & { user: User };

/** Claire owns two accounts: the page offers a picker. */
export const twoAccountsStatus: Status = { ...sampleAuthStatus, owner: ['demo', 'acme'] };

/** An admin: every account, without being a member of any. */
export { adminAuthStatus };

/** An owner flag without an account owned: nothing to manage. */
export const noAccountStatus: Status = { ...sampleAuthStatus, owner: [] };

/** A German owner, with German number format. */
export const germanStatus: Status = {
  ...sampleAuthStatus,
  user: { ...sampleAuthStatus.user, language: 'de', format: '#.###,##' },
};

/** Handlers over a copy of `members` that invitations, role changes and removals change. */
export function memberHandlers(members: readonly MemberRow[] = demoMembers): FakeHandlers {
  let rows = [...members];
  const find = (user: string) => rows.find((row) => row.user === user);
  return {
    'user/accounts/all': () => accounts,
    'owner/memberships/all': (input: Input<'owner/memberships/all'>) =>
      input.account === 'acme' ? acmeMembers : rows,
    'owner/memberships/invite': (input: Input<'owner/memberships/invite'>) => {
      const row = { ...input, name: null, alerts: false, last_visit: null, pending: true };
      rows = [...rows.filter((entry) => entry.user !== input.user), row];
      return row;
    },
    'owner/memberships/set': (input: Input<'owner/memberships/set'>) => {
      rows = rows.map((row) => (row.user === input.user ? { ...row, role: input.role } : row));
      return { account: input.account, user: input.user, role: input.role };
    },
    'owner/memberships/del': (input: Input<'owner/memberships/del'>) => {
      rows = rows.filter((row) => row.user !== input.user);
      return { ok: true as const };
    },
    'owner/alerts/add': (input: Input<'owner/alerts/add'>) => {
      const row = find(input.user);
      if (row) rows = rows.map((entry) => (entry === row ? { ...row, alerts: true } : entry));
      return { ok: true as const };
    },
    'owner/alerts/del': (input: Input<'owner/alerts/del'>) => {
      const row = find(input.user);
      if (row) rows = rows.map((entry) => (entry === row ? { ...row, alerts: false } : entry));
      return { ok: true as const };
    },
  };
}
