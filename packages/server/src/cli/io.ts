// What a command of the admin command line sees of the terminal it runs for: its arguments, the
// folder relative paths start from, where its answer lines and its progress go, whether the
// progress goes to a terminal (a bar redrawn in place) and what was piped to it. The process's
// own streams when it runs in `pnpm console`; a socket's messages when the running server runs
// it for `pnpm console` (consoleSocket.ts), so both look the same.
import { Readable } from 'node:stream';

export interface CommandIO {
  readonly argv: readonly string[];
  /** where `pnpm console` was typed: relative file arguments start here */
  readonly cwd: string;
  /** a line of the command's answer (standard output) */
  out(line: string): void;
  /** progress and notes (standard error), written as is */
  err(text: string): void;
  /** standard error is a terminal: progress redraws one line */
  readonly errIsTty: boolean;
  /** what was piped to standard input */
  stdin(): NodeJS.ReadableStream;
}

/** The process's own streams. pnpm runs us in packages/server and says where it was typed. */
export function processIO(argv: readonly string[]): CommandIO {
  return {
    argv,
    cwd: process.env.INIT_CWD ?? process.cwd(),
    out: (line) => process.stdout.write(`${line}\n`),
    err: (text) => process.stderr.write(text),
    errIsTty: process.stderr.isTTY === true,
    stdin: () => process.stdin,
  };
}

/** Text that arrived with a request, as a stream a command reads like standard input. */
export const textStream = (text: string): NodeJS.ReadableStream => Readable.from([text]);
