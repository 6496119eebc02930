import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarDate } from '@internationalized/date';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Calendar } from './Calendar.tsx';

const meta = {
  title: 'Calendar/Calendar',
  component: Calendar,
  args: {
    now: new Date('2026-11-20T10:00:00Z'),
    timeZone: 'Etc/Zulu',
    onApply: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).getByRole('button', { name });

/**
 * Keyboard: pick today as the start, then a day before it (swapped into order); arrows move one
 * day at a time from the picked day. Type From with the mouse; Enter applies.
 */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Apply' })).toBeDisabled();
    await userEvent.tab(); // previous month
    await userEvent.tab(); // next month
    await userEvent.tab(); // the focused day: today
    await expect(day(canvasElement, /Friday, November 20, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement, /November 19, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Nov 20, 2026 – Pick the last day');
    // The focus stays on the picked day: one arrow moves one day.
    await expect(day(canvasElement, /November 20, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(day(canvasElement, /November 19, 2026/)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(day(canvasElement, /November 17, 2026/)).toHaveFocus();
    // The end before the start: the range is swapped into order.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Nov 17, 2026 00:00 – Nov 20, 2026 24:00',
    );
    const from = canvas.getByRole('combobox', { name: 'From' });
    await userEvent.click(from);
    await userEvent.clear(from);
    await userEvent.keyboard('8{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(
      { start: new Date('2026-11-17T08:00:00Z'), end: new Date('2026-11-21T00:00:00Z') },
      expect.objectContaining({ fromMinutes: 480, toMinutes: 1440 }),
    );
  },
};

/** Future days and days before the 90-day window cannot be picked. */
export const Window: Story = {
  play: async ({ canvasElement }) => {
    await expect(day(canvasElement, /November 21, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, /November 20, 2026/)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous month' }));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Previous month' }));
    await expect(day(canvasElement, /August 21, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, /August 22, 2026/)).not.toHaveAttribute('aria-disabled');
    await expect(
      within(canvasElement).getByRole('button', { name: 'Previous month' }),
    ).toBeDisabled();
  },
};

/** Once a start is picked, days more than 31 days away are disabled. */
export const RangeLimit: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(day(canvasElement, /October 1, 2026/));
    await expect(day(canvasElement, /November 2, 2026/)).toHaveAttribute('aria-disabled', 'true');
    await expect(day(canvasElement, /November 1, 2026/)).not.toHaveAttribute('aria-disabled');
    await userEvent.click(day(canvasElement, /October 12, 2026/));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Oct 1, 2026 00:00 – Oct 12, 2026 24:00',
    );
  },
};

/** A chosen range with times; Apply by mouse. */
export const Selected: Story = {
  args: {
    defaultValue: {
      start: new CalendarDate(2026, 11, 2),
      end: new CalendarDate(2026, 11, 8),
      fromMinutes: 540,
      toMinutes: 1050,
    },
    timeZone: 'Europe/Paris',
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith(
      { start: new Date('2026-11-02T08:00:00Z'), end: new Date('2026-11-08T16:30:00Z') },
      expect.objectContaining({ fromMinutes: 540, toMinutes: 1050 }),
    );
  },
};

/** Escape closes without applying; so does Cancel. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** French dates, weeks starting on Monday, 12-hour clock. */
export const FrenchMonday: Story = {
  args: {
    locale: 'fr',
    weekStart: 'monday',
    clock: 'h12',
    applyLabel: 'Appliquer',
    cancelLabel: 'Annuler',
    fromLabel: 'De',
    toLabel: 'À',
    previousLabel: 'Mois précédent',
    nextLabel: 'Mois suivant',
    pickEndLabel: 'Choisir le dernier jour',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'novembre 2026' })).toBeVisible();
    // The weekday row of the grid: Monday first, in French.
    await expect(canvasElement.querySelector('th')).toHaveTextContent('L');
    await expect(canvas.getByRole('combobox', { name: 'De' })).toHaveValue('12:00 AM');
  },
};
