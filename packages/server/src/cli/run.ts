// The admin commands by name, and running one: parse its arguments, run it on the services of
// an opened database, write its answer lines, and answer the exit code (1 for a refusal, with
// its error name, as the API answers it). Used by `pnpm console` on its own database and by the
// running server for `pnpm console` (consoleSocket.ts).
import { ApiError } from '../http/apiError.ts';
import type { Services } from '../http/context.ts';
import { inboundRoutes } from '../mail/inbound/registry.ts';
import { parseArgs, type Args } from './args.ts';
import {
  createUserCommand,
  importCommand,
  importHelp,
  inboundCommand,
  inboundHelp,
  ingestSettingsCommand,
  ingestSettingsHelp,
  listWorkspacesCommand,
  mailboxCommand,
  outboxCommand,
  resetPasswordCommand,
  totpCommand,
} from './commands.ts';
import { blocklistsCommand, blocklistsHelp } from './blocklistsCommand.ts';
import { deliveryCommand, deliveryHelp } from './deliveryCommand.ts';
import { dmarcImportCommand, dmarcImportHelp } from './dmarcImportCommand.ts';
import { dmarcServicesCommand, dmarcServicesHelp } from './dmarcServicesCommand.ts';
import type { CommandIO } from './io.ts';
import { jobsCommand, jobsHelp } from './jobsCommand.ts';

export const helpText = `Usage: npm run console -- <command> [options]

Commands:
  create-user <email> [--name NAME] [--admin] [--password PASSWORD]
              [--account ACCOUNT --role member|editor|owner]
                       create a user; without --password one is generated and printed
  reset-password <email> [--password PASSWORD]
                       set a new password (12 to 64 characters) and end the user's sessions
  list-workspaces      every workspace with its account, dataset and modules
  outbox [--limit N]   the last mails kept when SMTP_URL is unset (reset tokens, invitations)
  totp <email> [--disable]
                       turn the user's second factor on (prints the otpauth URI) or off
${importHelp}
${dmarcImportHelp}
${dmarcServicesHelp}
${blocklistsHelp}
${deliveryHelp}
${ingestSettingsHelp}
${inboundHelp}
${jobsHelp}

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (default ./data).
While the server runs on the embedded database, it runs the command itself (a socket in DATA_DIR
only its owner may open); otherwise the command opens the database.
Options: --help shows this text.`;

type Command = (services: Services, args: Args, io: CommandIO) => Promise<string[]>;

const commands: Record<string, Command> = {
  'create-user': (services, args) => createUserCommand(services, args),
  'reset-password': (services, args) => resetPasswordCommand(services, args),
  'list-workspaces': (services) => listWorkspacesCommand(services),
  outbox: (services, args) => outboxCommand(services, args),
  totp: (services, args) => totpCommand(services, args),
  import: importCommand,
  'import-dmarc': dmarcImportCommand,
  'dmarc-services': (services, args) => dmarcServicesCommand(services, args),
  blocklists: (services, args) => blocklistsCommand(services, args),
  delivery: (services, args) => deliveryCommand(services, args),
  'ingest-settings': ingestSettingsCommand,
  inbound: (services, args) => inboundCommand(services, args),
  mailbox: (services, args, io) => mailboxCommand(services, args, inboundRoutes, io.stdin()),
  jobs: (services, args) => jobsCommand(services, args),
};

/** What the arguments ask for before any database is opened: help, or a command to run. */
export function planCommand(
  argv: readonly string[],
): { kind: 'help'; exitCode: number; text: string } | { kind: 'run'; name: string } {
  const args = parseArgs(argv);
  const name = args.positionals[0];
  if (!name || args.options.has('help') || name === 'help')
    return { kind: 'help', exitCode: name || args.options.has('help') ? 0 : 1, text: helpText };
  if (!Object.hasOwn(commands, name))
    return { kind: 'help', exitCode: 1, text: `Unknown command "${name}".\n\n${helpText}` };
  return { kind: 'run', name };
}

/** Runs the command of `io.argv` and answers its exit code. */
export async function runCommand(services: Services, io: CommandIO): Promise<number> {
  const args = parseArgs(io.argv);
  const command = commands[args.positionals[0] ?? ''];
  if (!command) throw new Error(`No command in ${io.argv.join(' ')}`);
  try {
    for (const line of await command(services, args, io)) io.out(line);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    io.err(`${error.name}: ${error.message}\n`);
    return 1;
  }
}
