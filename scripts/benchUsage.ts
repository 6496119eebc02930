// Imported first by every benchmark: with `--help`, prints the benchmark's leading comment (what
// it measures, its options) and exits before anything starts, so each command the README shows
// can be tried in a second (scripts/readmeCommands.test.ts does).
import fs from 'node:fs';

if (process.argv.includes('--help')) {
  const lines = fs.readFileSync(process.argv[1]!, 'utf8').split('\n');
  const header = lines.slice(
    0,
    lines.findIndex((line) => !line.startsWith('//')),
  );
  process.stdout.write(`${header.map((line) => line.replace(/^\/\/ ?/, '')).join('\n')}\n`);
  process.exit(0);
}
