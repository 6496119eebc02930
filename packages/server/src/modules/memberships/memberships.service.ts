// An owner's management of their account (spec section 6): who is a member with which role, who
// receives the account's alerts, and invitations. The router has checked that the caller owns
// `account` (or is an admin); the service checks that the user named is a member where the call
// needs one (404 NotFound otherwise), keeps at least one owner (409 Conflict), and holds the
// account's user_limit (422 LimitExceeded with { limit, count }).
import type { Membership, ParsedInput, Role } from '@console/contract';
import type { MemberRow } from '@console/contract';
import { fail, notFound } from '../../http/apiError.ts';
import type { AccountContext } from '../../http/context.ts';
import type { Db } from '../../db/schema/index.ts';
import { insertResetToken } from '../../auth/credentials.repository.ts';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { findUser, insertUser } from '../users/users.repository.ts';
import { invitationLifetimeMs, invitationMail } from './invitationMail.ts';
import {
  countMembers,
  deleteMembership,
  findMembership,
  insertMembership,
  lockAccount,
  lockOwners,
  membersOfAccount,
  updateMembership,
} from './memberships.repository.ts';

type AccountUser = ParsedInput<'owner/memberships/del'>;
type MembershipChange = ParsedInput<'owner/memberships/add'>;

const notAMember = (user: string) => notFound(`${user} is not a member of this account`);

export async function membersOf(context: AccountContext): Promise<MemberRow[]> {
  const rows = await membersOfAccount(context.db, context.account.id);
  return rows.map((row) => ({
    account: row.account_id,
    user: row.user_id,
    role: row.role as Role,
    name: row.name,
    alerts: row.alerts,
    last_visit: row.last_visit ? row.last_visit.toISOString() : null,
    pending: row.last_visit === null,
  }));
}

/** Makes a member a recipient of the account's alerts, or stops it. */
export async function setAlertRecipient(
  context: AccountContext,
  input: AccountUser,
  alerts: boolean,
): Promise<{ ok: true }> {
  if (!(await updateMembership(context.db, context.account.id, input.user, { alerts }))) {
    throw notAMember(input.user);
  }
  return { ok: true };
}

/** Adds an existing user; beyond user_limit fails. */
export async function addMember(
  context: AccountContext,
  input: MembershipChange,
): Promise<Membership> {
  if (!(await findUser(context.db, input.user))) throw notFound(`No user ${input.user}`);
  await context.db.transaction().execute((tx) => insertWithinLimit(context, tx, input));
  return { account: context.account.id, user: input.user, role: input.role };
}

async function insertWithinLimit(context: AccountContext, db: Db, input: MembershipChange) {
  const account = await lockAccount(db, context.account.id);
  if (!account) throw notFound('No such account');
  if (await findMembership(db, account.id, input.user)) {
    throw fail('Conflict', `${input.user} is a member already`);
  }
  const count = await countMembers(db, account.id);
  if (account.user_limit !== null && count >= account.user_limit) {
    throw fail('LimitExceeded', `The account may have at most ${account.user_limit} users`, {
      limit: account.user_limit,
      count,
    });
  }
  await insertMembership(db, { account_id: account.id, user_id: input.user, role: input.role });
}

export async function changeRole(
  context: AccountContext,
  input: MembershipChange,
): Promise<Membership> {
  await context.db.transaction().execute(async (tx) => {
    const owners = await lockOwners(tx, context.account.id);
    const current = await findMembership(tx, context.account.id, input.user);
    if (!current) throw notAMember(input.user);
    if (input.role !== 'owner' && owners.length === 1 && owners[0] === input.user) {
      throw fail('Conflict', 'The account must keep at least one owner');
    }
    await updateMembership(tx, context.account.id, input.user, { role: input.role });
  });
  return { account: context.account.id, user: input.user, role: input.role };
}

export async function removeMember(
  context: AccountContext,
  input: AccountUser,
): Promise<{ ok: true }> {
  await context.db.transaction().execute(async (tx) => {
    const owners = await lockOwners(tx, context.account.id);
    if (owners.length === 1 && owners[0] === input.user) {
      throw fail('Conflict', 'The account must keep at least one owner');
    }
    if (!(await deleteMembership(tx, context.account.id, input.user))) {
      throw notAMember(input.user);
    }
  });
  return { ok: true };
}

/**
 * Invites someone: creates the user when unknown (no password; the mail carries a single-use
 * set-password token valid for 7 days), adds the membership within user_limit, and mails the
 * invitation after the commit.
 */
export async function invite(context: AccountContext, input: MembershipChange): Promise<MemberRow> {
  const { db, config, mailer, logger } = context;
  let token: string | null = null;
  await db.transaction().execute(async (tx) => {
    let user = await findUser(tx, input.user);
    if (!user)
      user = await insertUser(tx, { id: input.user, name: input.user.split('@')[0] ?? '' });
    if (user.password_hash === null) {
      token = randomToken();
      await insertResetToken(tx, {
        token_hash: sha256(token),
        user_id: user.id,
        expires_at: new Date(Date.now() + invitationLifetimeMs),
      });
    }
    await insertWithinLimit(context, tx, input);
  });
  const mail = invitationMail({
    to: input.user,
    accountName: context.account.name,
    invitedBy: context.user.name || context.user.id,
    publicUrl: config.publicUrl,
    token,
  });
  await mailer.send(mail).catch((error: unknown) => {
    logger.error({ err: error, user: input.user }, 'invitation mail failed');
  });
  const rows = await membersOf(context);
  const row = rows.find((member) => member.user === input.user);
  if (!row) throw notAMember(input.user);
  return row;
}
