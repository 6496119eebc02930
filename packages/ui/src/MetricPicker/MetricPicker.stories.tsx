import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MetricPicker } from './MetricPicker.tsx';

const meta = {
  title: 'RunBar/MetricPicker',
  component: MetricPicker,
  args: { value: 'volume', onChange: fn() },
} satisfies Meta<typeof MetricPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Metric/ });
    await expect(trigger).toHaveTextContent('Volume');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Users',
      'Volume',
      'IPs',
      'Domains',
      'Audits',
      'DMARC',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('ips');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
    await userEvent.click(trigger);
    await userEvent.click(await body.findByRole('option', { name: 'DMARC' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('dmarc');
  },
};

/** A module offers its own metrics, with translated names. */
export const ReputationMonitor: Story = {
  args: {
    value: 'ips',
    metrics: ['ips', 'domains'],
    labels: { ips: 'Adresses IP', domains: 'Domaines' },
    label: 'Métrique',
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Métrique/ }));
    const options = within(await body.findByRole('listbox')).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['Adresses IP', 'Domaines']);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /Metric/ })).toBeDisabled();
  },
};
