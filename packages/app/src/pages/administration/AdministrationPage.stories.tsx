import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending, type FakeApiOptions } from '../../stories/fakeApi.ts';
import { frenchAuthStatus } from '../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../stories/ScreenStory.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
} from '../../settings/storyData.ts';
import { AdministrationPage } from './AdministrationPage.tsx';
import {
  adminAuthStatus,
  germanStatus,
  memberHandlers,
  noAccountStatus,
  oneOwnerMembers,
  twoAccountsStatus,
} from './storyData.ts';

const meta = {
  title: 'App/Administration/Members',
  component: AdministrationPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof AdministrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/administration/users', pattern: '/administration/users' };
const body = within(document.body);
type Canvas = ReturnType<typeof within>;
const rowOf = (canvas: Canvas, name: string) =>
  canvas.getByRole('row', { name: new RegExp(`^${name.replace(/[.()]/g, '\\$&')}`) });

/** Claire owns the demo account: its members, their roles, alerts and last visits. */
export const Several_Members: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
    await expect(await canvas.findByText('4 members · 1 invitation pending')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Members of Demo sender' })).toBeVisible();
    // one account: no picker
    await expect(canvas.queryByRole('button', { name: /Account/ })).toBeNull();
    const claire = within(rowOf(canvas, 'Claire Martin (you)'));
    await expect(claire.getByText('Owner')).toBeVisible();
    await expect(claire.getByRole('switch', { name: 'Alerts for Claire Martin' })).toBeChecked();
    await expect(claire.getByText('Nov 20, 2026')).toBeVisible();
    const sofia = within(rowOf(canvas, 'Sofia Keller'));
    await expect(sofia.getByRole('switch', { name: 'Alerts for Sofia Keller' })).not.toBeChecked();
    await expect(within(rowOf(canvas, 'Jonas Weber')).getByText('Never')).toBeVisible();
    const lea = within(rowOf(canvas, 'lea.petit@example.com'));
    await expect(lea.getByText('Invited')).toBeVisible();
    await expect(lea.getByText('Not yet')).toBeVisible();
    // two owners: nobody is the only one
    await expect(canvas.queryByText(/only owner/)).toBeNull();
  },
};

/** Claire is the only owner: the page says so, and her row offers neither a role nor removal. */
export const One_Owner_Only: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers(oneOwnerMembers) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Claire Martin is the account’s only owner: make another member owner before changing their role or removing them.',
      ),
    ).toBeVisible();
    const actions = canvas.getByRole('button', { name: 'Actions for Claire Martin' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    const menu = within(await body.findByRole('menu'));
    await expect(menu.getByRole('menuitem', { name: 'Change role…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(menu.getByRole('menuitem', { name: 'Remove…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(actions).toHaveFocus();
  },
};

export const Loading: Story = {
  parameters: screenParameters({
    ...at,
    handlers: { ...memberHandlers(), 'owner/memberships/all': pending },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Members of Demo sender' }),
    ).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Failed: Story = {
  parameters: screenParameters({
    ...at,
    handlers: { ...memberHandlers(), 'owner/memberships/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** An account nobody belongs to yet (an admin's new account): invite its first members. */
export const Empty: Story = {
  parameters: screenParameters({
    ...at,
    status: adminAuthStatus,
    path: `${at.path}?account=globex`,
    handlers: { ...memberHandlers(), 'owner/memberships/all': () => [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No member yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Invite member' })).toBeVisible();
  },
};

/** An owner flag without an owned account: nothing to manage, and it says why. */
export const No_Account: Story = {
  parameters: screenParameters({ ...at, status: noAccountStatus, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No account to manage' }),
    ).toBeVisible();
  },
};

/** Two accounts: the picker chooses, by keyboard, and the address keeps the choice. */
export const Two_Accounts: Story = {
  parameters: screenParameters({ ...at, status: twoAccountsStatus, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 members · 1 invitation pending')).toBeVisible();
    const picker = canvas.getByRole('button', { name: /Account/ });
    await expect(picker).toHaveTextContent('Demo sender');
    picker.focus();
    await userEvent.keyboard('{ArrowDown}');
    const list = within(await body.findByRole('listbox'));
    // only the accounts Claire owns, by name
    await expect(list.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Acme Retail',
      'Demo sender',
    ]);
    await userEvent.keyboard('{Home}{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Members of Acme Retail' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Acme operations')).toBeVisible();
  },
};

const inviteLog: NonNullable<FakeApiOptions['log']> = [];
/** Invite by keyboard: the address checked first, then sent with the role chosen; the list grows. */
export const Invite_Sent: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers(), api: { log: inviteLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const invite = await canvas.findByRole('button', { name: 'Invite member' });
    invite.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await body.findByRole('dialog', { name: 'Invite a member to Demo sender' }),
    );
    const email = dialog.getByRole('textbox', { name: /Email address/ });
    await expect(email).toHaveFocus();
    await userEvent.keyboard('nina@');
    await userEvent.tab();
    await expect(
      dialog.getAllByText('Enter an email address like name@example.com.')[0],
    ).toBeVisible();
    await userEvent.click(email);
    await userEvent.keyboard('{End}example.com');
    await userEvent.tab();
    // the role: Member is chosen; the arrow moves to Editor
    await expect(dialog.getByRole('radio', { name: /^Member/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: /^Editor/ })).toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    inviteLog.length = 0;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo(inviteLog, 'owner/memberships/invite')).toEqual([
      { account: 'demo', user: 'nina@example.com', role: 'editor' },
    ]);
    await findSnackbar('Invitation sent to nina@example.com');
    await expect(await canvas.findByText('4 members · 2 invitations pending')).toBeVisible();
    await expect(invite).toHaveFocus();
    await dismissSnackbars();
  },
};

/** An address that is a member already: said under the field, and read out. */
export const Invite_Member_Already: Story = {
  parameters: screenParameters({
    ...at,
    handlers: {
      ...memberHandlers(),
      'owner/memberships/invite': failWith(
        409,
        'Conflict',
        'sofia.keller@example.com is a member already',
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite member' }));
    const dialog = within(await body.findByRole('dialog'));
    const email = dialog.getByRole('textbox', { name: /Email address/ });
    await userEvent.type(email, 'Sofia.Keller@example.com{Enter}');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      dialog.getAllByText('sofia.keller@example.com is already a member of this account.')[0],
    ).toBeVisible();
    await expect(dialog.queryByRole('alert')).toBeNull();
  },
};

/** The account's user_limit reached: said above the buttons, with the limit and the count. */
export const Invite_Over_Limit: Story = {
  parameters: screenParameters({
    ...at,
    handlers: {
      ...memberHandlers(),
      'owner/memberships/invite': failWith(
        422,
        'LimitExceeded',
        'The account may have at most 5 users',
        { limit: 5, count: 5 },
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite member' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Email address/ }),
      'nina@example.com',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This account may have 5 members and invitations together and has 5. Remove a member or withdraw an invitation, or ask for a higher limit.',
    );
  },
};

const roleLog: NonNullable<FakeApiOptions['log']> = [];
/** A role changed by keyboard from the row's menu; the focus returns to the row's button. */
export const Change_Role: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers(), api: { log: roleLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('button', { name: 'Actions for Jonas Weber' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    const dialog = within(
      await body.findByRole('dialog', { name: 'Change the role of Jonas Weber' }),
    );
    await waitFor(() => expect(dialog.getByRole('radio', { name: /^Member/ })).toHaveFocus());
    await expect(dialog.getByRole('button', { name: 'Save role' })).toBeDisabled();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.tab();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Save role' })).toHaveFocus();
    roleLog.length = 0;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo(roleLog, 'owner/memberships/set')).toEqual([
      { account: 'demo', user: 'jonas.weber@example.com', role: 'editor' },
    ]);
    await findSnackbar('Jonas Weber’s role is now Editor');
    await waitFor(() =>
      expect(within(rowOf(canvas, 'Jonas Weber')).getByText('Editor')).toBeVisible(),
    );
    await waitFor(() => expect(actions).toHaveFocus());
    await dismissSnackbars();
  },
};

const alertsLog: NonNullable<FakeApiOptions['log']> = [];
/** The Alerts switch, by keyboard: Space sends the account's alerts to Sofia. */
export const Alerts_Toggled: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers(), api: { log: alertsLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = await canvas.findByRole('switch', { name: 'Alerts for Sofia Keller' });
    toggle.focus();
    alertsLog.length = 0;
    await userEvent.keyboard(' ');
    await findSnackbar('Sofia Keller now receives the account’s alerts');
    await expect(toggle).toBeChecked();
    await expect(callsTo(alertsLog, 'owner/alerts/add')).toEqual([
      { account: 'demo', user: 'sofia.keller@example.com' },
    ]);
    await dismissSnackbars();
  },
};

/** Removing asks first, naming the member and what they lose; Cancel has the focus. */
export const Remove_Confirmation: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Sofia Keller' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Remove…' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove Sofia Keller?' }));
    await expect(
      dialog.getByText(
        'Sofia Keller (sofia.keller@example.com) loses access to Demo sender: its workspaces, reports and alerts. They can be invited again later.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

const removeLog: NonNullable<FakeApiOptions['log']> = [];
/** Removed by keyboard: the row goes, the focus waits on Invite. */
export const Remove_Done: Story = {
  parameters: screenParameters({ ...at, handlers: memberHandlers(), api: { log: removeLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('button', { name: 'Actions for Jonas Weber' });
    actions.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await body.findByRole('alertdialog', { name: 'Remove Jonas Weber?' });
    removeLog.length = 0;
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await findSnackbar('Jonas Weber removed from Demo sender');
    await expect(callsTo(removeLog, 'owner/memberships/del')).toEqual([
      { account: 'demo', user: 'jonas.weber@example.com' },
    ]);
    await waitFor(() => expect(canvas.queryByText('Jonas Weber')).toBeNull());
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Invite member' })).toHaveFocus(),
    );
    await dismissSnackbars();
  },
};

/** The other owner left meanwhile: the server refuses to remove the last one, and it is said. */
export const Remove_Last_Owner_Refused: Story = {
  parameters: screenParameters({
    ...at,
    handlers: {
      ...memberHandlers(),
      'owner/memberships/del': failWith(
        409,
        'Conflict',
        'The account must keep at least one owner',
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for Marc Dubois' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Remove…' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove Marc Dubois?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Marc Dubois is the account’s only owner: make another member owner first.',
    );
  },
};

export const French: Story = {
  parameters: screenParameters({
    ...at,
    status: { ...frenchAuthStatus, owner: ['demo', 'acme'] },
    handlers: memberHandlers(oneOwnerMembers),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Membres' })).toBeVisible();
    await expect(await canvas.findByText('4 membres · 1 invitation en attente')).toBeVisible();
    // the no-break space before the colon (testing-library's matcher would make it a space)
    const note = canvas.getByText(/^Claire Martin est le seul propriétaire du compte/);
    await expect(note.textContent).toContain('compte\u00a0: nommez');
    await expect(within(rowOf(canvas, 'Sofia Keller')).getByText('Éditeur')).toBeVisible();
  },
};

export const German: Story = {
  parameters: screenParameters({ ...at, status: germanStatus, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Mitglieder' }),
    ).toBeVisible();
    await expect(await canvas.findByText('4 Mitglieder · 1 offene Einladung')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Mitglied einladen' })).toBeVisible();
  },
};

/** German, the invitation dialog with a refused address under its field. */
export const German_Invite_Error: Story = {
  parameters: screenParameters({
    ...at,
    status: germanStatus,
    handlers: {
      ...memberHandlers(),
      'owner/memberships/invite': failWith(409, 'Conflict', 'a member already'),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Mitglied einladen' }));
    const dialog = within(await body.findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /E-Mail-Adresse/ }),
      'jonas.weber@example.com{Enter}',
    );
    await expect(
      (
        await dialog.findAllByText('jonas.weber@example.com ist bereits Mitglied dieses Kontos.')
      )[0],
    ).toBeVisible();
  },
};

/** On a phone: the member, the role and the actions; the alerts are in the row's menu. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: screenParameters({ ...at, status: twoAccountsStatus, handlers: memberHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('4 members · 1 invitation pending')).toBeVisible();
    await expect(canvas.queryByRole('switch')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Actions for Sofia Keller' }));
    await expect(await body.findByRole('menuitem', { name: 'Send alerts' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};
