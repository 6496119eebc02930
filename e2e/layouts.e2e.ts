// Issue 22: Delivery Analytics whole at every width and in every language. An admin opens the
// report and the module's home at 1440, 1200, 800 and 500 px in English, French and German
// (the language set with user/users/set, as Settings > Preferences does); with E2E_SCREENSHOTS=1
// each screen is kept as e2e-artifacts/layouts-<lang>-<width>.png (the home as ...-home.png). At
// each: neither the page nor its main area scrolls sideways, everything of the top bar lies
// inside it, and in French and German no English name of a dimension, metric, panel or module
// is left on screen where the language has its own word. The texts come from the app locale
// files and the server dictionary, never from this file.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFromPage } from './support/api.ts';
import {
  artifactPath,
  keepingScreenshots,
  launchChromium,
  openConsolePage,
} from './support/browser.ts';
import { signIn, waitForReport, type ReportTexts } from './support/console.ts';
import {
  addUser,
  serverStartTimeout,
  sharedServer,
  type SharedServer,
  type User,
} from './support/server.ts';

const languages = ['en', 'fr', 'de'] as const;
type Language = (typeof languages)[number];
const widths = [1440, 1200, 800, 500];

type Locale = Record<string, string>;
const localeFolder = path.resolve('packages/app/src/i18n/locales');
const readLocale = (language: Language, namespace: string): Locale =>
  JSON.parse(fs.readFileSync(path.join(localeFolder, language, `${namespace}.json`), 'utf8'));
const locales = Object.fromEntries(
  languages.map((language) => [
    language,
    { delivery: readLocale(language, 'delivery'), report: readLocale(language, 'report') },
  ]),
) as Record<Language, { delivery: Locale; report: Locale }>;

const reportTexts = (language: Language): ReportTexts => {
  const { delivery } = locales[language];
  return {
    title: delivery['report.title'] ?? '',
    keyFigures: delivery['report.tiles.label'] ?? '',
    run: delivery['report.run'] ?? '',
  };
};

/** Panel titles of the report: the chart, categories, delivery time, Top bounces/deferrals. */
const panelTitle = (key: string) =>
  /^report\.(chart|categories|delays)\.title$/.test(key) || /^report\.dimension\./.test(key);
const metricLabel = (key: string) => /^metric\./.test(key);

interface DictionaryEntry {
  key: string;
  en: string;
  fr: string;
  de: string;
}

/**
 * The English captions of the report whose translation in `language` is another text: panel
 * titles and metric labels from the locale files, dimension and module names from the
 * dictionary.
 */
function englishLeftovers(language: Language, dictionary: DictionaryEntry[]): Set<string> {
  const english = new Set<string>();
  for (const [namespace, keep] of [
    ['delivery', panelTitle],
    ['report', metricLabel],
  ] as const) {
    const source = locales.en[namespace];
    const target = locales[language][namespace];
    for (const [key, text] of Object.entries(source))
      if (keep(key) && target[key] && target[key] !== text) english.add(text);
  }
  for (const entry of dictionary)
    if (/^(dimension|module)\./.test(entry.key) && entry[language] && entry[language] !== entry.en)
      english.add(entry.en);
  return english;
}

interface LayoutFacts {
  scrollWidth: number;
  innerWidth: number;
  /** the shell is fixed to the window: what is too wide makes its main area scroll sideways */
  main: { scrollWidth: number; clientWidth: number };
  /** what of the top bar lies outside its box */
  outsideTopBar: string[];
  /** every text shown, trimmed */
  texts: string[];
}

/** Measures the screen in the page: overflow, the top bar's contents, the visible texts. */
function layoutFacts(page: Page): Promise<LayoutFacts> {
  return page.evaluate(() => {
    // Shown to the eye: rendered, and neither it nor a box around it is a visually hidden one
    // (1 px boxes that clip assistive text, react-aria's hidden <select> among them).
    const shown = (element: Element) => {
      if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
      for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).display === 'contents') continue;
        const box = at.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) return false;
      }
      return true;
    };
    // the shell's top bar: the page's banner, not a panel's header inside <main>
    const bar = [...document.querySelectorAll('header')].find(
      (header) => !header.closest('main, section, article, aside, nav'),
    );
    const outsideTopBar: string[] = [];
    if (bar) {
      const frame = bar.getBoundingClientRect();
      for (const element of bar.querySelectorAll('*')) {
        if (!shown(element)) continue;
        const box = element.getBoundingClientRect();
        if (
          box.left < frame.left - 0.5 ||
          box.right > frame.right + 0.5 ||
          box.top < frame.top - 0.5 ||
          box.bottom > frame.bottom + 0.5
        )
          outsideTopBar.push(
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
          );
      }
    } else outsideTopBar.push('no top bar');
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      if (text && node.parentElement && shown(node.parentElement)) texts.push(text);
    }
    const main = document.querySelector('main');
    return {
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      innerWidth: window.innerWidth,
      main: { scrollWidth: main?.scrollWidth ?? 0, clientWidth: main?.clientWidth ?? 0 },
      outsideTopBar,
      texts,
    };
  });
}

/**
 * The whole screen in one picture (with E2E_SCREENSHOTS=1): the shell is fixed to the window
 * and its main area scrolls, so the window is made as tall as the page for the screenshot.
 */
async function keepWholeScreen(page: Page, width: number, name: string) {
  if (!keepingScreenshots) return;
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    return main ? main.getBoundingClientRect().top + main.scrollHeight : window.innerHeight;
  });
  await page.setViewportSize({ width, height: Math.min(Math.ceil(height) + 1, 8000) });
  // the resize throttle of tables and the chart (200 ms), then their next frame
  await page.waitForTimeout(450);
  await page.screenshot({ path: artifactPath(name) });
  await page.setViewportSize({ width, height: 900 });
}

describe('Delivery Analytics at every width, in English, French and German', () => {
  let server: SharedServer;
  let user: User;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let dictionary: DictionaryEntry[];

  beforeAll(async () => {
    // The run's demo server (a few thousand events of a week would fill every panel). An admin
    // of its own, the language it sets is its own; made as the seeded one (an owner of demo by
    // the same name), so the drawer and the top bar hold what they held for it.
    server = await sharedServer();
    user = await addUser(server, 'Administrator', { role: 'owner', admin: true });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
    await signIn(page, server.url, user.email, user.password);
    await waitForReport(page);
    dictionary = (await callFromPage<DictionaryEntry[]>(page, 'public/dictionary/all')).body;
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
  });

  /** Opens `path` at `width` and waits for the screen `ready` names. */
  async function open(width: number, route: string, ready: () => Promise<void>) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(server.url + route);
    await ready();
  }

  async function checkScreen(language: Language, width: number, name: string) {
    const facts = await layoutFacts(page);
    expect
      .soft(facts.scrollWidth, `${name}: the page scrolls sideways`)
      .toBeLessThanOrEqual(facts.innerWidth);
    expect
      .soft(facts.main.scrollWidth, `${name}: the main area scrolls sideways`)
      .toBeLessThanOrEqual(facts.main.clientWidth);
    expect.soft(facts.outsideTopBar, `${name}: outside the top bar`).toEqual([]);
    if (language !== 'en') {
      const english = englishLeftovers(language, dictionary);
      const left = [...new Set(facts.texts.filter((text) => english.has(text)))];
      expect.soft(left, `${name}: English captions on screen`).toEqual([]);
    }
    await keepWholeScreen(page, width, name);
  }

  for (const language of languages)
    it(`shows the report and the home whole in ${language}`, async () => {
      const answer = await callFromPage(page, 'user/users/set', { language });
      expect(answer.status).toBe(200);
      const texts = reportTexts(language);
      const home = locales[language].delivery['home.title'] ?? '';
      for (const width of widths) {
        await open(width, '/demo/delivery-analytics/report?preset=last7days', async () => {
          await waitForReport(page, texts);
          // every panel drawn: no region still busy
          await page
            .locator('main [aria-busy="true"]')
            .first()
            .waitFor({ state: 'detached', timeout: 20_000 });
          await page.locator('main svg.marks path').first().waitFor();
        });
        await checkScreen(language, width, `layouts-${language}-${width}`);
        await open(width, '/demo/delivery-analytics', () =>
          page.getByRole('heading', { name: home, level: 1 }).waitFor(),
        );
        await checkScreen(language, width, `layouts-${language}-${width}-home`);
      }
    }, 60_000);

  it('raised no page error', () => {
    expect(pageErrors).toEqual([]);
  });
});
