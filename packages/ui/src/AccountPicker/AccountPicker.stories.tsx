import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AccountPicker } from './AccountPicker.tsx';

const accounts = [
  { id: 'acme', name: 'Acme Mail' },
  { id: 'berlin', name: 'Berlin Newsletters' },
  { id: 'contoso', name: 'Contoso Retail' },
  { id: 'globex', name: 'Globex Notifications' },
];

const meta = {
  title: 'RunBar/AccountPicker',
  component: AccountPicker,
  args: { accounts, value: null, onChange: fn() },
} satisfies Meta<typeof AccountPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Account' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('glo');
    await expect(within(await body.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('globex');
  },
};

export const Selected: Story = {
  args: { value: 'contoso' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Contoso Retail');
  },
};

/** Typed text matching no account. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zzz');
    await expect(await body.findByText('No matches found')).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toBeDisabled();
  },
};
