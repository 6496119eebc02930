import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportButton } from './ReportButton.tsx';

const meta = {
  title: 'RunBar/ReportButton',
  component: ReportButton,
  args: {
    onPress: fn(),
    range: { preset: 'yesterday', start: '2026-11-19T00:00:00Z', end: '2026-11-20T00:00:00Z' },
  },
} satisfies Meta<typeof ReportButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run report' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** A custom range without an end: disabled, and the reason is shown and described. */
export const IncompleteRange: Story = {
  args: { range: { preset: 'custom', start: '2026-11-01T00:00:00Z', end: null } },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Run report' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription('Custom range requires start and end date');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Reports without a time range (e.g. a monthly usage report) are never blocked by it. */
export const NoRange: Story = {
  args: { range: undefined, children: 'Show usage' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Show usage' })).toBeEnabled();
  },
};

export const Loading: Story = {
  args: { isPending: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: /Run report/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
