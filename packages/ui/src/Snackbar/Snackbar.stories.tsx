import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { Snackbar } from './Snackbar.tsx';
import { SNACKBAR_DURATION, SnackbarProvider, useSnackbar } from './SnackbarProvider.tsx';

const meta = {
  title: 'Feedback/Snackbar',
  component: Snackbar,
  args: { message: 'Value copied to clipboard', variant: 'primary' },
} satisfies Meta<typeof Snackbar>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function CopyButton() {
  const snackbar = useSnackbar();
  return (
    <Button onPress={() => snackbar.show('Value copied to clipboard', { variant: 'primary' })}>
      Copy value
    </Button>
  );
}

/** Shown through the provider, gone after 3000 ms. */
export const Playground: Story = {
  render: () => (
    <SnackbarProvider>
      <CopyButton />
    </SnackbarProvider>
  ),
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const status = await body.findByRole('status');
    await expect(status).toHaveTextContent('Value copied to clipboard');
    await expect(body.getByRole('region', { name: 'Notifications' })).toContainElement(status);
    await sleep(SNACKBAR_DURATION - 1000);
    await expect(body.getByRole('status')).toBeVisible();
    await waitFor(() => expect(body.queryByRole('status')).toBeNull(), { timeout: 2000 });
  },
};

function ErrorButton({ onRetry }: { onRetry: () => void }) {
  const snackbar = useSnackbar();
  return (
    <Button
      onPress={() =>
        snackbar.show('Could not connect to the server.', {
          variant: 'error',
          action: { label: 'Retry', onPress: onRetry },
        })
      }
    >
      Save
    </Button>
  );
}

const onRetry = fn();

/** An error is an alert; its action and dismiss button are reachable by keyboard. */
export const ErrorWithAction: Story = {
  render: () => (
    <SnackbarProvider>
      <ErrorButton onRetry={onRetry} />
    </SnackbarProvider>
  ),
  play: async () => {
    onRetry.mockClear();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const alert = await body.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not connect to the server.');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onRetry).toHaveBeenCalledOnce();
    // Focus inside pauses the timer: still there after the usual duration.
    await sleep(SNACKBAR_DURATION + 300);
    await expect(body.getByRole('alert')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(body.queryByRole('alert')).toBeNull();
  },
};

/** The three variants, as they look. */
export const Variants: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Snackbar variant="primary" message="Value copied to clipboard" onDismiss={() => {}} />
      <Snackbar variant="success" message="Email with token is sent." onDismiss={() => {}} />
      <Snackbar
        variant="error"
        message="Failed to login."
        action={{ label: 'Retry', onPress: () => {} }}
        onDismiss={() => {}}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('status')).toHaveLength(2);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to login.');
    await expect(canvas.getAllByRole('button', { name: 'Dismiss' })).toHaveLength(3);
  },
};
