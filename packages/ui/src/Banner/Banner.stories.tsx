import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Banner } from './Banner.tsx';

const meta = {
  title: 'Shell/Banner',
  component: Banner,
  args: {
    severity: 'INFO',
    children: 'Scheduled maintenance on Saturday 21 November from 06:00 to 07:00 UTC.',
    onClose: fn(),
  },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('Scheduled maintenance');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { severity: 'SUCCESS', children: 'The incident is resolved: all services run normally.' },
  play: async ({ canvasElement }) => {
    const banner = within(canvasElement).getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'success');
  },
};

/** A release newer than the user's version: orange, with the reload action first in tab order. */
export const ReloadToUpdate: Story = {
  args: {
    severity: 'WARNING',
    children: 'A new version of the console is available.',
    actionLabel: 'Reload to update',
    onAction: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveAttribute('data-tone', 'warning');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload to update' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Reload to update' }));
    await expect(args.onAction).toHaveBeenCalledTimes(2);
  },
};

export const Error: Story = {
  args: { severity: 'ERROR', children: 'Delivery data is delayed by about 2 hours.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('delayed by about 2 hours');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** An unknown severity is grey. */
export const Neutral: Story = {
  args: { severity: 'NOTICE', children: 'Release notes for v2-0-63-0 are in Settings.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAttribute('data-tone', 'neutral');
  },
};

/** Without onClose the banner cannot be dismissed; a custom close label is used otherwise. */
export const NotDismissable: Story = {
  args: { onClose: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: {
    severity: 'WARNING',
    children: 'A new version of the console is available. Reload to get the latest features.',
    actionLabel: 'Reload to update',
    onAction: fn(),
    closeLabel: 'Dismiss message',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Dismiss message' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Reload to update' })).toBeVisible();
  },
};
