// The closing line tells the truth: a run of the fixture files (scripts/fixtures/summary) with
// the summary reporter, as `npm test` uses it, counts a file that cannot load and suites whose
// beforeAll throws as failed, each named, and not their never-run tests as skipped.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const config = path.join(import.meta.dirname, 'fixtures/summary/vitest.config.ts');

it('counts files and suites that fail to set up as failed, by name', async () => {
  const run = await promisify(execFile)(process.execPath, [vitest, 'run', '--config', config], {
    cwd: root,
    env: { ...process.env, TEST_STARTED_AT: '' },
  }).then(
    () => {
      throw new Error('a run with failures exited 0');
    },
    (error: { code: number; stdout: string }) => error,
  );
  expect(run.code).toBe(1);
  const lines = run.stdout.trimEnd().split('\n');
  expect(lines.filter((line) => line.startsWith('failed'))).toEqual([
    'failed to set up: brokenFileSetup.check.ts',
    'failed to set up: brokenImport.check.ts',
    'failed to set up: brokenSetup.check.ts > a suite whose setup throws',
  ]);
  // passes and "runs beside it" pass; fails fails; three setups failed
  expect(lines.at(-1)).toBe('2 passed, 4 failed');
}, 30_000);
