// The admin commands: each takes the services of an opened, migrated database and returns the
// lines to print. Errors are ApiErrors with the same names the API answers.
import crypto from 'node:crypto';
import { Role } from '@console/contract';
import { setPassword } from '../auth/auth.service.ts';
import { createTotpSecret } from '../auth/totp.ts';
import { fail } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { latestOutboxMail } from '../mail/outbox.repository.ts';
import { findAccount } from '../modules/accounts/accounts.repository.ts';
import { insertMembership } from '../modules/memberships/memberships.repository.ts';
import { createUser } from '../modules/users/userCreation.ts';
import { findUser, updateUser } from '../modules/users/users.repository.ts';
import { workspacesOfAccounts } from '../modules/workspaces/workspaces.repository.ts';
import { stringOption, type Args } from './args.ts';

export {
  importCommand,
  importHelp,
  ingestSettingsCommand,
  ingestSettingsHelp,
} from './importCommand.ts';
export { inboundCommand, inboundHelp, mailboxCommand } from './inboundCommands.ts';

function generatedPassword(): string {
  return crypto.randomBytes(18).toString('base64url');
}

function emailArgument(args: Args): string {
  const email = args.positionals[1]?.toLowerCase();
  if (!email) throw fail('ValidationError', 'Give the email address of the user');
  return email;
}

export async function createUserCommand(services: Services, args: Args): Promise<string[]> {
  const email = emailArgument(args);
  const given = stringOption(args, 'password');
  const password = given ?? generatedPassword();
  const account = stringOption(args, 'account');
  const role = Role.safeParse(stringOption(args, 'role') ?? 'member');
  if (!role.success) throw fail('ValidationError', '--role must be member, editor or owner');
  if (account && !(await findAccount(services.db, account)))
    throw fail('NotFound', `No account ${account}`);
  await createUser(services.db, services.config.passwordScryptLogN, {
    email,
    name: stringOption(args, 'name') ?? email.split('@')[0] ?? email,
    admin: args.options.has('admin'),
    password,
  });
  if (account)
    await insertMembership(services.db, { account_id: account, user_id: email, role: role.data });
  const lines = [`Created ${email}${args.options.has('admin') ? ' (admin)' : ''}.`];
  if (account) lines.push(`Member of ${account} as ${role.data}.`);
  if (!given) lines.push(`Password: ${password}`);
  return lines;
}

export async function resetPasswordCommand(services: Services, args: Args): Promise<string[]> {
  const email = emailArgument(args);
  if (!(await findUser(services.db, email))) throw fail('NotFound', `No user ${email}`);
  const given = stringOption(args, 'password');
  const password = given ?? generatedPassword();
  await setPassword(services, email, password);
  return [
    `Password of ${email} changed; their sessions are ended.`,
    ...(given ? [] : [`Password: ${password}`]),
  ];
}

export async function listWorkspacesCommand(services: Services): Promise<string[]> {
  const rows = await workspacesOfAccounts(services.db, null);
  if (rows.length === 0) return ['No workspaces.'];
  return [
    ['ID', 'NAME', 'ACCOUNT', 'DATASET', 'MODULES'].join('\t'),
    ...rows.map((row) =>
      [row.id, row.name, row.account_id, row.dataset_id, row.modules.join(',')].join('\t'),
    ),
  ];
}

export async function outboxCommand(services: Services, args: Args): Promise<string[]> {
  const limit = Number(stringOption(args, 'limit') ?? 5);
  const mails = await latestOutboxMail(
    services.db,
    Number.isInteger(limit) && limit > 0 ? limit : 5,
  );
  if (mails.length === 0) return ['The outbox is empty.'];
  return mails.flatMap((mail) => [
    `--- #${mail.id} ${mail.created_at.toISOString()} to ${mail.recipient}`,
    `Subject: ${mail.subject}`,
    '',
    mail.text_body,
    '',
  ]);
}

export async function totpCommand(services: Services, args: Args): Promise<string[]> {
  const email = emailArgument(args);
  if (!(await findUser(services.db, email))) throw fail('NotFound', `No user ${email}`);
  if (args.options.has('disable')) {
    await updateUser(services.db, email, {
      totp_enabled: false,
      totp_secret: null,
      totp_last_step: null,
    });
    return [`Second factor of ${email} turned off.`];
  }
  const { secret, uri } = createTotpSecret(email);
  await updateUser(services.db, email, {
    totp_enabled: true,
    totp_secret: services.secrets.seal(secret),
    totp_last_step: null,
  });
  return [
    `Second factor of ${email} turned on. Add it to an authenticator app:`,
    uri,
    `Secret: ${secret}`,
  ];
}
