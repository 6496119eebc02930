// What a user does on the console's screens, by the names they read: sign in through the form,
// sign out from the user menu, read the report's key figures. Shared by the flows.
import type { Page } from 'playwright-core';

export interface SignInTexts {
  email: string;
  password: string;
  signIn: string;
}

const english: SignInTexts = { email: 'Email', password: 'Password', signIn: 'Sign in' };

/** Types the credentials into the sign-in form (already on screen) and presses the button. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
  texts: SignInTexts = english,
): Promise<void> {
  const form = page.getByRole('form', { name: texts.signIn });
  await form.getByRole('textbox', { name: texts.email }).fill(email);
  await form.getByLabel(texts.password, { exact: true }).fill(password);
  await form.getByRole('button', { name: texts.signIn, exact: true }).click();
}

/** Opens the console at `path`, which sends a signed-out visitor to the sign-in page. */
export async function signIn(
  page: Page,
  url: string,
  email: string,
  password: string,
  path = '/',
): Promise<void> {
  await page.goto(url + path);
  await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
  await submitSignIn(page, email, password);
}

export interface ReportTexts {
  title: string;
  keyFigures: string;
  run: string;
}

export const englishReport: ReportTexts = {
  title: 'Delivery report',
  keyFigures: 'Key figures',
  run: 'Run report',
};

/**
 * Waits until the Delivery Analytics report is interactive: its heading, every key-figure tile
 * showing a value (none busy) and the Run report button enabled.
 */
export async function waitForReport(page: Page, texts: ReportTexts = englishReport) {
  await page.getByRole('heading', { name: texts.title, level: 1 }).waitFor({ timeout: 30_000 });
  const tiles = page.getByRole('region', { name: texts.keyFigures });
  await tiles.waitFor();
  await tiles.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  await page
    .getByRole('button', { name: texts.run, exact: true })
    .and(page.locator(':enabled'))
    .waitFor();
}

/** The value a key-figure tile shows, by its label (as written, before CSS capitals). */
export async function tileValue(
  page: Page,
  label: string,
  region = 'Key figures',
): Promise<string> {
  const tiles = page.getByRole('region', { name: region });
  await tiles.getByText(label, { exact: true }).waitFor();
  return tiles.evaluate((element, label) => {
    const labelElement = [...element.querySelectorAll('*')].find(
      (candidate) => candidate.children.length === 0 && candidate.textContent === label,
    );
    return labelElement?.nextElementSibling?.textContent ?? '';
  }, label);
}

/** The run-bar query the address holds, decoded (`provider!` for an excluded provider). */
export const searchParams = (page: Page) => new URL(page.url()).searchParams;

/** Signs out from the user menu of the top bar. */
export async function signOutFromMenu(page: Page, userName: string, signOut = 'Sign out') {
  await page.getByRole('button', { name: userName }).click();
  await page.getByRole('menuitem', { name: signOut }).click();
}
