import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DonutChart, HeatMap, StackedBarChart, TimeseriesChart } from './charts.tsx';
import type { CategoryPoint, CellPoint, SharePoint, TimePoint } from './chartSpecs.ts';

// Fixed data: screenshots must not change between runs.
const days = [
  '2026-11-14',
  '2026-11-15',
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
];
const delivered = [41200, 39800, 44100, 47300, 45900, 43800, 46500];
const bounced = [1200, 900, 1500, 1100, 1300, 800, 1000];
const timeseries: TimePoint[] = days.flatMap((day, index) => [
  { time: `${day}T00:00:00Z`, series: 'Delivered', value: delivered[index] ?? 0 },
  { time: `${day}T00:00:00Z`, series: 'Bounced', value: bounced[index] ?? 0 },
]);
const providers = ['Gmail', 'Outlook', 'Yahoo', 'Orange', 'GMX'];
const bars: CategoryPoint[] = providers.flatMap((category, index) => [
  { category, series: 'Delivered', value: 30000 - index * 5000 },
  { category, series: 'Deferred', value: 2000 + index * 300 },
  { category, series: 'Bounced', value: 800 + index * 150 },
]);
const shares: SharePoint[] = [
  { category: 'Delivered', value: 0.91 },
  { category: 'Deferred', value: 0.05 },
  { category: 'Bounced', value: 0.04 },
];
const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const hours = ['00', '04', '08', '12', '16', '20'];
const cells: CellPoint[] = weekdays.flatMap((y, row) =>
  hours.map((x, col) => ({ x, y, value: ((row * 7 + col * 13) % 17) * 100 })),
);

const meta = {
  title: 'Display/Chart',
  component: TimeseriesChart,
  args: {
    title: 'Delivered and bounced per day',
    description: 'Daily delivered and bounced messages from 14 to 20 November 2026.',
    data: timeseries,
  },
} satisfies Meta<typeof TimeseriesChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawn = (canvasElement: HTMLElement) =>
  waitFor(() =>
    expect(canvasElement.querySelector('svg .mark-symbol, svg path, svg rect')).not.toBeNull(),
  );

/** The picture is an image with a name; the table with the same numbers opens by keyboard. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await drawn(canvasElement);
    await expect(
      canvas.getByRole('img', { name: 'Delivered and bounced per day' }),
    ).toHaveAccessibleDescription(
      'Daily delivered and bounced messages from 14 to 20 November 2026.',
    );
    const toggle = canvas.getByRole('button', { name: 'Show data table' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Hide data table' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const table = canvas.getByRole('table', { name: 'Delivered and bounced per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(15);
    await expect(within(table).getByRole('cell', { name: '41,200' })).toBeVisible();
  },
};

export const Area: Story = {
  args: { mark: 'area', title: 'Volume per day (stacked)' },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(
      within(canvasElement).getByRole('img', { name: 'Volume per day (stacked)' }),
    ).toBeVisible();
  },
};

/** A French user on a 24-hour clock: French dates on the axis, "1 500" grouping, no AM/PM. */
export const French: Story = {
  args: {
    title: 'Délivrés et rejetés par jour',
    description: 'Messages délivrés et rejetés par jour du 14 au 20 novembre 2026.',
    locale: { language: 'fr', numberFormat: '# ###,##', clock: 'h23' },
    data: timeseries.map((point) => ({
      ...point,
      series: point.series === 'Delivered' ? 'Délivrés' : 'Rejetés',
    })),
  },
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const labels = () =>
      [...canvasElement.querySelectorAll('svg text')].map((text) => text.textContent ?? '');
    await waitFor(() => expect(labels()).toContain('15 nov.'));
    await expect(labels()).toContain('40\u00a0000');
    await expect(labels().some((label) => /AM|PM|\d,\d{3}/.test(label))).toBe(false);
    const table = within(canvasElement).getByRole('table', { hidden: true });
    await expect(
      within(table).getByRole('cell', { name: '41\u00a0200', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const StackedBars: Story = {
  render: () => (
    <StackedBarChart
      title="Outcome by provider"
      description="Delivered, deferred and bounced messages for the five largest providers."
      data={bars}
      locale={{ language: 'de', numberFormat: '#.###,##', clock: 'h23' }}
    />
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    const table = within(canvasElement).getByRole('table', {
      name: 'Outcome by provider',
      hidden: true,
    });
    await expect(
      within(table).getByRole('cell', { name: '30.000', hidden: true }),
    ).toBeInTheDocument();
  },
};

export const Donut: Story = {
  render: () => (
    <DonutChart
      title="Outcome share"
      description="91 % delivered, 5 % deferred, 4 % bounced."
      data={shares}
      metricStyle="percent"
    />
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show data table' }));
    await expect(within(canvasElement).getByRole('cell', { name: '91%' })).toBeVisible();
  },
};

export const Heat: Story = {
  render: () => (
    <HeatMap
      title="Deferrals by weekday and hour"
      description="Deferred messages per weekday and 4-hour slot."
      data={cells}
      xLabel="Hour"
      yLabel="Weekday"
    />
  ),
  play: async ({ canvasElement }) => {
    await drawn(canvasElement);
    await expect(
      within(canvasElement).getByRole('img', { name: 'Deferrals by weekday and hour' }),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No data available');
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
    await expect(within(canvasElement).getByRole('figure')).toHaveAttribute('aria-busy', 'true');
  },
};
