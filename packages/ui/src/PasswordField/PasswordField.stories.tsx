import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField.tsx';

const meta = {
  title: 'Form/PasswordField',
  component: PasswordField,
  args: { label: 'Password', onChange: fn() },
  decorators: [(Story) => <div style={{ width: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.keyboard('correct horse');
    await expect(args.onChange).toHaveBeenLastCalledWith('correct horse');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    const hide = canvas.getByRole('button', { name: 'Hide password' });
    await expect(hide).toHaveFocus();

    await userEvent.click(hide);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeVisible();
  },
};

/** Revealed: the typed characters are readable. */
export const Revealed: Story = {
  args: { defaultValue: 'correct horse battery' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByLabelText('Password')).toHaveValue('correct horse battery');
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
  },
};

/** The toggle's names come from props, for the app's translations. */
export const CustomStrings: Story = {
  args: {
    label: 'Mot de passe',
    showPasswordLabel: 'Afficher le mot de passe',
    hidePasswordLabel: 'Masquer le mot de passe',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Masquer le mot de passe' })).toHaveFocus();
  },
};

export const Error: Story = {
  args: {
    defaultValue: 'short',
    description: 'At least 12 and at most 64 characters.',
    errorMessage: 'Password must contain at least 12 characters',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'At least 12 and at most 64 characters. Password must contain at least 12 characters',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
