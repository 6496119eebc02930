// Issue 21, through the product as `npm start` runs it: an admin creates an account with the
// add_account wizard (account, limits, dataset, workspace and the owner's invitation in one go),
// the owner accepts the mailed invitation and signs in, is sent home from /management, and
// invites a member from Administration; the admin sees the account's change history and
// deletes the account with the delete_account wizard, which counts what goes first.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../packages/server/src/testing/smtpCapture.ts';
import { apiSession } from './support/api.ts';
import { keepScreenshot, launchChromium, openConsolePage } from './support/browser.ts';
import { signIn, submitSignIn } from './support/console.ts';
import { admin, serverStartTimeout, startServer, type RunningServer } from './support/server.ts';
import { entityCodes } from '../packages/app/src/pages/management/entities/entityCatalogue.ts';

const owner = { email: 'ops@northwind.example', password: 'northwind owner passphrase' };
const colleague = 'deliverability@northwind.example';

describe('an account made, used and removed from the management area', () => {
  let server: RunningServer;
  let smtp: SmtpCapture;
  let browser: Browser;
  let adminPage: Page;
  let ownerPage: Page;
  const errors: string[][] = [];

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    server = await startServer({ env: { SMTP_URL: smtp.url } });
    browser = await launchChromium();
    const first = await openConsolePage(browser);
    const second = await openConsolePage(browser);
    adminPage = first.page;
    ownerPage = second.page;
    errors.push(first.pageErrors, second.pageErrors);
  }, serverStartTimeout);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
  });

  const next = (page: Page) => page.getByRole('button', { name: 'Next' }).click();

  it('creates the account, its dataset and workspace and invites its owner with the wizard', async () => {
    const page = adminPage;
    await signIn(page, server.url, admin.email, admin.password, '/management/wizards/add_account');
    await page.getByRole('heading', { name: 'Add an account', level: 1 }).waitFor();
    const step = (name: string) => page.getByRole('form', { name });
    await step('Account').getByRole('textbox', { name: /^ID/ }).fill('northwind');
    await step('Account').getByRole('textbox', { name: /^Name/ }).fill('Northwind Mail');
    await next(page);
    await step('Limits')
      .getByRole('textbox', { name: /^IP limit/ })
      .fill('4');
    await next(page);
    await step('Dataset')
      .getByRole('button', { name: /Sending platform/ })
      .click();
    await page.getByRole('option', { name: 'KumoMTA' }).click();
    await next(page);
    await step('Workspace').waitFor();
    await next(page);
    await step('Owner')
      .getByRole('textbox', { name: /Email address/ })
      .fill(owner.email);
    await next(page);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await page
      .getByText('Everything is in place; the owner has been mailed an invitation valid 7 days.')
      .waitFor();
    await keepScreenshot(page, 'management-01-account-created');

    const api = await apiSession(server.url, admin.email, admin.password);
    const account = await api.call<{ ip_limit: number; modules: string[] }>('admin/accounts/get', {
      id: 'northwind',
    });
    expect([account.status, account.body.ip_limit, account.body.modules]).toEqual([
      200,
      4,
      ['da', 'rm', 'ea', 'dr'],
    ]);
    const workspace = await api.call<{ dataset: string; account: string }>('admin/workspaces/get', {
      id: 'northwind',
    });
    expect(workspace.body).toMatchObject({ account: 'northwind', dataset: 'northwind-mail' });
  });

  it('lets the owner accept, sign in, and sends them home from /management', async () => {
    const mail = await smtp.waitFor(owner.email, 20_000);
    expect(mail.subject).toBe('You are invited to Northwind Mail');
    const link = /(http\S+\/authenticate\/invitation\?token=[\w-]+)/.exec(mail.text)?.[1] ?? '';
    const page = ownerPage;
    await page.goto(link);
    await page.getByRole('heading', { name: 'Join Northwind Mail', level: 1 }).waitFor();
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type(owner.password);
    await page.keyboard.press('Enter');
    await page.getByText('You are now a member of Northwind Mail.').waitFor();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await submitSignIn(page, owner.email, owner.password);
    await page.getByRole('heading', { name: 'Delivery report', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/northwind/delivery-analytics/report');

    await page.goto(`${server.url}/management/accounts`);
    await page.waitForURL((url) => !url.pathname.startsWith('/management'));
    expect(new URL(page.url()).pathname).not.toMatch(/^\/management/);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
  });

  it('lets the owner invite a member from Administration', async () => {
    const page = ownerPage;
    await page.goto(`${server.url}/administration/users`);
    await page.getByRole('heading', { name: 'Members of Northwind Mail' }).waitFor();
    await page.getByRole('button', { name: 'Invite member' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Email/ }).fill(colleague);
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('row', { name: new RegExp(`^${colleague}`) }).waitFor();
    await keepScreenshot(page, 'management-02-member-invited');
    expect((await smtp.waitFor(colleague, 20_000)).subject).toBe(
      'You are invited to Northwind Mail',
    );
  });

  it("shows the server's rows on every entity page, and the statistics of the demo account", async () => {
    const page = adminPage;
    const api = await apiSession(server.url, admin.email, admin.password);
    const end = new Date();
    const inputs: Record<string, unknown> = {
      issues: {
        start: new Date(end.getTime() - 30 * 86_400_000).toISOString(),
        end: end.toISOString(),
      },
    };
    for (const code of entityCodes) {
      const list = code === 'integrations' ? 'admin/integrations/all' : `admin/${code}/all`;
      const answer = await api.call<unknown[]>(list, inputs[code] ?? {});
      expect([code, answer.status]).toEqual([code, 200]);
      await page.goto(`${server.url}/management/${code}`);
      const count = answer.body.length;
      if (count === 0) await page.getByRole('heading', { name: /yet$/, level: 2 }).waitFor();
      else
        await page
          .getByText(new RegExp(`^${count} `))
          .first()
          .waitFor();
    }
    await page.goto(`${server.url}/management/accountstats`);
    await page
      .getByRole('row', { name: /Demo account/ })
      .first()
      .waitFor();
    await page.goto(`${server.url}/management/userstats`);
    await page
      .getByRole('row', { name: new RegExp(admin.email) })
      .first()
      .waitFor();
    await keepScreenshot(page, 'management-03-user-statistics');
  });

  it('adds, changes and deletes a dictionary entry through its form', async () => {
    const page = adminPage;
    await page.goto(`${server.url}/management/dictionary`);
    await page.getByRole('button', { name: 'Add an entry' }).click();
    const form = page.getByRole('form', { name: 'New entry' });
    await form.getByRole('textbox', { name: /^Key/ }).fill('provider.gmx');
    await form.getByRole('textbox', { name: /^English/ }).fill('GMX');
    await form.getByRole('textbox', { name: /^French/ }).fill('GMX');
    await form.getByRole('button', { name: 'Add' }).click();
    // German is missing: said under the field, nothing sent
    await form.getByText('Required.').waitFor();
    await form.getByRole('textbox', { name: /^German/ }).fill('GMX');
    await form.getByRole('button', { name: 'Add' }).click();
    const edit = page.getByRole('form', { name: 'Edit entry provider.gmx' });
    await edit.getByRole('textbox', { name: /^English/ }).fill('GMX (United Internet)');
    await edit.getByRole('button', { name: 'Save' }).click();
    const history = page.getByRole('region', { name: 'Change history' });
    await history.getByText('English: GMX → GMX (United Internet)').waitFor();
    await keepScreenshot(page, 'management-04-dictionary-history');
    await edit.getByRole('button', { name: 'Delete…' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog
      .getByRole('textbox', { name: 'Type provider.gmx to confirm' })
      .fill('provider.gmx');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted entry provider.gmx.').waitFor();
    const api = await apiSession(server.url, admin.email, admin.password);
    expect((await api.call('admin/dictionary/get', { key: 'provider.gmx' })).status).toBe(404);
  });

  it('clones a user and deletes the clone with the wizards', async () => {
    const page = adminPage;
    await page.goto(`${server.url}/management/wizards/clone_user`);
    await page.getByRole('button', { name: /Copy from/ }).click();
    await page.getByRole('option', { name: admin.email }).click();
    await page.getByRole('textbox', { name: /^ID/ }).fill('second.admin@example.com');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Second admin');
    await next(page);
    await page.getByRole('button', { name: 'Create the user' }).click();
    await page.getByText('The user is created.').waitFor();

    await page.goto(`${server.url}/management/wizards/delete_user`);
    await page.getByRole('button', { name: /Email address/ }).click();
    await page.getByRole('option', { name: 'second.admin@example.com' }).click();
    await next(page);
    await page
      .getByRole('textbox', { name: 'Type second.admin@example.com to confirm' })
      .fill('second.admin@example.com');
    await page.getByRole('button', { name: 'Delete the user' }).click();
    await page.getByText('The user is deleted and signed out everywhere.').waitFor();
    const api = await apiSession(server.url, admin.email, admin.password);
    expect((await api.call('admin/users/get', { id: 'second.admin@example.com' })).status).toBe(
      404,
    );
  });

  it("shows the admin the account's history and deletes it with the wizard", async () => {
    const page = adminPage;
    await page.goto(`${server.url}/management/accounts?edit=northwind`);
    const history = page.getByRole('region', { name: 'Change history' });
    await history.getByText(`${admin.email} added`).waitFor();
    await keepScreenshot(page, 'management-05-account-history');

    await page.goto(`${server.url}/management/wizards/delete_account`);
    await page.getByRole('button', { name: /Account/ }).click();
    await page.getByRole('option', { name: 'northwind' }).click();
    await next(page);
    await page.getByText('1 dataset and its delivery data').waitFor();
    await page.getByText('1 workspace').waitFor();
    await page.getByText('2 memberships and invitations (the users stay)').waitFor();
    const remove = page.getByRole('button', { name: 'Delete the account' });
    expect(await remove.isDisabled()).toBe(true);
    await page.getByRole('textbox', { name: 'Type northwind to confirm' }).fill('northwind');
    await remove.click();
    await page.getByText('The account is deleted.').waitFor();
    await keepScreenshot(page, 'management-06-account-deleted');

    const api = await apiSession(server.url, admin.email, admin.password);
    expect((await api.call('admin/accounts/get', { id: 'northwind' })).status).toBe(404);
    const changes = await api.call<{ action: string }[]>('admin/changes/all', {
      resource: 'accounts',
      subject: 'northwind',
    });
    expect(changes.body.map((change) => change.action)).toEqual(['del', 'add']);
    expect(errors.flat()).toEqual([]);
  });
});
