import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TimeMenu } from './TimeMenu.tsx';

const meta = {
  title: 'Calendar/TimeMenu',
  component: TimeMenu,
  args: { label: 'From', boundary: 'from', onChange: fn() },
} satisfies Meta<typeof TimeMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed entry with the keyboard, then a half-hour slot picked from the list. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'From' });
    await expect(input).toHaveValue('00:00');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.keyboard('9:30{Enter}');
    await expect(input).toHaveValue('09:30');
    await expect(args.onChange).toHaveBeenLastCalledWith(570);
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(48);
    await userEvent.click(within(list).getByRole('option', { name: '13:00' }));
    await expect(input).toHaveValue('13:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(780);
  },
};

/** An invalid From falls back to 00:00. */
export const InvalidFrom: Story = {
  args: { defaultValue: 600 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'From' });
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.keyboard('25:00');
    await userEvent.tab();
    await expect(input).toHaveValue('00:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
  },
};

/** A To accepts 24:00, and an invalid To falls back to it. */
export const EndOfDay: Story = {
  args: { label: 'To', boundary: 'to', defaultValue: 600 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'To' });
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.keyboard('10:75{Enter}');
    await expect(input).toHaveValue('24:00');
    await expect(args.onChange).toHaveBeenLastCalledWith(1440);
  },
};

/** The 12-hour clock: typed "2pm" reads back as 2:00 PM. */
export const TwelveHourClock: Story = {
  args: { clock: 'h12', defaultValue: 510 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'From' });
    await expect(input).toHaveValue('8:30 AM');
    await userEvent.tab();
    await userEvent.clear(input);
    await userEvent.keyboard('2pm{Enter}');
    await expect(input).toHaveValue('2:00 PM');
    await expect(args.onChange).toHaveBeenLastCalledWith(840);
  },
};

/** The list opens from the keyboard and scrolls past 600 px. */
export const OpenList: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(48);
    await expect(within(list).getByRole('option', { name: '00:00' })).toBeVisible();
    await expect(within(canvasElement).getByRole('combobox', { name: 'From' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 480 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'From' })).toBeDisabled();
  },
};
