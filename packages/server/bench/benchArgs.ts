// What every benchmark reads the same way: its `--name value` options and the machine's load
// average (printed beside the figures, since a busy machine moves them).
import os from 'node:os';

const argv = process.argv.slice(2);

/** The value after `--name` on the command line, or the fallback. */
export function option(name: string, fallback: string): string {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? (argv[at + 1] ?? fallback) : fallback;
}

/** The 1, 5 and 15 minute load averages, e.g. "1.49 3.14 4.29". */
export const loadAverage = (digits = 2) =>
  os
    .loadavg()
    .map((value) => value.toFixed(digits))
    .join(' ');
