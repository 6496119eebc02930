import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TimeRangePicker } from './TimeRangePicker.tsx';

const meta = {
  title: 'RunBar/TimeRangePicker',
  component: TimeRangePicker,
  args: { now: new Date('2026-11-20T10:00:00Z'), timeZone: 'Etc/Zulu', onChange: fn() },
} satisfies Meta<typeof TimeRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Yesterday by default; the keyboard picks another preset. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Time range/ });
    await expect(trigger).toHaveTextContent('Yesterday');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(13);
    await expect(options[12]).toHaveTextContent('Custom range');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({ preset: 'last3days' });
    await expect(trigger).toHaveTextContent('Last 3 days');
  },
};

/** The preset list open, for the screenshot. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Time range/ }));
    await expect(await body.findByRole('option', { name: 'Yesterday' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Custom opens the calendar; Escape cancels and the previous preset stays. */
export const CustomCancelled: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Time range/ });
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'Custom range' }));
    const dialog = await body.findByRole('dialog', { name: 'Custom range' });
    // the calendar's code arrives after the dialog opens when the picker was not hovered before
    await expect(await within(dialog).findByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: /November 17, 2026/ }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger).toHaveTextContent('Yesterday');
  },
};

/** Custom, two days picked and applied: the range shows beside the preset and reopens it. */
export const CustomApplied: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Custom range' }));
    const dialog = await body.findByRole('dialog', { name: 'Custom range' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /November 16, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 18, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-11-16T00:00:00.000Z',
      end: '2026-11-19T00:00:00.000Z',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const edit = canvas.getByRole('button', {
      name: 'Edit custom range: Nov 16, 00:00 – Nov 18, 24:00',
    });
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(
      'Custom range',
    );
    edit.focus();
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Custom range' });
    await expect(within(reopened).getByRole('status')).toHaveTextContent(
      'Nov 16, 2026 00:00 – Nov 18, 2026 24:00',
    );
  },
};

/**
 * Custom by keyboard: Enter opens the list, End and Enter choose Custom; in the calendar Tab
 * reaches today past the month buttons, Enter picks the first and the last day, and Enter in
 * From applies.
 */
export const CustomByKeyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{End}{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Custom range' });
    await within(dialog).findByRole('button', { name: 'Apply' });
    await userEvent.tab(); // previous month
    await userEvent.tab(); // next month
    await userEvent.tab(); // the focused day: today
    await expect(
      within(dialog).getByRole('button', { name: /Friday, November 20, 2026/ }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{Enter}{ArrowRight}{Enter}');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Nov 18, 2026 00:00 – Nov 19, 2026 24:00',
    );
    await userEvent.tab(); // From
    await expect(within(dialog).getByRole('combobox', { name: 'From' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      preset: 'custom',
      start: '2026-11-18T00:00:00.000Z',
      end: '2026-11-20T00:00:00.000Z',
    });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

/** Labels from props, e.g. the app's French translations. */
export const Translated: Story = {
  args: {
    presets: ['today', 'yesterday', 'last7days', 'custom'],
    labels: {
      today: "Aujourd'hui",
      yesterday: 'Hier',
      last7days: '7 derniers jours',
      custom: 'Personnalisé',
    },
    label: 'Période',
    defaultValue: { preset: 'last7days' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Période/ })).toHaveTextContent(
      '7 derniers jours',
    );
  },
};
