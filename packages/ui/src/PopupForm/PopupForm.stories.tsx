import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DialogTrigger } from 'react-aria-components';
import { Button } from '../Button/Button.tsx';
import { PopupForm } from './PopupForm.tsx';

const existingPresets = ['Weekly bounces', 'Gmail only'];

const meta = {
  title: 'Overlays/PopupForm',
  component: PopupForm,
  args: {
    title: 'Add preset',
    fields: [
      { name: 'name', label: 'Preset name', isRequired: true },
      { name: 'notes', label: 'Notes', type: 'textarea' },
    ],
    validators: {
      name: (value: string) =>
        existingPresets.includes(value.trim()) ? 'Preset name already exists' : undefined,
    },
    onSubmit: fn(),
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Add preset</Button>
      <PopupForm {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof PopupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Add preset' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: 'Add preset' }));
    const ok = dialog.getByRole('button', { name: 'OK' });
    const name = dialog.getByRole('textbox', { name: 'Preset name' });

    // Required and empty: OK disabled, no message yet.
    await expect(ok).toBeDisabled();
    await expect(dialog.getByRole('status')).toBeEmptyDOMElement();

    // A validator message blocks OK and is shown as an error status.
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Weekly bounces');
    await expect(ok).toBeDisabled();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Preset name already exists');
    await expect(dialog.getByRole('status')).toHaveTextContent('Preset name already exists');

    await userEvent.clear(name);
    await userEvent.keyboard('Daily');
    await expect(ok).toBeEnabled();
    await expect(dialog.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Daily', notes: '' });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    // react-aria gives the focus back once the dialog has left
    await waitFor(() => expect(trigger).toHaveFocus());

    // Cancel closes without submitting; the form opens afresh.
    await userEvent.click(trigger);
    const reopened = within(await body.findByRole('dialog', { name: 'Add preset' }));
    await expect(reopened.getByRole('textbox', { name: 'Preset name' })).toHaveValue('');
    await userEvent.click(reopened.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** Escape closes the form too. */
export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Add preset' });
    await userEvent.tab();
    await userEvent.keyboard('Monthly{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Open with a value a validator rejects. */
export const ValidatorError: Story = {
  args: {
    defaultOpen: true,
    fields: [
      { name: 'name', label: 'Preset name', isRequired: true, defaultValue: 'Gmail only' },
      { name: 'notes', label: 'Notes', type: 'textarea' },
    ],
  },
  render: (args) => <PopupForm {...args} />,
  play: async () => {
    const dialog = within(await body.findByRole('dialog', { name: 'Add preset' }));
    await expect(dialog.getByRole('button', { name: 'OK' })).toBeDisabled();
    await expect(dialog.getByRole('textbox', { name: 'Preset name' })).toHaveAccessibleDescription(
      'Preset name already exists',
    );
    await expect(dialog.getByRole('status')).toHaveTextContent('Preset name already exists');
  },
};

/** The shell's feedback popup. */
export const Feedback: Story = {
  args: {
    title: 'Feedback',
    intro: 'Tell us what works and what does not.',
    fields: [{ name: 'feedback', label: 'Your feedback', type: 'textarea', isRequired: true }],
    validators: {},
    okLabel: 'Send',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Feedback</Button>
      <PopupForm {...args} />
    </DialogTrigger>
  ),
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard(' ');
    const dialog = within(await body.findByRole('dialog', { name: 'Feedback' }));
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await userEvent.tab();
    await userEvent.keyboard('Love the heat map.');
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({ feedback: 'Love the heat map.' });
  },
};
