// Invitations to an account (owner calls memberships/add and invite; auth calls invitation and
// accept). An owner offers a role to an address; nothing about that address is looked up or
// shown to the owner, and it becomes a member only when its invitee opens the mail's link and
// accepts. Members and open invitations together stay within the account's user_limit. An
// admin's memberships/add is the exception: it adds an existing user at once.
import { texts, type Membership, type MemberRow, type ParsedInput } from '@console/contract';
import type { InvitationOffer, Role } from '@console/contract';
import { addPasswordToHistory } from '../../auth/credentials.repository.ts';
import { assertPasswordPolicy, hashPassword } from '../../auth/passwords.ts';
import { randomToken, sha256 } from '../../auth/tokens.ts';
import { fail, notFound } from '../../http/apiError.ts';
import type { AccountContext, Services } from '../../http/context.ts';
import type { Db } from '../../db/schema/index.ts';
import { lockAccount } from '../accounts/accounts.repository.ts';
import { findUser, insertUser } from '../users/users.repository.ts';
import { invitationLifetimeMs, invitationMail } from './invitationMail.ts';
import {
  countMembers,
  countOpenInvitations,
  deleteInvitation,
  findInvitation,
  findMembership,
  findOpenInvitation,
  insertMembership,
  replaceInvitation,
  setInvitationToken,
  type InvitationRow,
} from './memberships.repository.ts';
import { pendingRow } from './memberships.service.ts';

type MembershipChange = ParsedInput<'owner/memberships/invite'>;

const notFoundText = 'This invitation is no longer valid';
const expiredText = 'This invitation has expired';

/**
 * Offers `role` in the account to the address and answers its pending row. The invitation and
 * the job that mails it are stored in one transaction; the job makes the token (mailInvitation),
 * so no token waits in the queue.
 */
export async function invite(context: AccountContext, input: MembershipChange): Promise<MemberRow> {
  const { db, jobs } = context;
  await db.transaction().execute(async (tx) => {
    const account = await lockAccount(tx, context.account.id);
    if (!account) throw notFound('No such account');
    if (await findMembership(tx, account.id, input.user))
      throw fail('Conflict', `${input.user} is a member already`);
    const now = new Date();
    await assertRoomFor(tx, account, await countOpenInvitations(tx, account.id, now, input.user));
    await replaceInvitation(tx, {
      // a hash of a token nobody knows, until the mail's job makes the real one
      token_hash: sha256(randomToken()),
      account_id: account.id,
      email: input.user,
      role: input.role,
      invited_by: context.user.id,
      expires_at: new Date(now.getTime() + invitationLifetimeMs),
    });
    await jobs.send(invitationMailJob, { account: account.id, email: input.user }, { within: tx });
  });
  return pendingRow(context.account.id, input.user, input.role);
}

export const invitationMailJob = 'memberships.invitation-mail';

/** Mails an open invitation with a new token (a retry makes another; the last mail counts). */
export async function mailInvitation(services: Services, account: string, email: string) {
  const { db, config, mailer } = services;
  const found = await findOpenInvitation(db, account, email, new Date());
  if (!found) return;
  const token = randomToken();
  await setInvitationToken(db, account, email, sha256(token));
  await mailer.send(
    invitationMail({
      to: email,
      accountName: found.account_name,
      invitedBy: found.inviter_name || found.invited_by || found.account_name,
      publicUrl: config.publicUrl,
      token,
    }),
  );
}

/**
 * memberships/add. An owner's is an invitation too, answered as the membership it offers. An
 * admin's adds an existing user at once: admins run the console and see every user anyway.
 */
export async function addMember(
  context: AccountContext,
  input: MembershipChange,
): Promise<Membership> {
  if (context.user.admin) {
    if (!(await findUser(context.db, input.user))) throw notFound(`No user ${input.user}`);
    await context.db.transaction().execute(async (tx) => {
      const account = await lockAccount(tx, context.account.id);
      if (!account) throw notFound('No such account');
      if (await findMembership(tx, account.id, input.user))
        throw fail('Conflict', `${input.user} is a member already`);
      await assertRoomFor(tx, account, 0);
      await insertMembership(tx, { account_id: account.id, user_id: input.user, role: input.role });
    });
    return { account: context.account.id, user: input.user, role: input.role };
  }
  const row = await invite(context, input);
  return { account: row.account, user: row.user, role: row.role };
}

/** LimitExceeded when the account's members and `invited` others reach its user_limit. */
async function assertRoomFor(
  db: Db,
  account: { id: string; user_limit: number | null },
  invited: number,
): Promise<void> {
  const count = (await countMembers(db, account.id)) + invited;
  if (account.user_limit !== null && count >= account.user_limit) {
    throw fail('LimitExceeded', `The account may have at most ${account.user_limit} users`, {
      limit: account.user_limit,
      count,
    });
  }
}

/** The open invitation of a token, or InvitationNotFound / InvitationExpired. */
async function openInvitation(db: Db, token: string) {
  const found = await findInvitation(db, sha256(token));
  if (!found) throw fail('InvitationNotFound', notFoundText);
  if (found.expires_at.getTime() <= Date.now()) throw fail('InvitationExpired', expiredText);
  return found;
}

/** What the invitee sees before accepting: only they hold the token. */
export async function invitationOffer(services: Services, token: string): Promise<InvitationOffer> {
  const found = await openInvitation(services.db, token);
  return {
    account_name: found.account_name,
    role: found.role as Role,
    invited_by: found.inviter_name || found.invited_by,
    email: found.email,
    expires_at: found.expires_at.toISOString(),
    needs_password: (await findUser(services.db, found.email)) === undefined,
  };
}

/**
 * Joins the account with the invitation's role: creates the user with `password` when the
 * address has none (the 12..64 policy), and spends the invitation.
 */
export async function acceptInvitation(
  services: Services,
  token: string,
  password: string | undefined,
): Promise<void> {
  const { db, config } = services;
  const found = await openInvitation(db, token);
  const existing = await findUser(db, found.email);
  let hash: string | null = null;
  if (!existing) {
    if (password === undefined) throw fail('PasswordInsecure', texts.passwordInsecure);
    assertPasswordPolicy(password);
    // slow: hashed before the transaction
    hash = await hashPassword(password, config.passwordScryptLogN);
  }
  await db.transaction().execute(async (tx) => {
    const account = await lockAccount(tx, found.account_id);
    if (!account) throw fail('InvitationNotFound', notFoundText);
    // spent once: a second accept of the same link finds nothing
    if (!(await deleteInvitation(tx, found.account_id, found.email)))
      throw fail('InvitationNotFound', notFoundText);
    if (await findMembership(tx, account.id, found.email)) return;
    await assertRoomFor(tx, account, 0);
    if (hash !== null) await createInvitee(tx, found, hash);
    await insertMembership(tx, { account_id: account.id, user_id: found.email, role: found.role });
  });
}

async function createInvitee(db: Db, invitation: InvitationRow, hash: string) {
  if (await findUser(db, invitation.email)) return;
  const name = invitation.email.split('@')[0] ?? invitation.email;
  await insertUser(db, { id: invitation.email, name, password_hash: hash });
  await addPasswordToHistory(db, invitation.email, hash);
}
