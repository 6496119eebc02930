import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { CopyIcon, MoreIcon } from '../Icon/icons.tsx';
import { Menu, MenuItem } from './Menu.tsx';
import { MenuSeparator } from './Menu.styles.ts';
import { MENU_MAX_HEIGHT, TIME_MENU_MAX_HEIGHT } from './menuHeights.ts';

const meta = {
  title: 'Overlays/Menu',
  component: Menu,
  args: { onAction: fn() },
  render: (args) => (
    <MenuTrigger>
      <Button icon={<MoreIcon />}>Preset</Button>
      <Menu {...args}>
        <MenuItem id="edit">Edit</MenuItem>
        <MenuItem id="duplicate" icon={<CopyIcon />}>
          Duplicate
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="delete" isDanger>
          Delete
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

interface NamedItem {
  id: string;
  name: string;
}

const body = within(document.body);
const popoverOf = (element: HTMLElement) => element.closest<HTMLElement>('[data-placement]');
/** The key an `onAction` spy last received (react-aria may pass more arguments). */
const lastAction = (spy: unknown) => (spy as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Preset' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Preset' });
    await expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastAction(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Delete' }));
    await expect(lastAction(args.onAction)).toBe('delete');
  },
};

export const Open: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(body.getByRole('separator')).toBeInTheDocument();
  },
};

const accounts = Array.from({ length: 24 }, (_, index) => ({
  id: `account-${index + 1}`,
  name: `Account ${String(index + 1).padStart(2, '0')}`,
}));

/** A long menu scrolls within the default height of 280 px. */
export const ManyItems: Story = {
  args: { items: accounts },
  render: (args) => (
    <MenuTrigger>
      <Button>Account</Button>
      <Menu {...args}>{(item) => <MenuItem>{(item as NamedItem).name}</MenuItem>}</Menu>
    </MenuTrigger>
  ),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: 'Account' });
    await expect(popoverOf(menu)?.getBoundingClientRect().height).toBeLessThanOrEqual(
      MENU_MAX_HEIGHT,
    );
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Account 24' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastAction(args.onAction)).toBe('account-24');
  },
};

const slots = Array.from({ length: 48 }, (_, index) => {
  const label = `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`;
  return { id: label, name: label };
});

/** The time menu uses the taller 600 px limit (capped by the space on screen). */
export const TimeMenu: Story = {
  args: { items: slots, maxHeight: TIME_MENU_MAX_HEIGHT },
  render: (args) => (
    <MenuTrigger>
      <Button>00:00</Button>
      <Menu {...args}>{(item) => <MenuItem>{(item as NamedItem).name}</MenuItem>}</Menu>
    </MenuTrigger>
  ),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu', { name: '00:00' });
    const height = popoverOf(menu)?.getBoundingClientRect().height ?? 0;
    await expect(height).toBeGreaterThan(MENU_MAX_HEIGHT);
    await expect(height).toBeLessThanOrEqual(TIME_MENU_MAX_HEIGHT);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(lastAction(args.onAction)).toBe('00:30');
  },
};

export const DisabledItem: Story = {
  args: { disabledKeys: ['delete'] },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Duplicate' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};
