// `pnpm console <command>`: the admin command line. It works on the server's database
// (DATABASE_URL, or the embedded one in DATA_DIR). On the embedded database while a server runs,
// the server holds the folder: the command is handed to it (remote.ts, consoleSocket.ts).
// Otherwise it opens the database, migrates it, and runs the command itself.
import { loadConfig } from '../config.ts';
import { createLogger } from '../http/logging.ts';
import { startServices } from '../start.ts';
import { processIO } from './io.ts';
import { runInServer } from './remote.ts';
import { planCommand, runCommand } from './run.ts';

async function main(argv: readonly string[]): Promise<number> {
  const plan = planCommand(argv);
  if (plan.kind === 'help') {
    (plan.exitCode === 0 ? console.log : console.error)(plan.text);
    return plan.exitCode;
  }
  const io = processIO(argv);
  const config = loadConfig();
  if (!config.databaseUrl) {
    const exit = await runInServer(config.dataDir, io);
    if (exit !== null) return exit;
  }
  const started = await startServices(config, createLogger('warn', process.stderr), undefined, {
    work: false,
  });
  try {
    if (started.firstStart?.generatedPassword) {
      io.out(
        `First start: admin ${started.firstStart.adminEmail}, password ${started.firstStart.generatedPassword}`,
      );
    }
    return await runCommand(started.services, io);
  } finally {
    await started.stop();
  }
}

process.exitCode = await main(process.argv.slice(2));
