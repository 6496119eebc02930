import type { Meta, StoryObj } from '@storybook/react-vite';
import { fr } from 'date-fns/locale';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MonthPicker } from './MonthPicker.tsx';

const meta = {
  title: 'RunBar/MonthPicker',
  component: MonthPicker,
  args: { value: '2026-11', now: new Date('2026-11-20T10:00:00Z'), onChange: fn() },
} satisfies Meta<typeof MonthPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Month/ });
    await expect(trigger).toHaveTextContent('November 2026');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(12);
    await expect(options[0]).toHaveTextContent('November 2026');
    await expect(options[11]).toHaveTextContent('December 2025');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('2026-09');
  },
};

/** Open on the list, for the screenshot. */
export const Open: Story = {
  args: { value: '2026-06' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Month/ }));
    await expect(await body.findByRole('option', { name: 'June 2026' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const French: Story = {
  args: { locale: fr, label: 'Mois' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Mois/ })).toHaveTextContent(
      'novembre 2026',
    );
  },
};
