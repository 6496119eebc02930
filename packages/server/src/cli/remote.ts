// `pnpm console`'s end of consoleSocket.ts: when a server runs on the embedded database, the
// command is sent to it and its answer and progress are written here as they come, so the
// output looks the same as a command run on its own. No socket, or nobody listening (a server
// that was killed): null, and the command opens the database itself.
import fs from 'node:fs';
import net from 'node:net';
import readline from 'node:readline';
import { consoleSocketPath, type ConsoleMessage, type ConsoleRequest } from './consoleSocket.ts';
import type { CommandIO } from './io.ts';

async function readAll(input: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of input) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

function connect(socketPath: string): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    if (!fs.existsSync(socketPath)) return resolve(null);
    const socket = net.connect(socketPath);
    socket.once('connect', () => resolve(socket));
    socket.once('error', () => resolve(null));
  });
}

/** Runs the command in the server holding `dataDir`; its exit code, or null without one. */
export async function runInServer(dataDir: string, io: CommandIO): Promise<number | null> {
  const socket = await connect(consoleSocketPath(dataDir));
  if (!socket) return null;
  const request: ConsoleRequest = {
    argv: [...io.argv],
    cwd: io.cwd,
    errIsTty: io.errIsTty,
    // only a command that reads standard input waits for it
    ...(io.argv.includes('--password-stdin') ? { stdin: await readAll(io.stdin()) } : {}),
  };
  socket.write(`${JSON.stringify(request)}\n`);
  let exit = 1;
  for await (const line of readline.createInterface({ input: socket })) {
    const message = JSON.parse(line) as ConsoleMessage;
    if ('out' in message) io.out(message.out);
    else if ('err' in message) io.err(message.err);
    else exit = message.exit;
  }
  return exit;
}
