// When the report becomes usable, measured inside the page from navigation start
// (performance.now() counts from the navigation's time origin). "Interactive" means what a
// sender needs to read and act: every key-figure tile shows a value (none busy) and the Run
// report button is enabled. "Chart drawn" adds the lazily loaded time-series chart (vega) having
// painted its marks. A MutationObserver checks after every DOM change, so the moment is exact
// to the change that made it true, not to a polling interval.
import type { BrowserContext, Page } from 'playwright-core';

declare global {
  interface Window {
    __budget?: { interactive?: number; chart?: number };
  }
}

/** Installs the probe in every page of the context, before any of the app's scripts run. */
export async function installReadinessProbe(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const marks: { interactive?: number; chart?: number } = {};
    window.__budget = marks;
    // Nothing counts while start-up's splash covers the page (it prepares the page behind it).
    const covered = () => document.querySelector('[data-startup-splash]') !== null;
    const tilesReady = () => {
      if (covered()) return false;
      const label = [...document.querySelectorAll('[id]')].find(
        (element) => element.textContent === 'Key figures',
      );
      if (!label) return false;
      const region = document.querySelector(`[aria-labelledby="${CSS.escape(label.id)}"]`);
      if (!region) return false;
      const tiles = region.querySelectorAll('.tiles > *');
      return tiles.length > 0 && region.querySelector('[aria-busy="true"]') === null;
    };
    const runEnabled = () =>
      [...document.querySelectorAll('button')].some(
        (button) =>
          button.textContent?.trim() === 'Run report' &&
          !button.disabled &&
          button.getAttribute('aria-disabled') !== 'true',
      );
    const chartDrawn = () =>
      !covered() && document.querySelector('main svg.marks path, main canvas.marks') !== null;
    const check = () => {
      const now = performance.now();
      if (marks.interactive === undefined && tilesReady() && runEnabled()) marks.interactive = now;
      if (marks.chart === undefined && chartDrawn()) marks.chart = now;
      if (marks.interactive !== undefined && marks.chart !== undefined) observer.disconnect();
    };
    const observer = new MutationObserver(check);
    const start = () =>
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        characterData: true,
      });
    if (document.documentElement) start();
    else document.addEventListener('DOMContentLoaded', start);
  });
}

export interface Readiness {
  /** ms from navigation start until the tiles show values and Run report is enabled */
  interactive: number;
  /** ms from navigation start until the time-series chart painted */
  chart: number;
  /** where the time went, from the page's resource timings (ms from navigation start) */
  breakdown: {
    /** the last script that arrived before the report was interactive (the chart's come later) */
    scriptsLoaded: number;
    /** the start-up asked the session's status (public/users/auth) */
    authAsked: number;
    /** the first report call (member/datasets/...) left */
    reportCallsSent: number;
    /** the last totals answer (the key figures) arrived */
    totalsAnswered: number;
    /** member/datasets calls made by this load */
    reportCalls: number;
  };
}

/** Waits for both marks of the page's current navigation. */
export async function readiness(page: Page, timeoutMs = 60_000): Promise<Readiness> {
  await page.waitForFunction(
    () => window.__budget?.interactive !== undefined && window.__budget?.chart !== undefined,
    undefined,
    { timeout: timeoutMs, polling: 100 },
  );
  return page.evaluate(() => {
    const interactive = window.__budget?.interactive as number;
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const before = entries.filter((entry) => entry.startTime <= interactive);
    const matching = (part: string) => before.filter((entry) => entry.name.includes(part));
    const latest = (list: PerformanceResourceTiming[]) =>
      Math.max(0, ...list.map((entry) => entry.responseEnd));
    const reportCalls = entries.filter((entry) => entry.name.includes('/member/datasets/'));
    return {
      interactive,
      chart: window.__budget?.chart as number,
      breakdown: {
        scriptsLoaded: latest(
          entries.filter((entry) => entry.name.endsWith('.js') && entry.responseEnd <= interactive),
        ),
        authAsked: matching('/public/users/auth')[0]?.startTime ?? NaN,
        reportCallsSent: Math.min(...matching('/member/datasets/').map((entry) => entry.startTime)),
        totalsAnswered: latest(matching('/member/datasets/totals')),
        reportCalls: reportCalls.length,
      },
    };
  });
}
