// `npm run bench:app -- [--runs N] [--events N] [--all]` (builds the app first, unless APP_DIR
// names a build): the app's budget (issue 7), measured in Debian's Chromium against the real
// server on loopback, with the demo workspace's traffic.
//   1. JavaScript of the sign-in page: gzip bytes of every script it loaded.    budget 175 kB
//   2. JavaScript of the report with its chart, signed in.                      budget 450 kB
//   3. Navigation start to the report being interactive (tiles show values, Run report
//      enabled; see budget/readiness.ts), cold (new browser profile: empty HTTP cache) and warm
//      (same profile, reloaded), over RUNS runs: median and p95.            budget 1,500 ms
// Figures are printed, not asserted: the machine's load average is printed beside them.
// Options: --runs N (7; 0 weighs the JavaScript only), --events N (demo events imported
// before the start, 60000), --all (list every script, not the 8 largest). APP_DIR measures
// another build of the app.
import '../../../scripts/benchUsage.ts';
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../../../e2e/support/browser.ts';
import { admin, startServer } from '../../../e2e/support/server.ts';
import { installReadinessProbe, readiness, type Readiness } from './budget/readiness.ts';
import { recordScripts, totalBytes, type LoadedScript } from './budget/scripts.ts';
import { kilobytes, median, milliseconds, percentile } from './budget/stats.ts';

const argv = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  return at >= 0 ? Number(argv[at + 1]) : fallback;
};
const runs = option('runs', 7);
const listed = argv.includes('--all') ? Number.POSITIVE_INFINITY : 8;
const events = option('events', 60_000);
// APP_DIR (the server's setting) measures another build of the app, e.g. an experiment's.
const distDir = process.env.APP_DIR ?? path.resolve(import.meta.dirname, '..', 'dist');
if (!process.env.APP_DIR) {
  execFileSync('vite', ['build'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: 'inherit',
  });
}
const reportPath = '/demo/delivery-analytics/report?preset=last7days';
const budgets = { signIn: 175_000, report: 450_000, interactiveMs: 1500 };

const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const verdict = (value: number, budget: number) => (value <= budget ? 'within' : 'OVER');

function printScripts(title: string, scripts: LoadedScript[], budget: number) {
  const total = totalBytes(scripts);
  console.log(
    `\n${title}: ${kilobytes(total)} gzip in ${scripts.length} scripts ` +
      `(budget ${kilobytes(budget)}: ${verdict(total, budget)})   load ${load()}`,
  );
  for (const script of scripts.slice(0, listed))
    console.log(`  ${kilobytes(script.gzipBytes).padStart(9)}  ${script.file}`);
  if (scripts.length > listed)
    console.log(
      `  ${kilobytes(totalBytes(scripts.slice(listed))).padStart(9)}  ${scripts.length - listed} smaller scripts`,
    );
  return total;
}

async function newProfile(browser: Browser, signedIn?: BrowserContext) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(signedIn ? { storageState: await signedIn.storageState() } : {}),
  });
  await installReadinessProbe(context);
  return context;
}

async function signInPageScripts(browser: Browser, url: string) {
  const context = await newProfile(browser);
  const page = await context.newPage();
  const scripts = recordScripts(page, url, distDir);
  await page.goto(`${url}/authenticate`, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Sign in', exact: true }).waitFor();
  // the sign-in itself, so that the next profiles start with the session (cookie and token)
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  const loaded = scripts();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(/delivery-analytics\/report/);
  return { loaded, signedIn: context };
}

async function reportRun(browser: Browser, url: string, signedIn: BrowserContext) {
  const context = await newProfile(browser, signedIn);
  const page = await context.newPage();
  const scripts = recordScripts(page, url, distDir);
  await page.goto(url + reportPath);
  const cold = await readiness(page);
  await page.waitForLoadState('networkidle');
  const loaded = scripts();
  await page.reload();
  const warm = await readiness(page);
  await context.close();
  return { cold, warm, loaded };
}

function printTimes(label: string, samples: Readiness[]) {
  const line = (name: string, values: number[]) =>
    `${name} median ${milliseconds(median(values))}, p95 ${milliseconds(percentile(values, 0.95))}`;
  const interactive = samples.map((sample) => sample.interactive);
  const chart = samples.map((sample) => sample.chart);
  console.log(
    `  ${label.padEnd(5)} ${line('interactive', interactive)} ` +
      `(budget ${budgets.interactiveMs} ms: ${verdict(percentile(interactive, 0.95), budgets.interactiveMs)}); ` +
      `${line('chart drawn', chart)}   runs ${interactive.map(Math.round).join(', ')} ms   load ${load()}`,
  );
  const step = (key: keyof Readiness['breakdown']) =>
    milliseconds(median(samples.map((sample) => sample.breakdown[key])));
  console.log(
    `        medians: scripts loaded ${step('scriptsLoaded')}, session asked ${step('authAsked')}, ` +
      `report calls sent ${step('reportCallsSent')}, totals answered ${step('totalsAnswered')}; ` +
      `${step('reportCalls').replace(' ms', '')} report calls per load`,
  );
}

console.log(
  `Budget bench: ${runs} runs, ${events.toLocaleString('en')} demo events, load ${load()}`,
);
const server = await startServer({ demoEvents: events });
const browser = await launchChromium();
try {
  const { loaded: signIn, signedIn } = await signInPageScripts(browser, server.url);
  printScripts('Sign-in page JavaScript', signIn, budgets.signIn);
  // One run not counted: the server's report caches and the OS file cache warm up.
  const first = await reportRun(browser, server.url, signedIn);
  printScripts('Report page JavaScript (with its chart)', first.loaded, budgets.report);

  const cold: Readiness[] = [];
  const warm: Readiness[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await reportRun(browser, server.url, signedIn);
    cold.push(result.cold);
    warm.push(result.warm);
  }
  if (runs > 0) {
    console.log(`\nReport ${reportPath}, from navigation start:`);
    printTimes('cold', cold);
    printTimes('warm', warm);
  }
} finally {
  await browser.close();
  await server.stop();
}
