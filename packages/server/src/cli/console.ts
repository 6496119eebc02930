// One command line of the admin console, whatever its terminal: help, or the command handed to
// the server that holds the embedded folder (remote.ts, consoleSocket.ts), or run on the
// database it opens, migrates and closes again itself. main.ts runs it on the process's streams;
// tests on captured ones (testing/consoleRun.ts).
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { startServices } from '../start.ts';
import type { CommandIO } from './io.ts';
import { runInServer } from './remote.ts';
import { planCommand, runCommand } from './run.ts';

export interface ConsoleOutcome {
  exitCode: number;
  /** the server holding the embedded folder ran the command (over its socket) */
  served: boolean;
}

/** Writes the help the arguments ask for (or a refusal of them) and answers its exit code. */
export function answerHelp(io: CommandIO): number | null {
  const plan = planCommand(io.argv);
  if (plan.kind === 'run') return null;
  if (plan.exitCode === 0) io.out(plan.text);
  else io.err(`${plan.text}\n`);
  return plan.exitCode;
}

export async function runConsole(
  io: CommandIO,
  config: () => Config,
  logger: Logger,
): Promise<ConsoleOutcome> {
  const help = answerHelp(io);
  if (help !== null) return { exitCode: help, served: false };
  const settings = config();
  if (!settings.databaseUrl) {
    const exit = await runInServer(settings.dataDir, io);
    if (exit !== null) return { exitCode: exit, served: true };
  }
  const started = await startServices(settings, logger, undefined, { work: false });
  try {
    const { firstStart } = started;
    if (firstStart?.generatedPassword) {
      io.out(
        `First start: admin ${firstStart.adminEmail}, password ${firstStart.generatedPassword}`,
      );
    }
    return { exitCode: await runCommand(started.services, io), served: false };
  } finally {
    await started.stop();
  }
}
