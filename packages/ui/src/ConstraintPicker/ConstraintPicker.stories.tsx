import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ConstraintPicker } from './ConstraintPicker.tsx';

const meta = {
  title: 'RunBar/ConstraintPicker',
  component: ConstraintPicker,
  args: { value: 'email', onChange: fn() },
} satisfies Meta<typeof ConstraintPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Search by/ });
    await expect(trigger).toHaveTextContent('Recipient');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Recipient', 'Message ID']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('message_id');
  },
};

export const MessageId: Story = {
  args: { value: 'message_id' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Search by/ }));
    await expect(await body.findByRole('option', { name: 'Message ID' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Search by/ })).toBeDisabled();
  },
};
