import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectItem } from '../Popover/Popover.tsx';
import { ComboBox } from './ComboBox.tsx';

interface Account {
  id: string;
  name: string;
}

const accounts: Account[] = [
  { id: 'acme', name: 'Acme Mail' },
  { id: 'berlin', name: 'Berlin Newsletters' },
  { id: 'contoso', name: 'Contoso Retail' },
  { id: 'globex', name: 'Globex Notifications' },
  { id: 'initech', name: 'Initech Billing' },
];

const meta = {
  title: 'Form/ComboBox',
  component: ComboBox<Account>,
  args: {
    label: 'Account',
    placeholder: 'Search accounts',
    defaultItems: accounts,
    children: (item: Account) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onSelectionChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 300 }}>{Story()}</div>],
} satisfies Meta<typeof ComboBox<Account>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Account' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('ret');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('contoso');
    await expect(input).toHaveValue('Contoso Retail');

    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Show options Account' }),
    );
    await userEvent.click(await body.findByRole('option', { name: 'Globex Notifications' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('globex');
    await expect(input).toHaveValue('Globex Notifications');
  },
};

/** Typing filters the list; the matching options stay open. */
export const Filtered: Story = {
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('on');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Contoso Retail',
      'Globex Notifications',
    ]);
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('zzz');
    await expect(await body.findByText('No matches found')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Error: Story = {
  args: { errorMessage: 'Choose an account from the list', isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Account' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose an account from the list');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Account' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};
