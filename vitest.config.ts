// One test command for the whole repo: each layer is a Vitest project.
//   unit       node: contract, machines, server (services on real PGlite / PostgreSQL)
//   storybook  every story of ui and app in headless Debian Chromium: play, axe, screenshots
//   e2e        playwright-core + Debian Chromium against the built server
import fs from 'node:fs';
import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

// Every temporary folder of the run in memory where the machine has a tmpfs: the test databases
// (a PGlite folder copied per file: 45 ms there, 420 ms on this machine's disk, and every COMMIT's
// fsync free), the e2e servers' data folders and Chromium's profiles. A killed process loses
// nothing of a tmpfs, so the crash tests prove the same. The workers and every process they
// start inherit it.
if (!process.env.TMPDIR && isWritableFolder('/dev/shm')) process.env.TMPDIR = '/dev/shm';
// PGlite's shared_buffers for every database the tests open, in process or in a product they
// start. The product's 512 MB are for millions of events; a test holds thousands of rows, and
// starting PGlite with 512 MB cost 3.4 s of CPU against 0.5 s with 32 MB (most of it the
// kernel's page faults), at each of about 150 starts in the run.
process.env.PGLITE_BUFFERS_MB ??= '32';

function isWritableFolder(folder: string): boolean {
  try {
    fs.accessSync(folder, fs.constants.W_OK);
    return fs.statSync(folder).isDirectory();
  } catch {
    return false;
  }
}

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Once per run, before the workers: the loopback DNS server every test asks by default and
    // the spamd the files that audit mail share (inject). At the root, not in the projects: each
    // project would start its own.
    globalSetup: ['packages/server/src/testing/globalSetup.ts'],
    // Both cores: Vitest 5 leaves one free by default, which on the 2-core CI machine ran the
    // unit files one at a time while most of them wait on child processes and databases.
    maxWorkers: 2,
    // The stories run after the unit and e2e files, not beside them. All three at once put about
    // four busy files on the two cores: the run took longer than the projects one after another,
    // and steps that wait for a page or a query lost their race against the load.
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'scripts/*.test.ts',
          ],
          // no lookup leaves the machine: the run's DNS server is the default (loopbackDns.ts)
          setupFiles: ['packages/server/src/testing/loopbackDns.ts'],
          // two files at once on two cores: a step that takes 2 s alone may take 6 s then, and a
          // hook that opens PGlite and migrates it longer still on a loaded machine
          testTimeout: 15_000,
          hookTimeout: 30_000,
          // The files of a worker share its modules: importing the server and PGlite again for
          // each file was a third of the project's time. A stubbed global is put back after
          // each test, so that none leaks into the next file.
          isolate: false,
          unstubGlobals: true,
          sequence: { groupOrder: 0 },
        },
      },
      storybookProject,
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/globalSetup.ts'],
          // the servers and command lines the files start inherit the run's DNS server
          setupFiles: ['packages/server/src/testing/loopbackDns.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A figure is polled until the page shows it. Vitest's 1 s default lost to a report that
          // took longer while another e2e file and its server shared the two cores.
          expect: { poll: { timeout: 15_000 } },
          sequence: { groupOrder: 0 },
        },
      },
    ],
  },
});
