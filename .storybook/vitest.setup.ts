// Runs in the browser before the story tests. Every story's screen is compared with committed
// baselines after its play function and axe check have passed: the design system's (packages/ui)
// in light and in dark mode, the app's screens in light mode only. The app's screens are built of
// the ui's components and colour tokens, so a dark-mode regression shows in the ui's dark
// baselines; in the repository's history no app screen's dark baseline ever changed without its
// light one (471 changed pairs over 16 commits), and the dark shots were 29 % of the app stories'
// screenshot time (15.3 of 52.2 s for the 23 Delivery Analytics stories).
// (The addon applies the project annotations of preview.tsx itself.)
import { configure } from 'storybook/test';
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

// A dialog or form loaded on demand is a module the dev server transforms on first use: on a
// loaded 2-core machine that took more than testing-library's default second for findBy*.
configure({ asyncUtilTimeout: 5000 });

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

const screenshotName = (testName: string, mode: string) =>
  `${testName.replace(/[^a-zA-Z0-9-]+/g, '-').replace(/^-|-$/g, '')}-${mode}`;

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  await document.fonts.ready;
  const root = document.documentElement;
  const original = root.dataset.colorMode;
  try {
    const modes = context.task.file.filepath.includes('/packages/ui/')
      ? ['light', 'dark']
      : ['light'];
    for (const mode of modes) {
      root.dataset.colorMode = mode;
      await nextFrame();
      await nextFrame();
      await expect(page).toMatchScreenshot(screenshotName(context.task.name, mode));
    }
  } finally {
    if (original) root.dataset.colorMode = original;
  }
});
