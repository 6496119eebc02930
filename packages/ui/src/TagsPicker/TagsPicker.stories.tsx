import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TagsPicker, type TagsPickerProps } from './TagsPicker.tsx';

function Controlled(args: TagsPickerProps) {
  const [value, setValue] = useState(args.value);
  return (
    <TagsPicker
      {...args}
      value={value}
      onChange={(next) => {
        args.onChange(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'RunBar/TagsPicker',
  component: TagsPicker,
  render: Controlled,
  args: {
    tags: ['bulk', 'dedicated', 'shared', 'transactional', 'warm-up'],
    value: [],
    onChange: fn(),
  },
} satisfies Meta<typeof TagsPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Tags/ });
    await expect(trigger).toHaveTextContent('All tags');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['dedicated']);
    await userEvent.keyboard('{ArrowUp}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['bulk', 'dedicated']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(trigger).toHaveTextContent('bulk +1');
  },
};

export const Open: Story = {
  args: { value: ['shared', 'warm-up'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tags/ }));
    await expect(await body.findByRole('option', { name: 'warm-up' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** A workspace without tags. */
export const Empty: Story = {
  args: { tags: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Tags/ }));
    await expect(await body.findByText('No options available')).toBeVisible();
  },
};
