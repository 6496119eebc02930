// Password reset with the mail really sent: the server's SMTP_URL points at a local SMTP server
// that keeps what it receives. The user asks for a reset from the sign-in page, reads the token
// in the mail, sets a new password on the change page, and signs in with it (the old one no
// longer works). The mail's link, PUBLIC_URL/?mod=change&token=..., opens the change page with the
// token filled in (spec section 2).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startSmtpCapture,
  type ReceivedMail,
  type SmtpCapture,
} from '../packages/server/src/testing/smtpCapture.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { submitSignIn } from './support/console.ts';
import { admin, serverStartTimeout, startServer, type RunningServer } from './support/server.ts';

const newPassword = 'a new passphrase for e2e';

describe('password reset by mail', () => {
  let server: RunningServer;
  let smtp: SmtpCapture;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let mail: ReceivedMail;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  const tokenOf = (text: string) => /token=([\w-]+)/.exec(text)?.[1] ?? '';

  it('requests a reset from the sign-in page and receives the token by mail', async () => {
    await page.goto(server.url + '/authenticate');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password', level: 1 }).waitFor();
    const send = page.getByRole('button', { name: 'Send reset token' });
    const email = page.getByRole('textbox', { name: 'Email' });
    // spec section 5: the button waits for an email address
    await email.fill('admin@');
    expect(await send.isDisabled()).toBe(true);
    await email.fill(admin.email);
    await keepScreenshot(page, 'reset-01-request');
    await send.click();
    await page.getByText('Email with token is sent.').waitFor();
    await page.getByRole('heading', { name: 'Set a new password', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/authenticate/change');

    mail = await smtp.waitFor(admin.email, 20_000);
    expect(tokenOf(mail.text)).toMatch(/^[\w-]{20,}$/);
    expect(mail.text).toContain(`${server.url}/?mod=change&token=${tokenOf(mail.text)}`);
  });

  it('opens the change page with the token from the mail’s link', async () => {
    const linkPage = await page.context().newPage();
    await linkPage.goto(`${server.url}/?mod=change&token=${tokenOf(mail.text)}`);
    await linkPage.getByRole('heading', { name: 'Set a new password', level: 1 }).waitFor();
    const token = linkPage.getByRole('textbox', { name: 'Reset token' });
    await expect.poll(() => token.inputValue()).toBe(tokenOf(mail.text));
    await keepScreenshot(linkPage, 'reset-02-link-from-mail');
    await linkPage.close();
  });

  it('sets a new password with the token and signs in with it', async () => {
    // pasted with the spaces a mail client adds: the token is trimmed (spec section 5)
    await page.getByRole('textbox', { name: 'Reset token' }).fill(` ${tokenOf(mail.text)} `);
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await keepScreenshot(page, 'reset-03-new-password');
    await page.getByRole('button', { name: 'Change password' }).click();

    // spec section 4: after the change, sign-out and a reload at /, which asks to sign in
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor({ timeout: 30_000 });
    await submitSignIn(page, admin.email, admin.password);
    await page.getByText('Failed to login.').waitFor();
    await keepScreenshot(page, 'reset-04-old-password-refused');

    await submitSignIn(page, admin.email, newPassword);
    // the demo workspace's report (this server holds no traffic)
    await page.getByRole('heading', { name: 'Delivery report', level: 1 }).waitFor();
    await page.getByText('No traffic in this range').waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    await keepScreenshot(page, 'reset-05-signed-in-with-new-password');
    expect(pageErrors).toEqual([]);
  });
});
