// One test command for the whole repo: each layer is a Vitest project.
//   unit       node: contract, machines, server (services on real PGlite / PostgreSQL)
//   storybook  every story of ui and app in headless Debian Chromium: play, axe, screenshots
//   e2e        playwright-core + Debian Chromium against the built server
import { defineConfig } from 'vitest/config';
import { storybookProject } from './.storybook/vitest.project.ts';

export default defineConfig({
  test: {
    reporters: ['default', './scripts/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'packages/*/scripts/**/*.test.ts'],
        },
      },
      storybookProject,
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
