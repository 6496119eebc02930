import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MetricTile } from './MetricTile.tsx';

const meta = {
  title: 'Display/MetricTile',
  component: MetricTile,
  args: { label: 'Delivered', value: 1234567.891, numberFormat: '#.###,##' },
} satisfies Meta<typeof MetricTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { delta: 1500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Delivered');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('1.234.567,89');
    await expect(canvas.getAllByRole('definition')[1]).toHaveTextContent('Change: +1.500');
  },
};

export const Percent: Story = {
  args: {
    label: 'Bounce rate',
    value: 0.1234,
    metricStyle: 'percent',
    delta: 0.012,
    higherIsBetter: false,
  },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('12,34 %');
    await expect(values[1]).toHaveAttribute('data-trend', 'bad');
  },
};

export const PercentEnglish: Story = {
  args: { label: 'Open rate', value: 0.1234, metricStyle: 'percent', numberFormat: '#,###.##' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('12.34%');
  },
};

export const Time: Story = {
  args: {
    label: 'Average delivery time',
    value: 3720,
    metricStyle: 'time',
    numberFormat: '# ###,##',
    delta: -60,
    higherIsBetter: false,
  },
  play: async ({ canvasElement }) => {
    const values = within(canvasElement).getAllByRole('definition');
    await expect(values[0]).toHaveTextContent('1 h 02 min');
    await expect(values[1]).toHaveAttribute('data-trend', 'good');
  },
};

export const Empty: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('–');
  },
};

export const Loading: Story = {
  args: { isLoading: true, delta: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('definition')[0]).toHaveTextContent('Loading');
    await expect(within(canvasElement).getAllByRole('definition')).toHaveLength(1);
  },
};
