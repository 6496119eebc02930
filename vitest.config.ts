// One test command for the whole repo: each layer is a Vitest project.
//   unit       node: contract, machines, server (services on real PGlite / PostgreSQL)
//   storybook  every story of ui and app in headless Debian Chromium: play, axe, screenshots
//   e2e        playwright-core + Debian Chromium against the built server
import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

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
