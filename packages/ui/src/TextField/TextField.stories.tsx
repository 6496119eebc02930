import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './TextField.tsx';

const meta = {
  title: 'Form/TextField',
  component: TextField,
  args: { label: 'Display name', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { placeholder: 'Jane Doe' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Ada');
    await expect(args.onChange).toHaveBeenLastCalledWith('Ada');
    await userEvent.click(input);
    await userEvent.keyboard(' Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown in the top bar and on shared reports.', defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await expect(input).toHaveAccessibleDescription('Shown in the top bar and on shared reports.');
  },
};

export const Error: Story = {
  args: { label: 'Email', defaultValue: 'ada@', errorMessage: 'Enter a valid email address' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const Required: Story = {
  args: { label: 'Preset name', isRequired: true },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Preset name' }),
    ).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Ada' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Display name' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** The profile email is read-only (spec section 5). */
export const ReadOnly: Story = {
  args: { label: 'Email', isReadOnly: true, defaultValue: 'ada@example.com' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
