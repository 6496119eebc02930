// `npm run console -- <command>` (`pnpm console <command>` with our toolchain on the PATH): the
// admin command line. It works on the server's database (DATABASE_URL, or the embedded one in
// DATA_DIR). On the embedded database while a server runs, the server holds the folder: the
// command is handed to it (remote.ts, consoleSocket.ts). Otherwise it opens the database,
// migrates it, and runs the command itself (console.ts).
import { loadConfig } from '../config.ts';
import { createLogger } from '../http/logging.ts';
import { runConsole } from './console.ts';
import { processIO } from './io.ts';

const logger = createLogger('warn', process.stderr);
const { exitCode } = await runConsole(processIO(process.argv.slice(2)), loadConfig, logger);
process.exitCode = exitCode;
