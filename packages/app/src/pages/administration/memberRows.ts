// The members' table rows from memberships/all: who (a name, else the address), the role in
// words, alerts, the last visit, and what the row may offer. The account's only owner can be
// neither removed nor given another role (the server refuses it), so the row says so and the
// table disables both; an open invitation is not an owner yet, so it never counts as one.
import type { MemberRow, Role } from '@console/contract';

export interface MemberTableRow extends Record<string, unknown> {
  /** the member's email: the row's key */
  id: string;
  /** what the table shows, sorts by and copies: the name, else the address */
  member: string;
  /** the role in the user's language, so the column sorts as it reads */
  role: string;
  alerts: boolean;
  last_visit: string | null;
  source: MemberRow;
  isOnlyOwner: boolean;
  /** the signed-in user's own row */
  isSelf: boolean;
}

export interface MemberCounts {
  members: number;
  pending: number;
}

/** Who the account's owners are; an invitation to be owner is not one yet. */
export const ownersOf = (members: readonly MemberRow[]) =>
  members.filter((member) => !member.pending && member.role === 'owner');

/** The name a dialog or a message gives the member: the name, else the address. */
export const memberName = (member: Pick<MemberRow, 'name' | 'user'>) => member.name ?? member.user;

export function memberRows(
  members: readonly MemberRow[],
  self: string,
  roleName: (role: Role) => string,
): MemberTableRow[] {
  const owners = ownersOf(members);
  return members.map((member) => ({
    id: member.user,
    member: memberName(member),
    role: roleName(member.role),
    alerts: member.alerts,
    last_visit: member.last_visit,
    source: member,
    isOnlyOwner: owners.length === 1 && owners[0]?.user === member.user,
    isSelf: member.user === self,
  }));
}

export function memberCounts(members: readonly MemberRow[]): MemberCounts {
  const pending = members.filter((member) => member.pending).length;
  return { members: members.length - pending, pending };
}

/** The member who is the account's only owner, if there is one. */
export const onlyOwnerOf = (members: readonly MemberRow[]): MemberRow | null => {
  const owners = ownersOf(members);
  return owners.length === 1 ? (owners[0] ?? null) : null;
};
