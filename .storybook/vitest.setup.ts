// Runs in the browser before the story tests. Every story's screen is compared with committed
// baselines, in light and in dark mode, after its play function and axe check have passed.
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
    for (const mode of ['light', 'dark']) {
      root.dataset.colorMode = mode;
      await nextFrame();
      await nextFrame();
      await expect(page).toMatchScreenshot(screenshotName(context.task.name, mode));
    }
  } finally {
    if (original) root.dataset.colorMode = original;
  }
});
