// A command line's terminal for tests: the arguments and folder a test gives, and what the
// command wrote, kept.
import type { CommandIO } from '../cli/io.ts';
import { textStream } from '../cli/io.ts';

export interface CapturedIO extends CommandIO {
  readonly lines: string[];
  readonly errors: string[];
}

export function captureIO(
  argv: readonly string[],
  options: { cwd?: string; stdin?: string } = {},
): CapturedIO {
  const lines: string[] = [];
  const errors: string[] = [];
  return {
    argv,
    cwd: options.cwd ?? process.cwd(),
    out: (line) => void lines.push(line),
    err: (text) => void errors.push(text),
    errIsTty: false,
    stdin: () => textStream(options.stdin ?? ''),
    lines,
    errors,
  };
}
