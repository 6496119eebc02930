// The running server's end of `pnpm console` on the embedded database. PGlite is one process's:
// while the server holds DATA_DIR, a command cannot open it, so the server listens on a Unix
// socket in that folder (mode 600: only the folder's owner may connect) and runs the commands it
// is sent with its own services. One request per connection, newline-delimited JSON: the
// request {argv, cwd, errIsTty, stdin?}, then {out}, {err} and finally {exit}.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import readline from 'node:readline';
import type { Logger } from 'pino';
import type { Services } from '../http/context.ts';
import { textStream, type CommandIO } from './io.ts';
import { runCommand } from './run.ts';

export const consoleSocketName = 'console.sock';

/** Unix socket paths are short (108 bytes on Linux, 104 elsewhere). */
const maxSocketPath = 100;

export interface ConsoleRequest {
  argv: string[];
  cwd: string;
  errIsTty: boolean;
  /** standard input, sent only by commands that read it (--password-stdin) */
  stdin?: string;
}

export type ConsoleMessage = { out: string } | { err: string } | { exit: number };

export function consoleSocketPath(dataDir: string): string {
  return path.join(dataDir, consoleSocketName);
}

export interface ConsoleSocket {
  close(): Promise<void>;
}

export async function startConsoleSocket(
  services: Services,
  dataDir: string,
  logger: Pick<Logger, 'warn' | 'error'>,
): Promise<ConsoleSocket | null> {
  const socketPath = consoleSocketPath(dataDir);
  if (socketPath.length > maxSocketPath) {
    logger.warn(
      { socketPath },
      'DATA_DIR is too long a path for the command line socket: stop the server to run npm run console',
    );
    return null;
  }
  // A socket left by a server that was killed: this process holds the folder now.
  fs.rmSync(socketPath, { force: true });
  const server = net.createServer((connection) => serve(connection, services, logger));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise((resolve) => {
        server.close(() => {
          fs.rmSync(socketPath, { force: true });
          resolve();
        });
      }),
  };
}

function serve(connection: net.Socket, services: Services, logger: Pick<Logger, 'error'>) {
  const send = (message: ConsoleMessage) => {
    if (!connection.destroyed) connection.write(`${JSON.stringify(message)}\n`);
  };
  const lines = readline.createInterface({ input: connection });
  lines.once('line', (line) => {
    lines.close();
    void (async () => {
      let exit = 1;
      try {
        const request = JSON.parse(line) as ConsoleRequest;
        const io: CommandIO = {
          argv: request.argv,
          cwd: request.cwd,
          errIsTty: request.errIsTty,
          out: (text) => send({ out: text }),
          err: (text) => send({ err: text }),
          stdin: () => textStream(request.stdin ?? ''),
        };
        exit = await runCommand(services, io);
      } catch (error) {
        logger.error({ err: error }, 'a command of the command line failed');
        send({ err: 'InternalError: the command failed; the server log says why\n' });
      }
      send({ exit });
      connection.end();
    })();
  });
  connection.on('error', () => connection.destroy());
}
