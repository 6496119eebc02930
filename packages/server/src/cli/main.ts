// `pnpm console <command>`: the admin command line. It opens the same database as the server
// (DATABASE_URL, or the embedded one in DATA_DIR, which must not be in use by a running server),
// migrates it, and runs one command.
import { loadConfig } from '../config.ts';
import { ApiError } from '../http/apiError.ts';
import { createLogger } from '../http/logging.ts';
import { startServices } from '../start.ts';
import { parseArgs } from './args.ts';
import { jobsCommand, jobsHelp } from './jobsCommand.ts';
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

export const helpText = `Usage: pnpm console <command> [options]

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
${ingestSettingsHelp}
${inboundHelp}
${jobsHelp}

The database is the server's: DATABASE_URL, or the embedded one in DATA_DIR (default ./data).
Options: --help shows this text.`;

const commands = {
  'create-user': createUserCommand,
  'reset-password': resetPasswordCommand,
  'list-workspaces': listWorkspacesCommand,
  outbox: outboxCommand,
  totp: totpCommand,
  import: importCommand,
  'ingest-settings': ingestSettingsCommand,
  inbound: inboundCommand,
  mailbox: mailboxCommand,
  jobs: jobsCommand,
} as const;

async function main(argv: readonly string[]): Promise<number> {
  const args = parseArgs(argv);
  const name = args.positionals[0];
  if (!name || args.options.has('help') || name === 'help') {
    console.log(helpText);
    return name || args.options.has('help') ? 0 : 1;
  }
  const command = commands[name as keyof typeof commands];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${helpText}`);
    return 1;
  }
  const config = loadConfig();
  const started = await startServices(config, createLogger('warn', process.stderr), undefined, {
    work: false,
  });
  try {
    if (started.firstStart?.generatedPassword) {
      console.log(
        `First start: admin ${started.firstStart.adminEmail}, password ${started.firstStart.generatedPassword}`,
      );
    }
    for (const line of await command(started.services, args)) console.log(line);
    return 0;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    console.error(`${error.name}: ${error.message}`);
    return 1;
  } finally {
    await started.stop();
  }
}

process.exitCode = await main(process.argv.slice(2));
