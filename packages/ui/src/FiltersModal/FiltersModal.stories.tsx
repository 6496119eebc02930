import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { RunFilter } from './filters.ts';
import { FiltersModal, type FiltersModalProps } from './FiltersModal.tsx';

const dimensions = [
  { id: 'isp', caption: 'ISP', options: ['gmail.com', 'outlook.com', 'yahoo.com', 'orange.fr'] },
  { id: 'campaign', caption: 'Campaign', options: ['black-friday', 'welcome', 'weekly-digest'] },
  { id: 'mta', caption: 'MTA' },
];

/** Holds the applied filters as the run-bar machine would. */
function Harness(args: FiltersModalProps) {
  const [value, setValue] = useState<readonly RunFilter[]>(args.value);
  return (
    <FiltersModal
      {...args}
      value={value}
      onApply={(next) => {
        args.onApply(next);
        setValue(next);
      }}
    />
  );
}

const meta = {
  title: 'RunBar/FiltersModal',
  component: FiltersModal,
  render: Harness,
  args: { dimensions, value: [], onApply: fn() },
} satisfies Meta<typeof FiltersModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Keyboard: open, type a value, switch to Exclude, Apply. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'ISP' }));
    await userEvent.keyboard('gmail.com{Enter}');
    // The suggestion list reopens on the remaining values; Escape closes it, not the modal.
    if (body.queryByRole('listbox')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await expect(within(dialog).getByText('gmail.com')).toBeVisible();
    const operator = within(dialog).getByRole('radiogroup', { name: 'ISP operator' });
    const include = within(operator).getByRole('radio', { name: 'Include' });
    await expect(include).toBeChecked();
    include.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(within(operator).getByRole('radio', { name: 'Exclude' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(within(operator).getByRole('radio', { name: 'Exclude' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith([
      { field: 'isp', op: 'NOT_IN', values: ['gmail.com'] },
    ]);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(within(canvasElement).getByRole('button', { name: 'Filters 1' })).toBeVisible();
  },
};

/** The modal open on applied filters, for the screenshot. */
export const Open: Story = {
  args: {
    value: [
      { field: 'isp', op: 'IN', values: ['gmail.com', 'yahoo.com'] },
      { field: 'campaign', op: 'NOT_IN', values: ['weekly-digest'] },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters 2' }));
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    const campaign = await within(dialog).findByRole('radiogroup', { name: 'Campaign operator' });
    await expect(within(campaign).getByRole('radio', { name: 'Exclude' })).toBeChecked();
  },
};

/** Cancel throws the draft away: reopening shows the filters as they were. */
export const CancelRestores: Story = {
  args: { value: [{ field: 'isp', op: 'IN', values: ['gmail.com'] }] },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Filters 1' });
    await userEvent.click(trigger);
    let dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /Remove gmail.com/ }));
    const isp = within(dialog).getByRole('radiogroup', { name: 'ISP operator' });
    await userEvent.click(within(isp).getByRole('radio', { name: 'Exclude' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(trigger);
    dialog = await body.findByRole('dialog', { name: 'Filters' });
    await expect(within(dialog).getByText('gmail.com')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Removing every value of a dimension clears its filter. */
export const ClearAll: Story = {
  args: { value: [{ field: 'mta', op: 'NOT_IN', values: ['mta-3'] }] },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters 1' }));
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'MTA' }));
    await userEvent.keyboard('{Backspace}');
    if (body.queryByRole('listbox')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith([]);
    await expect(within(canvasElement).getByRole('button', { name: 'Filters' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { dimensions: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    await expect(await body.findByText('No dimensions available')).toBeVisible();
  },
};
