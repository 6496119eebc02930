import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { MetricStatsPage } from './MetricStatsPage.tsx';
import {
  adminIn,
  resetStatisticsStory,
  statisticsParameters,
  withStatisticsClock,
} from './statisticsStory.tsx';

const meta = {
  title: 'App/Management/Metric statistics',
  component: MetricStatsPage,
  decorators: [withStatisticsClock, withScreen],
  loaders: [loadScreenI18n],
  beforeEach: resetStatisticsStory,
} satisfies Meta<typeof MetricStatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/management/metricstats';
const at = (query = '') => ({ path: `${pattern}${query}`, pattern });
const body = within(document.body);

const loadLog: NonNullable<FakeApiOptions['log']> = [];
/**
 * Volume over December 2025 to November 2026: the chart of the five largest accounts with the
 * other two summed, and the month x account table by total. The 12 months are asked once each.
 */
export const Volume: Story = {
  parameters: statisticsParameters(at(), { api: { log: loadLog } }),
  beforeEach: () => {
    loadLog.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Metric statistics' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: 'Volume per month' })).toBeVisible();
    const chart = await canvas.findByRole('img', {
      name: 'Volume of the top accounts, December 2025 to November 2026',
    });
    await expect(chart).toBeVisible();
    const months = loadLog
      .filter((call) => call.key === 'admin/usage/all')
      .map((call) => (call.input as { month: string }).month);
    await expect(months).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
    ]);
    // the chart's data table: the top five and the other accounts
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const data = within(
      canvas.getByRole('table', {
        name: 'Volume of the top accounts, December 2025 to November 2026',
      }),
    );
    const series = new Set(
      data.getAllByRole('row').map((row) => row.querySelectorAll('td')[1]?.textContent),
    );
    await expect([...series].filter(Boolean)).toEqual([
      'Acme Retail',
      'Umbrella News',
      'Demo sender',
      'Globex Mail',
      'Stark Alerts',
      'Other accounts',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    const table = canvas.getByRole('grid', { name: 'Volume per account and month' });
    const header = within(within(table).getAllByRole('row')[0]!);
    await expect(header.getByRole('columnheader', { name: /Dec 2025/ })).toBeVisible();
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^Acme Retail2,340,000/);
    // Initech came in June: its earlier months are empty
    const initech = within(table).getByRole('row', { name: /^Initech Notifications/ });
    await expect(initech).toHaveTextContent(/^Initech Notifications––––––345,000/);
  },
};

const switchLog: NonNullable<FakeApiOptions['log']> = [];
/** Another metric by keyboard: the page reads the months it has, without a call. */
export const Metric_Switched: Story = {
  parameters: statisticsParameters(at(), { api: { log: switchLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Volume per account and month' });
    switchLog.length = 0;
    const metric = canvas.getByRole('button', { name: /Metric/ });
    metric.focus();
    await userEvent.keyboard('{ArrowDown}');
    await body.findByRole('listbox');
    await userEvent.keyboard('{Home}{Enter}');
    await expect(
      await canvas.findByRole('grid', { name: 'Users per account and month' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Users per month' })).toBeVisible();
    await expect(switchLog).toEqual([]);
  },
};

/** Nothing counted in the 12 months (DMARC reports not received yet): the chart says so. */
export const Nothing_Counted: Story = {
  parameters: statisticsParameters(at('?metric=dmarc'), {
    handlers: {
      'admin/usage/all': (input) => [
        {
          account: 'demo',
          name: 'Demo sender',
          month: input.month ?? '2026-11',
          users: 4,
          user_limit: 5,
          volume: 0,
          volume_limit: null,
          ips: 0,
          ip_limit: null,
          domains: 0,
          domain_limit: null,
          audits: 0,
          audit_limit: null,
          policies: 0,
          policy_limit: null,
          dmarc: 0,
        },
      ],
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nothing counted in these 12 months')).toBeVisible();
    await expect(
      canvas.getByRole('grid', { name: 'DMARC messages per account and month' }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: statisticsParameters(at(), { handlers: { 'admin/usage/all': pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

/** One month of the twelve failed: the page says so once, with Reload. */
export const Failed: Story = {
  parameters: statisticsParameters(at(), {
    handlers: {
      'admin/usage/all': (input) => {
        if (input.month === '2026-03') throw failWith(500, 'InternalError')();
        return [];
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** No account yet. */
export const Empty: Story = {
  parameters: statisticsParameters(at(), { handlers: { 'admin/usage/all': () => [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No account yet' })).toBeVisible();
  },
};

export const German: Story = {
  parameters: statisticsParameters(at('?metric=audits'), { status: adminIn('de') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Audits pro Monat' })).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Audits pro Konto und Monat' });
    await expect(within(table).getByRole('columnheader', { name: /Summe/ })).toBeVisible();
    await waitFor(() =>
      expect(
        canvas.getByRole('img', {
          name: 'Audits der größten Konten, Dezember 2025 bis November 2026',
        }),
      ).toBeVisible(),
    );
  },
};

/** On a phone: the chart at the phone's width, the table scrolls sideways through the months. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: statisticsParameters(at()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: /Volume of the top accounts/ });
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
  },
};
