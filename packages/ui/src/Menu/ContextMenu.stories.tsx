import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CopyIcon } from '../Icon/icons.tsx';
import { ContextMenu } from './ContextMenu.tsx';
import { MenuItem } from './Menu.tsx';
import { CONTEXT_MENU_MAX_HEIGHT } from './menuHeights.ts';

const cellStyle = {
  display: 'inline-block',
  padding: '8px 12px',
  border: '1px dashed var(--c-border-strong)',
  borderRadius: 6,
};

const meta = {
  title: 'Overlays/ContextMenu',
  component: ContextMenu,
  args: {
    'aria-label': 'Cell actions',
    onAction: fn(),
    children: (
      <span tabIndex={0} style={cellStyle}>
        Bounce rate 2.4%
      </span>
    ),
    menu: (
      <>
        <MenuItem id="copy" icon={<CopyIcon />}>
          Copy value
        </MenuItem>
        <MenuItem id="filter">Filter by value</MenuItem>
        <MenuItem id="exclude">Exclude value</MenuItem>
      </>
    ),
  },
} satisfies Meta<typeof ContextMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
/** The key an `onAction` spy last received (react-aria may pass more arguments). */
const lastAction = (spy: unknown) => (spy as { mock: { lastCall?: unknown[] } }).mock.lastCall?.[0];

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const cell = within(canvasElement).getByText('Bounce rate 2.4%');
    await userEvent.tab();
    await expect(cell).toHaveFocus();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    const menu = await body.findByRole('menu', { name: 'Cell actions' });
    await expect(within(menu).getByRole('menuitem', { name: 'Copy value' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(lastAction(args.onAction)).toBe('copy');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await expect(cell).toHaveFocus();

    await userEvent.pointer({ keys: '[MouseRight]', target: cell });
    await userEvent.click(await body.findByRole('menuitem', { name: 'Filter by value' }));
    await expect(lastAction(args.onAction)).toBe('filter');
  },
};

/** Opened with the mouse, at the pointer; Escape closes it. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByText('Bounce rate 2.4%');
    await userEvent.pointer({ keys: '[MouseRight]', target: cell, coords: { x: 60, y: 30 } });
    const menu = await body.findByRole('menu', { name: 'Cell actions' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.pointer({ keys: '[MouseRight]', target: cell, coords: { x: 60, y: 30 } });
    await body.findByRole('menu', { name: 'Cell actions' });
  },
};

/** A long context menu scrolls within 200 px. */
export const ManyItems: Story = {
  args: {
    menu: Array.from({ length: 12 }, (_, index) => (
      <MenuItem key={index} id={`column-${index}`}>{`Hide column ${index + 1}`}</MenuItem>
    )),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ContextMenu}');
    const menu = await body.findByRole('menu', { name: 'Cell actions' });
    const popover = menu.closest<HTMLElement>('[data-placement]') ?? menu;
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(
      CONTEXT_MENU_MAX_HEIGHT,
    );
    await userEvent.keyboard('{Escape}');
    // react-aria hands focus back once the menu has unmounted, a frame later.
    await waitFor(() => expect(within(canvasElement).getByText('Bounce rate 2.4%')).toHaveFocus());
  },
};
