// Languages and formats (spec sections 3 and 9): in Settings > Preferences the user switches to
// French, then to German, with a number format and a timezone each time; the screens read in that
// language and the report writes its figures and dates as the user set them. Figures are the
// server's totals for the range the page ran, written with the chosen separators.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { signIn, tileValue, waitForReport, type ReportTexts } from './support/console.ts';
import { grouped, runOfAddress, totalsOfAddress } from './support/delivery.ts';
import {
  addUser,
  serverStartTimeout,
  sharedServer,
  type SharedServer,
  type User,
} from './support/server.ts';

interface Language {
  code: 'fr' | 'de';
  /** the option as the language picker names it (in that language) */
  option: string;
  /** the format and its example, as the radio shows it */
  format: { pattern: string; group: string; decimal: string };
  timeZone: string;
  texts: ReportTexts & {
    languageLabel: string;
    preferences: string;
    saved: string;
    timeZoneLabel: string;
    mainNavigation: string;
    deliveryAnalytics: string;
    openReport: string;
    timeRange: string;
    last7days: string;
    sent: string;
    bounceRate: string;
    timesIn: string;
    settingsMenu: string;
  };
}

const french: Language = {
  code: 'fr',
  option: 'Français',
  format: { pattern: '# ###,##', group: '\u00a0', decimal: ',' },
  timeZone: 'Europe/Paris',
  texts: {
    languageLabel: 'Langue',
    preferences: 'Préférences',
    saved: 'Préférences enregistrées.',
    timeZoneLabel: 'Fuseau horaire',
    mainNavigation: 'Navigation principale',
    deliveryAnalytics: 'Analyse de délivrabilité',
    openReport: 'Ouvrir le rapport',
    title: 'Rapport de délivrabilité',
    keyFigures: 'Chiffres clés',
    run: 'Lancer le rapport',
    timeRange: 'Période',
    last7days: '7 derniers jours',
    sent: 'Envoyés',
    bounceRate: 'Taux de rebond',
    timesIn: 'heures en',
    settingsMenu: 'Paramètres',
  },
};

const german: Language = {
  code: 'de',
  option: 'Deutsch',
  format: { pattern: '#.###,##', group: '.', decimal: ',' },
  timeZone: 'America/New_York',
  texts: {
    languageLabel: 'Sprache',
    preferences: 'Präferenzen',
    saved: 'Präferenzen gespeichert.',
    timeZoneLabel: 'Zeitzone',
    mainNavigation: 'Hauptnavigation',
    deliveryAnalytics: 'Zustellanalyse',
    openReport: 'Bericht öffnen',
    title: 'Zustellbericht',
    keyFigures: 'Kennzahlen im Überblick',
    run: 'Bericht ausführen',
    timeRange: 'Zeitraum',
    last7days: 'Letzte 7 Tage',
    sent: 'Gesendet',
    bounceRate: 'Bounce-Rate',
    timesIn: 'Zeiten in',
    settingsMenu: 'Einstellungen',
  },
};

/** A ratio as the console writes it with a decimal comma: 0.0161 -> "1,61 %". */
const percentWithComma = (ratio: number) =>
  `${(ratio * 100).toFixed(2).replace(/0+$/, '').replace(/\.$/, '').replace('.', ',')}\u00a0%`;

/**
 * A day as date-fns's medium date ("PP") writes it in the language: "14 nov. 2026",
 * "14. Nov. 2026". CLDR (Intl) abbreviates September "Sept." in German where date-fns writes
 * "Sep.", the one month where the two differ.
 */
const mediumDate = (instant: number, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric', timeZone })
    .format(instant)
    .replace('Sept.', 'Sep.');

describe('French and German, with the user’s formats', () => {
  let server: SharedServer;
  let user: User;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];

  beforeAll(async () => {
    // The run's demo server: the language and formats chosen are its own user's.
    server = await sharedServer();
    user = await addUser(server, 'Lena Lingua', { role: 'member' });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
    await signIn(page, server.url, user.email, user.password);
    await waitForReport(page);
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
  });

  /** Waits for the answer of users/set, so the next step reads the stored setting. */
  const saved = (page: Page) =>
    page.waitForResponse((response) => response.url().endsWith('/api/v1.1/user/users/set'));

  /** Settings > Preferences from the user menu, whose texts are still the current language's. */
  async function choosePreferences(
    language: Language,
    current: { settingsMenu: string; preferences: string; languageLabel: string; saved: string },
  ) {
    await page.getByRole('button', { name: user.name }).click();
    await page.getByRole('menuitem', { name: current.settingsMenu }).click();
    await page.getByRole('heading', { name: current.preferences, level: 1 }).waitFor();

    await page.getByRole('button', { name: new RegExp(current.languageLabel) }).click();
    await Promise.all([saved(page), page.getByRole('option', { name: language.option }).click()]);
    const { texts } = language;
    await page.getByRole('heading', { name: texts.preferences, level: 1 }).waitFor();
    await page.getByRole('button', { name: new RegExp(texts.languageLabel) }).waitFor();
    // the screen switched first, so the confirmation reads in the new language
    const confirmation = page.getByRole('status').filter({ hasText: /./ }).last();
    await confirmation.waitFor();
    expect
      .soft(await confirmation.innerText(), 'the language change is confirmed in the new language')
      .toBe(texts.saved);

    // the radio's input is visually hidden: a user clicks the pattern written beside it
    await Promise.all([
      saved(page),
      page.getByText(language.format.pattern, { exact: true }).click(),
    ]);
    const zone = page.getByRole('combobox', { name: texts.timeZoneLabel });
    await zone.fill(language.timeZone);
    await Promise.all([saved(page), zone.press('ArrowDown').then(() => zone.press('Enter'))]);
    expect(await zone.inputValue()).toBe(language.timeZone);
    const listClosed = await page
      .getByRole('listbox')
      .waitFor({ state: 'detached', timeout: 3000 })
      .then(
        () => true,
        () => false,
      );
    expect.soft(listClosed, 'the timezone list closes once a zone is chosen').toBe(true);
    // (while it stays open the rest of the page is hidden from assistive technology)
    if (!listClosed) await zone.press('Escape');
    await keepScreenshot(page, `language-${language.code}-01-preferences`);
  }

  async function checkReport(language: Language) {
    const { texts, format } = language;
    await page
      .getByRole('navigation', { name: texts.mainNavigation })
      .getByRole('link', { name: texts.deliveryAnalytics })
      .click();
    await page.getByRole('link', { name: texts.openReport }).click();
    await waitForReport(page, texts);
    await page.getByRole('button', { name: texts.timeRange }).click();
    await page.getByRole('option', { name: texts.last7days }).click();
    await page.getByRole('button', { name: texts.run, exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('preset')).toBe('last7days');
    await waitForReport(page, texts);

    const totals = await totalsOfAddress(page);
    await expect
      .poll(() => tileValue(page, texts.sent, texts.keyFigures))
      .toBe(grouped(totals.sent ?? 0, format.group));
    expect(await tileValue(page, texts.bounceRate, texts.keyFigures)).toBe(
      percentWithComma(totals.bounce_rate ?? 0),
    );
    // the range in the user's timezone and language: midnight to midnight there
    const { start, end } = runOfAddress(page).range as { start: string; end: string };
    const from = mediumDate(Date.parse(start), language.code, language.timeZone);
    const to = mediumDate(Date.parse(end) - 1, language.code, language.timeZone);
    await page
      .getByText(`Demo newsletters · ${from} – ${to} · ${texts.timesIn} ${language.timeZone}`)
      .waitFor();
    // the chart speaks the same language: no AM/PM on a 24-hour clock, the user's separators
    await page.locator('main svg.marks path').first().waitFor();
    const chartTexts = await page.locator('main svg.marks text').allTextContents();
    expect
      .soft(
        chartTexts.filter((text) => /\b(AM|PM)\b/.test(text)),
        'chart times on a 24-hour clock',
      )
      .toEqual([]);
    expect
      .soft(
        chartTexts.filter((text) => /^\d{1,3}(,\d{3})+$/.test(text)),
        `chart figures written ${format.pattern}`,
      )
      .toEqual([]);
    await keepScreenshot(page, `language-${language.code}-02-report`);
  }

  it('switches to French: French screens, spaces between thousands, Paris dates', async () => {
    await choosePreferences(french, {
      settingsMenu: 'Settings',
      preferences: 'Preferences',
      languageLabel: 'Language',
      saved: 'Preferences saved.',
    });
    await checkReport(french);
  });

  it('switches to German: German screens, dots between thousands, New York dates', async () => {
    await choosePreferences(german, french.texts);
    await checkReport(german);
    expect(pageErrors).toEqual([]);
  });
});
