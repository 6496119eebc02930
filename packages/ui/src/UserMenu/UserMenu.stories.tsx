import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UserMenu } from './UserMenu.tsx';

const meta = {
  title: 'Shell/UserMenu',
  component: UserMenu,
  args: { name: 'Jane van Dyke', email: 'jane@acme.example', onAction: fn() },
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Jane van Dyke/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: /jane@acme.example/ });
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Settings',
      'Feedback',
      'Sign out',
    ]);
    await expect(items[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('feedback');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onAction).toHaveBeenLastCalledWith('signout');
  },
};

/** Open, for the screenshot: name and email head the menu. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane van Dyke/ }));
    const menu = await body.findByRole('menu');
    await expect(body.getByText('jane@acme.example')).toBeVisible();
    await expect(within(menu).queryByRole('menuitem', { name: 'Management' })).toBeNull();
  },
};

/** Admins also get Management. */
export const Admin: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /Jane van Dyke/ })
      .focus();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('management');
  },
};

/** Escape closes without an action. */
export const Escape: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane van Dyke/ }));
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { isAdmin: true, labels: { signout: 'Se déconnecter' } },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Jane van Dyke/ }));
    await expect(await body.findByRole('menuitem', { name: 'Se déconnecter' })).toBeVisible();
  },
};
