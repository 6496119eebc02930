// The members' rows: who the only owner is (an invitation to be owner does not count), the
// signed-in user's own row, names and counts.
import { describe, expect, it } from 'vitest';
import type { MemberRow } from '@console/contract';
import { memberCounts, memberRows, onlyOwnerOf } from './memberRows.ts';

const row = (user: string, role: MemberRow['role'], extra: Partial<MemberRow> = {}): MemberRow => ({
  account: 'demo',
  user,
  role,
  name: null,
  alerts: false,
  last_visit: null,
  pending: false,
  ...extra,
});

const roleName = (role: string) => role.toUpperCase();

describe('memberRows', () => {
  it('marks the only owner, and nobody when two members own the account', () => {
    const one = [row('a@x.io', 'owner'), row('b@x.io', 'editor')];
    expect(memberRows(one, 'b@x.io', roleName).map((entry) => entry.isOnlyOwner)).toEqual([
      true,
      false,
    ]);
    const two = [row('a@x.io', 'owner'), row('b@x.io', 'owner')];
    expect(memberRows(two, 'a@x.io', roleName).some((entry) => entry.isOnlyOwner)).toBe(false);
  });

  it('does not count an invitation to be owner as an owner', () => {
    const members = [row('a@x.io', 'owner'), row('new@x.io', 'owner', { pending: true })];
    expect(onlyOwnerOf(members)?.user).toBe('a@x.io');
    expect(memberRows(members, 'a@x.io', roleName)[0]?.isOnlyOwner).toBe(true);
  });

  it('names a member by name, else by address, and finds the signed-in user', () => {
    const rows = memberRows(
      [row('a@x.io', 'member', { name: 'Ana' }), row('b@x.io', 'editor')],
      'b@x.io',
      roleName,
    );
    expect(rows.map(({ member, role, isSelf }) => ({ member, role, isSelf }))).toEqual([
      { member: 'Ana', role: 'MEMBER', isSelf: false },
      { member: 'b@x.io', role: 'EDITOR', isSelf: true },
    ]);
  });

  it('counts members and open invitations apart', () => {
    expect(
      memberCounts([row('a@x.io', 'owner'), row('b@x.io', 'member', { pending: true })]),
    ).toEqual({ members: 1, pending: 1 });
  });
});
