import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FilterField, type FilterFieldProps } from './FilterField.tsx';

const domains = ['gmail.com', 'googlemail.com', 'yahoo.com', 'outlook.com', 'orange.fr', 'web.de'];

/** The field is controlled; the story keeps the values in state and reports each change. */
function ControlledFilterField(props: FilterFieldProps) {
  const [values, setValues] = useState(props.values);
  return (
    <FilterField
      {...props}
      values={values}
      onChange={(next) => {
        setValues(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Form/FilterField',
  component: FilterField,
  args: {
    label: 'Recipient domain',
    values: [],
    suggestions: domains,
    placeholder: 'Type or pick a value',
    onChange: fn(),
  },
  render: (args) => <ControlledFilterField {...args} />,
  decorators: [(Story) => <div style={{ width: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FilterField>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Recipient domain' });
    await userEvent.tab();
    await expect(input).toHaveFocus();

    // Typed values are trimmed and added on Enter.
    await userEvent.keyboard('  example.org  {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['example.org']);
    await expect(input).toHaveValue('');

    // A duplicate is not added.
    await userEvent.keyboard('example.org{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);

    // Picking a suggestion with the keyboard.
    await userEvent.keyboard('mail');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['gmail.com', 'googlemail.com']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['example.org', 'gmail.com']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();

    // Backspace in the empty input removes the last chip.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['example.org']);

    // The mouse removes a chip with its button.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove example.org' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).toBeNull();
    await expect(input).toHaveFocus();
  },
};

/** Chips are a grid after the input: Tab reaches them, arrows move, Delete removes one. */
export const WithValues: Story = {
  args: { values: ['gmail.com', 'yahoo.com', 'web.de'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const chips = canvas.getByRole('grid', { name: 'Recipient domain values' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: 'gmail.com' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: 'yahoo.com' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['gmail.com', 'web.de']);

    // Picking with the mouse: chosen values are not offered again.
    await userEvent.click(canvas.getByRole('combobox'));
    await userEvent.keyboard('o');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual([
      'googlemail.com',
      'yahoo.com',
      'outlook.com',
      'orange.fr',
    ]);
    await userEvent.click(body.getByRole('option', { name: 'orange.fr' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['gmail.com', 'web.de', 'orange.fr']);
    await expect(body.queryByRole('listbox')).toBeNull();
    await expect(canvas.getByRole('combobox')).toHaveValue('');
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('hotmail');
    await expect(await body.findByText('No matches found')).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox')).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

/** Many values wrap onto more lines inside the field. */
export const ManyValues: Story = {
  args: {
    label: 'Sending IP',
    description: 'Press Enter after each address.',
    values: [
      '192.0.2.10',
      '192.0.2.11',
      '192.0.2.12',
      '198.51.100.7',
      '198.51.100.8',
      '203.0.113.5',
    ],
    suggestions: [],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(6);
    await expect(canvas.getByRole('combobox', { name: 'Sending IP' })).toHaveAccessibleDescription(
      'Press Enter after each address.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, values: ['gmail.com'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove gmail.com' }), {
      pointerEventsCheck: 0,
    });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
