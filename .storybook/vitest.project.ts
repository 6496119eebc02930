// The Vitest project that runs every story as a test in headless Debian Chromium: its play
// function, an axe check (a11y.test = 'error' in preview.tsx) and screenshots against committed
// baselines (vitest.setup.ts). Never a downloaded browser: /usr/bin/chromium from Debian.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const configDir = path.dirname(fileURLToPath(import.meta.url));

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
];

export const storybookProject: TestProjectInlineConfiguration = {
  plugins: [storybookTest({ configDir })],
  test: {
    name: 'storybook',
    setupFiles: [path.join(configDir, 'vitest.setup.ts')],
    // The report's stories drive a whole screen (7 s alone); under a loaded machine they took
    // more than the default 15 s in CI.
    testTimeout: 30_000,
    // after the unit and e2e files (vitest.config.ts)
    sequence: { groupOrder: 1 },
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1024, height: 640 },
      screenshotFailures: false,
      expect: {
        toMatchScreenshot: {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0 },
        },
      },
    },
  },
};
