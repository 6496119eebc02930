import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { Toggle } from '../Toggle/Toggle.tsx';
import { Modal } from './Modal.tsx';

const onApply = fn();

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { title: 'Configure blocklist alert', children: null },
  render: (args) => (
    <DialogTrigger>
      <Button>Exclude lists…</Button>
      <Modal
        {...args}
        actions={(close) => (
          <>
            <Button onPress={close}>Cancel</Button>
            <Button
              variant="primary"
              onPress={() => {
                onApply();
                close();
              }}
            >
              Apply
            </Button>
          </>
        )}
      >
        <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          <Toggle defaultSelected>Spamhaus ZEN</Toggle>
          <Toggle defaultSelected>Barracuda</Toggle>
          <Toggle>SpamCop</Toggle>
        </div>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    onApply.mockClear();
    const trigger = within(canvasElement).getByRole('button', { name: 'Exclude lists…' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Configure blocklist alert' });

    // Focus is trapped: tabbing through every control stays inside the dialog.
    for (let step = 0; step < 7; step += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('button', { name: 'Apply' }));
    await expect(onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Open, as it looks on screen. */
export const Open: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Modal
      {...args}
      actions={
        <>
          <Button>Cancel</Button>
          <Button variant="primary">Apply</Button>
        </>
      }
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Toggle defaultSelected>Spamhaus ZEN</Toggle>
        <Toggle>SpamCop</Toggle>
      </div>
    </Modal>
  ),
  play: async () => {
    const dialog = await body.findByRole('dialog', { name: 'Configure blocklist alert' });
    await expect(within(dialog).getByRole('switch', { name: 'Spamhaus ZEN' })).toBeChecked();
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
  },
};

/** A confirmation of a destructive action is an alertdialog. */
export const Confirm: Story = {
  args: {
    title: 'Delete preset?',
    role: 'alertdialog',
    size: 'small',
    defaultOpen: true,
    closeLabel: null,
  },
  render: (args) => (
    <Modal
      {...args}
      actions={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button variant="danger" onPress={close}>
            Delete
          </Button>
        </>
      )}
    >
      The preset “Weekly bounces” will be removed for everyone in this workspace.
    </Modal>
  ),
  play: async () => {
    const dialog = await body.findByRole('alertdialog', { name: 'Delete preset?' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};
