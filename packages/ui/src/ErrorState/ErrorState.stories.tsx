import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorState } from './ErrorState.tsx';
import { LoadFailed } from './LoadFailed.tsx';

const meta = {
  title: 'Feedback/ErrorState',
  component: ErrorState,
  args: { onReload: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Something went wrong');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Something went wrong' }),
    ).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(args.onReload).toHaveBeenCalledTimes(2);
  },
};

export const WithDescription: Story = {
  args: {
    title: 'Quelque chose s’est mal passé',
    description: 'L’erreur a été signalée. Rechargez la page pour continuer.',
    reloadLabel: 'Recharger',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Recharger' })).toBeVisible();
  },
};

const onRetry = fn();

export const LoadFailedState: Story = {
  name: 'Load failed',
  render: () => <LoadFailed />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const LoadFailedWithRetry: Story = {
  name: 'Load failed with retry',
  render: () => <LoadFailed onRetry={onRetry} />,
  play: async ({ canvasElement }) => {
    onRetry.mockClear();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(onRetry).toHaveBeenCalledOnce();
    await expect(within(canvasElement).getByRole('button', { name: 'Retry' })).toHaveFocus();
  },
};
