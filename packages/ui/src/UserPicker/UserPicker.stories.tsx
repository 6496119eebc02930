import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UserPicker } from './UserPicker.tsx';

const users = [
  { id: 'jane@acme.example', name: 'Jane van Dyke' },
  { id: 'omar@acme.example', name: 'Omar Haddad' },
  { id: 'li@globex.example', name: 'Li Wei' },
];

const meta = {
  title: 'RunBar/UserPicker',
  component: UserPicker,
  args: { users, value: null, onChange: fn() },
} satisfies Meta<typeof UserPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'User' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('globex');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveTextContent('Li Wei');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('li@globex.example');
  },
};

/** The open list shows each user's name and email. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Show user options/ }));
    await expect(await body.findByText('omar@acme.example')).toBeVisible();
  },
};

export const Selected: Story = {
  args: { value: 'omar@acme.example' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox')).toHaveValue('Omar Haddad');
  },
};
