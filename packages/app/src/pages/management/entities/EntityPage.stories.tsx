import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { adminAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
} from '../../../settings/storyData.ts';
import { EntityPage } from './EntityPage.tsx';
import { accountHandlers, sampleIssues } from './entityStoryData.ts';

const meta = {
  title: 'App/Management/Entity page',
  component: EntityPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
  args: { code: 'accounts' },
} satisfies Meta<typeof EntityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const accountsAt = (query = '') => ({
  path: `/management/accounts${query}`,
  pattern: '/management/accounts',
  status: adminAuthStatus,
});
const body = within(document.body);

/** The accounts with their modules and limits; no limit reads "Unlimited". */
export const Accounts: Story = {
  parameters: screenParameters({ ...accountsAt(), handlers: accountHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Accounts' })).toBeVisible();
    await expect(
      await canvas.findByText(
        '3 accounts. Each has its modules and limits; members are managed under Administration.',
      ),
    ).toBeVisible();
    const initech = within(canvas.getByRole('row', { name: /^initech/ }));
    await expect(initech.getAllByText('Unlimited')).toHaveLength(4);
    const acme = within(canvas.getByRole('row', { name: /^acme/ }));
    await expect(
      acme.getByText('Delivery Analytics, Reputation Monitor, Email Auditor, DMARC Reports'),
    ).toBeVisible();
    await expect(acme.getByText('5,000,000')).toBeVisible();
    // the search keeps the rows whose text holds every word
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search accounts' }), 'news');
    await waitFor(() => expect(canvas.queryByRole('row', { name: /^acme/ })).toBeNull());
    await expect(canvas.getByRole('row', { name: /^globex/ })).toBeVisible();
  },
};

const log: FakeApiOptions['log'] = [];

/** An account opened from the table: its form, a change saved, and its history. */
export const Edit_An_Account: Story = {
  parameters: screenParameters({
    ...accountsAt('?edit=acme'),
    handlers: accountHandlers(),
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Edit account acme' }));
    await expect(form.getByRole('textbox', { name: 'ID' })).toHaveAttribute('readonly');
    const ipLimit = form.getByRole('textbox', { name: 'IP limit' });
    await expect(ipLimit).toHaveValue('16');
    // the SNDS key is never shown: empty keeps it
    await expect(form.getByRole('textbox', { name: /SNDS key/ })).toHaveValue('');
    await userEvent.clear(ipLimit);
    await userEvent.type(ipLimit, '24');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await findSnackbar('Saved account acme.');
    const [saved] = callsTo(log, 'admin/accounts/set') as Record<string, unknown>[];
    await expect(saved?.ip_limit).toBe(24);
    await expect(saved && 'snds' in saved).toBe(false);
    const history = within(canvas.getByRole('region', { name: 'Change history' }));
    await expect(history.getByText('admin@example.com changed')).toBeVisible();
    await expect(history.getByText('IP limit: 8 → 16')).toBeVisible();
    await expect(history.getByText('ops@example.com added')).toBeVisible();
    await dismissSnackbars();
  },
};

/** A new account: every required field says so under itself before anything is sent. */
export const Add_With_Problems: Story = {
  parameters: screenParameters({
    ...accountsAt('?add'),
    handlers: accountHandlers(),
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New account' }));
    await userEvent.type(form.getByRole('textbox', { name: /User limit/ }), 'ten');
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(await form.findByText('3 fields need attention.')).toBeVisible();
    await expect(form.getAllByText('Required.')).toHaveLength(2);
    await expect(form.getByText('Not the expected kind of value.')).toBeVisible();
    await expect(callsTo(log, 'admin/accounts/add')).toEqual([]);
  },
};

/** Deleting asks for the account's id, typed; Delete waits for it. */
export const Delete_Asks_For_The_Name: Story = {
  parameters: screenParameters({ ...accountsAt('?edit=globex'), handlers: accountHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'Edit account globex' }));
    await userEvent.click(form.getByRole('button', { name: 'Delete…' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Delete account globex?' }));
    const confirm = dialog.getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Type globex to confirm' }), 'globex');
    await expect(confirm).toBeEnabled();
  },
};

/** The server refuses a duplicate id: said above the buttons, nothing lost in the form. */
export const Refused_As_Duplicate: Story = {
  parameters: screenParameters({
    ...accountsAt('?add'),
    handlers: { ...accountHandlers(), 'admin/accounts/add': failWith(409, 'Conflict') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New account' }));
    await userEvent.type(form.getByRole('textbox', { name: /^ID/ }), 'acme');
    await userEvent.type(form.getByRole('textbox', { name: /^Name/ }), 'Acme again');
    await userEvent.click(form.getByRole('checkbox', { name: 'Delivery Analytics' }));
    await userEvent.click(form.getByRole('button', { name: 'Add' }));
    await expect(
      await form.findByText('Already exists, or another one uses the same value.'),
    ).toBeVisible();
    await expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('Acme again');
  },
};

/** Issues are read only: no Add, no form. */
export const Issues: Story = {
  args: { code: 'issues' },
  parameters: screenParameters({
    path: '/management/issues',
    pattern: '/management/issues',
    status: adminAuthStatus,
    handlers: { 'admin/issues/all': () => sampleIssues },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Issues' })).toBeVisible();
    await expect(
      await canvas.findByText('Batch rejected: 12 records without a recipient domain'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /Add/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: screenParameters({ ...accountsAt(), handlers: { 'admin/accounts/all': pending } }),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading')).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: screenParameters({
    ...accountsAt(),
    handlers: { 'admin/accounts/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters({ ...accountsAt(), handlers: accountHandlers([]) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No accounts yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add an account' })).toBeVisible();
  },
};

/** In French on a phone: the table scrolls, the form comes under it. */
export const French_Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: screenParameters({
    ...accountsAt('?edit=acme'),
    status: { ...adminAuthStatus, user: { ...adminAuthStatus.user, language: 'fr' } },
    handlers: accountHandlers(),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Comptes' })).toBeVisible();
    await expect(await canvas.findByRole('form', { name: 'Modifier compte acme' })).toBeVisible();
  },
};
