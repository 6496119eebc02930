import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CopyIcon, ReloadIcon } from '../Icon/icons.tsx';
import { Button } from './Button.tsx';

const meta = {
  title: 'Form/Button',
  component: Button,
  args: { children: 'Run report', variant: 'primary', onPress: fn() },
  argTypes: { variant: { control: 'inline-radio' } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run report' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(3);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12 }}>
      <Button {...args} variant="primary">
        Apply
      </Button>
      <Button {...args} variant="secondary">
        Cancel
      </Button>
      <Button {...args} variant="danger">
        Delete preset
      </Button>
      <Button {...args} variant="ghost">
        Show more
      </Button>
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete preset' }));
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Pending: Story = {
  args: { isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Saving/ });
    await userEvent.tab();
    // A pending button stays focusable (focus is not lost while saving) but ignores presses.
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-pending', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run report' });
    await expect(button).toBeDisabled();
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <ReloadIcon />, children: 'Reload' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** Icon-only buttons must pass `aria-label` (the type requires it). */
export const IconOnly: Story = {
  args: { variant: 'ghost', children: undefined, icon: <CopyIcon />, 'aria-label': 'Copy value' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Copy value' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};
