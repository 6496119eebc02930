// Issue 16: an owner's invitation, accepted by the invitee. The owner of the demo account invites
// an address that has no user yet (owner/memberships/invite, as the administration screen will);
// the mail, caught by a local SMTP server, links to the invitation page, where the invitee
// chooses a password with the keyboard and accepts; they then sign in and land in the demo
// workspace. Until they accept they are not a member.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../packages/server/src/testing/smtpCapture.ts';
import { apiSession, type ApiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { submitSignIn } from './support/console.ts';
import {
  admin,
  demo,
  serverStartTimeout,
  startServer,
  type RunningServer,
} from './support/server.ts';

const invitee = { email: 'new.colleague@example.com', password: 'my own passphrase 2026' };

describe('an invitation to the demo account', () => {
  let server: RunningServer;
  let smtp: SmtpCapture;
  let browser: Browser;
  let page: Page;
  let pageErrors: string[];
  let owner: ApiSession;
  let link: string;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    browser = await launchChromium();
    ({ page, pageErrors } = await openConsolePage(browser));
    owner = await apiSession(server.url, admin.email, admin.password);
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  const memberRow = async () => {
    const members = await owner.call<{ user: string; pending: boolean; role: string }[]>(
      'owner/memberships/all',
      { account: demo.account },
    );
    return members.body.find((row) => row.user === invitee.email);
  };

  it('mails the invitation; the address is invited, not a member', async () => {
    const invited = await owner.call('owner/memberships/invite', {
      account: demo.account,
      user: invitee.email,
      role: 'editor',
    });
    expect(invited.status).toBe(200);
    expect(await memberRow()).toMatchObject({ pending: true, role: 'editor' });
    const mail = await smtp.waitFor(invitee.email, 20_000);
    expect(mail.subject).toBe('You are invited to Demo account');
    link = /(http\S+\/authenticate\/invitation\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    expect(link.startsWith(`${server.url}/authenticate/invitation?token=`)).toBe(true);
  });

  it('accepts with a password chosen on the invitation page, by keyboard', async () => {
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Demo account', level: 1 }).waitFor();
    await page.getByText(`invited ${invitee.email} to join Demo account as an editor`).waitFor();
    // the password field has the focus; Tab leads to the repeat, Enter accepts
    await page.keyboard.type(invitee.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(invitee.password);
    await keepScreenshot(page, 'invitation-01-choose-password');
    await page.keyboard.press('Enter');
    await page.getByText('You are now a member of Demo account.').waitFor();
    await keepScreenshot(page, 'invitation-02-accepted');
    expect(await memberRow()).toMatchObject({ pending: false, role: 'editor' });
  });

  it('signs the new member in to the demo workspace', async () => {
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Sign in', level: 1 }).waitFor();
    await submitSignIn(page, invitee.email, invitee.password);
    await page.getByRole('heading', { name: 'Delivery report', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/demo/delivery-analytics/report');
    await keepScreenshot(page, 'invitation-03-signed-in');
    // the link was spent
    await page.goto(link);
    await page.getByRole('heading', { name: 'Invitation not valid', level: 1 }).waitFor();
    expect(pageErrors).toEqual([]);
  });
});
