import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { FakeApiOptions } from '../../../stories/fakeApi.ts';
import { adminAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { callsTo, clearAnnouncements } from '../../../settings/storyData.ts';
import { activateTemplate, addAccount, addDataset, cloneUser } from './addWizards.tsx';
import { deleteAccount, deleteDataset, deleteUser } from './deleteWizards.tsx';
import { WizardPage } from './WizardPage.tsx';
import { wizardHandlers } from './wizardStoryData.ts';

const meta = {
  title: 'App/Management/Wizard',
  component: WizardPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
  args: { definition: addAccount },
} satisfies Meta<typeof WizardPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = (code: string) => ({
  path: `/management/wizards/${code}`,
  pattern: `/management/wizards/${code}`,
  status: adminAuthStatus,
  handlers: wizardHandlers(),
});
const log: FakeApiOptions['log'] = [];
type Canvas = ReturnType<typeof within>;
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'Next' }));

/** add_account from the first step to the invitation: each step checked, then four calls. */
export const Add_An_Account: Story = {
  parameters: screenParameters({ ...at('add_account'), api: { log } }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    await canvas.findByRole('form', { name: 'Account' });
    await next(canvas);
    // nothing typed: the step says what is missing and stays
    await expect(await canvas.findAllByText('Required.')).toHaveLength(2);
    await userEvent.type(canvas.getByRole('textbox', { name: /^ID/ }), 'northwind');
    await userEvent.type(canvas.getByRole('textbox', { name: /^Name/ }), 'Northwind Mail');
    await next(canvas);
    await canvas.findByRole('form', { name: 'Limits' });
    await expect(canvas.getByRole('textbox', { name: /^User limit/ })).toHaveValue('5');
    await next(canvas);
    await canvas.findByRole('form', { name: 'Dataset' });
    await expect(canvas.getByRole('textbox', { name: /^ID/ })).toHaveValue('northwind-mail');
    await userEvent.click(canvas.getByRole('button', { name: /Sending platform/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'KumoMTA' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'domain' }));
    await next(canvas);
    await canvas.findByRole('form', { name: 'Workspace' });
    await expect(canvas.getByRole('textbox', { name: /^ID/ })).toHaveValue('northwind');
    await next(canvas);
    await canvas.findByRole('form', { name: 'Owner' });
    await userEvent.type(canvas.getByRole('textbox', { name: /Email address/ }), 'not-an-address');
    await next(canvas);
    await expect(await canvas.findByText('Not in the expected format.')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /Email address/ }));
    await userEvent.type(
      canvas.getByRole('textbox', { name: /Email address/ }),
      'ops@northwind.example',
    );
    await next(canvas);
    // the account and its workspace, both named after it
    await expect(await canvas.findAllByText('Northwind Mail (northwind)')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Create the account' }));
    await expect(
      await canvas.findByText(
        'Everything is in place; the owner has been mailed an invitation valid 7 days.',
      ),
    ).toBeVisible();
    await expect(log.map((entry) => entry.key).filter((key) => !key.endsWith('/all'))).toEqual([
      'admin/accounts/add',
      'admin/datasets/add',
      'admin/workspaces/add',
      'owner/memberships/invite',
    ]);
    const [workspace] = callsTo(log, 'admin/workspaces/add') as Record<string, unknown>[];
    await expect(workspace?.dimensions).toEqual([
      { id: 'domain', name: 'Recipient domain', caption: 'Recipient domain' },
    ]);
    await expect(callsTo(log, 'owner/memberships/invite')).toEqual([
      { account: 'northwind', user: 'ops@northwind.example', role: 'owner' },
    ]);
  },
};

/** delete_account counts what goes and waits for the account's id. */
export const Delete_An_Account: Story = {
  args: { definition: deleteAccount },
  parameters: screenParameters({ ...at('delete_account'), api: { log } }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Account/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'acme' }));
    await next(canvas);
    await expect(await canvas.findByText('12 IPs and their blocklist history')).toBeVisible();
    await expect(canvas.getByText('2 datasets and their delivery data')).toBeVisible();
    const remove = canvas.getByRole('button', { name: 'Delete the account' });
    await expect(remove).toBeDisabled();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Type acme to confirm' }), 'acme');
    await userEvent.click(remove);
    await expect(await canvas.findByText('The account is deleted.')).toBeVisible();
    await expect(callsTo(log, 'admin/accounts/del')).toEqual([{ id: 'acme' }]);
  },
};

/** The first step of each other wizard, read from the server's lists. */
const firstStep = (definition: typeof addAccount, heading: string, field: RegExp): Story => ({
  args: { definition },
  parameters: screenParameters(at(definition.code)),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(await canvas.findByRole('button', { name: field })).toBeVisible();
    await expect(canvas.getByRole('listitem', { current: 'step' })).toHaveTextContent(/^1\. /);
  },
});

export const Add_A_Dataset = firstStep(addDataset, 'Add a dataset', /Account/);
export const Clone_A_User = firstStep(cloneUser, 'Clone a user', /Copy from/);
export const Delete_A_User = firstStep(deleteUser, 'Delete a user', /Email address/);
export const Delete_A_Dataset = firstStep(deleteDataset, 'Delete a dataset', /Dataset/);
export const Activate_A_Template = firstStep(activateTemplate, 'Activate a template', /Template/);
