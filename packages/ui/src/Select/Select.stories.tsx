import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SelectItem } from '../Popover/Popover.tsx';
import { Select } from './Select.tsx';

interface Option {
  id: string;
  name: string;
}

const delimiters: Option[] = [
  { id: 'comma', name: 'Comma (,)' },
  { id: 'semicolon', name: 'Semicolon (;)' },
  { id: 'pipe', name: 'Pipe (|)' },
  { id: 'tab', name: 'Tab' },
];

const timezones: Option[] = [
  'Etc/Zulu',
  'Africa/Abidjan',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Europe/Berlin',
  'Europe/London',
  'Europe/Paris',
  'Pacific/Auckland',
].map((zone) => ({ id: zone, name: zone }));

const meta = {
  title: 'Form/Select',
  component: Select<Option>,
  args: {
    label: 'CSV delimiter',
    items: delimiters,
    children: (item: Option) => <SelectItem id={item.id}>{item.name}</SelectItem>,
    onChange: fn(),
  },
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
} satisfies Meta<typeof Select<Option>>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /CSV delimiter/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox', { name: 'CSV delimiter' });
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('semicolon');
    await expect(trigger).toHaveTextContent('Semicolon (;)');

    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Tab' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('tab');
    await expect(trigger).toHaveTextContent('Tab');
  },
};

/** Open, with the selected option marked. */
export const Open: Story = {
  args: { defaultValue: 'pipe' },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const selected = await body.findByRole('option', { name: 'Pipe (|)' });
    await expect(selected).toHaveAttribute('aria-selected', 'true');
    await expect(selected).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('listbox')).toBeNull();
    // react-aria hands focus back to the trigger once the popover has unmounted, a frame later.
    await waitFor(() =>
      expect(within(canvasElement).getByRole('button', { name: /CSV delimiter/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
  },
};

export const Empty: Story = {
  args: { label: 'Default workspace', items: [] },
  play: async () => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByText('No options available')).toBeVisible();
  },
};

/**
 * Long lists scroll inside the 280 px menu height; the list is the scrolling box, so End
 * brings the last option into view without scrolling the popover or the page.
 */
export const ManyOptions: Story = {
  args: { label: 'Timezone', items: timezones, defaultValue: 'Etc/Zulu' },
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox', { name: 'Timezone' });
    const popover = listbox.closest<HTMLElement>('[data-trigger="Select"]');
    await expect(popover?.getBoundingClientRect().height).toBeLessThanOrEqual(280);
    await userEvent.keyboard('{End}');
    const last = within(listbox).getByRole('option', { name: 'Pacific/Auckland' });
    await waitFor(() => expect(listbox.scrollTop).toBeGreaterThan(0));
    await expect(popover?.scrollTop).toBe(0);
    const shown = listbox.getBoundingClientRect();
    await expect(last.getBoundingClientRect().bottom).toBeLessThanOrEqual(shown.bottom + 1);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('Pacific/Auckland');
  },
};

export const Error: Story = {
  args: { isRequired: true, errorMessage: 'Choose a delimiter' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Choose a delimiter')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /CSV delimiter/ })).toHaveAccessibleDescription(
      'Choose a delimiter',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'comma' },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /CSV delimiter/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(body.queryByRole('listbox')).toBeNull();
  },
};
