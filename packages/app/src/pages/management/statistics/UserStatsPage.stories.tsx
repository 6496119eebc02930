import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import {
  adminIn,
  resetStatisticsStory,
  statisticsParameters,
  tileOf,
  withStatisticsClock,
} from './statisticsStory.tsx';
import { noActivity } from './storyData.ts';
import { UserStatsPage } from './UserStatsPage.tsx';

const meta = {
  title: 'App/Management/User statistics',
  component: UserStatsPage,
  decorators: [withStatisticsClock, withScreen],
  loaders: [loadScreenI18n],
  beforeEach: resetStatisticsStory,
} satisfies Meta<typeof UserStatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/management/userstats';
const at = (query = '') => ({ path: `${pattern}${query}`, pattern });
const body = within(document.body);

const monthLog: NonNullable<FakeApiOptions['log']> = [];
/** November: the month's totals, the busiest users by calls, everyone's figures by calls. */
export const All_Users: Story = {
  parameters: statisticsParameters(at(), { api: { log: monthLog } }),
  beforeEach: () => {
    monthLog.length = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'User statistics' })).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'All users in November 2026' }),
    ).toBeVisible();
    await expect(monthLog.filter((call) => call.key === 'admin/statistics/users')).toEqual([
      { key: 'admin/statistics/users', input: { from: '2026-11-01', to: '2026-11-30' } },
    ]);
    await expect(tileOf(canvasElement, 'Active users').getByText('9')).toBeVisible();
    await expect(tileOf(canvasElement, 'Active users').getByText('of 10 users')).toBeVisible();
    await expect(tileOf(canvasElement, 'Visits').getByText('177')).toBeVisible();
    await expect(tileOf(canvasElement, 'Calls').getByText('19,015')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Busiest users by calls' })).toBeVisible();
    await expect(
      await canvas.findByRole('img', { name: 'The users with the most in November 2026' }),
    ).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Every user’s activity in November 2026' });
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(
      /^Acme operationsops@acme\.exampleacme60208,120Nov 20, 2026, 10:05$/,
    );
    await expect(within(table).getByRole('row', { name: /^Jonas Weber/ })).toHaveTextContent(
      /000Never$/,
    );
  },
};

const focusLog: NonNullable<FakeApiOptions['log']> = [];
/**
 * One user focused by typing part of the email: their figures, their row, and their bar beside
 * the busiest; the chart by visits; another month asks for its days.
 */
export const Focus_User: Story = {
  parameters: statisticsParameters(at(), { api: { log: focusLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All users in November 2026' });
    await userEvent.click(canvas.getByRole('combobox', { name: 'User' }));
    await userEvent.keyboard('sofia.k');
    await expect(within(await body.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Sofia Keller in November 2026' }),
    ).toBeVisible();
    await expect(tileOf(canvasElement, 'Visits').getByText('8')).toBeVisible();
    await expect(tileOf(canvasElement, 'Active days').getByText('6')).toBeVisible();
    await expect(tileOf(canvasElement, 'Last visit').getByText('Nov 14, 2026')).toBeVisible();
    const table = canvas.getByRole('grid', { name: 'Every user’s activity in November 2026' });
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    // the chart by visits
    await userEvent.click(canvas.getByRole('button', { name: /Measure/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Visits' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Busiest users by visits' }),
    ).toBeVisible();
    // October
    focusLog.length = 0;
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    await userEvent.click(await body.findByRole('option', { name: 'October 2026' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Sofia Keller in October 2026' }),
    ).toBeVisible();
    await expect(focusLog.filter((call) => call.key === 'admin/statistics/users')).toEqual([
      { key: 'admin/statistics/users', input: { from: '2026-10-01', to: '2026-10-31' } },
    ]);
    await expect(tileOf(canvasElement, 'Visits').getByText('7')).toBeVisible();
  },
};

/** A user who never came, focused from the address: zeros and "Never", and their empty bar. */
export const Focus_Idle_User: Story = {
  parameters: statisticsParameters(at('?user=jonas.weber%40example.com')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Jonas Weber in November 2026' }),
    ).toBeVisible();
    await expect(tileOf(canvasElement, 'Last visit').getByText('Never')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'User' })).toHaveValue('Jonas Weber'),
    );
    await expect(canvas.getByRole('button', { name: 'Show all users' })).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: statisticsParameters(at(), { handlers: { 'admin/statistics/users': pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
  },
};

export const Failed: Story = {
  parameters: statisticsParameters(at(), {
    handlers: { 'admin/statistics/users': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

/** Nobody came in the month. */
export const Empty: Story = {
  parameters: statisticsParameters(at('?month=2026-08'), {
    handlers: { 'admin/statistics/users': () => noActivity },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Nobody used the console in August 2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Month/ })).toHaveTextContent('August 2026');
  },
};

export const French: Story = {
  parameters: statisticsParameters(at(), { status: adminIn('fr') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Tous les utilisateurs en novembre 2026' }),
    ).toBeVisible();
    await expect(tileOf(canvasElement, 'Appels').getByText(/^19.015$/).textContent).toBe(
      '19\u00a0015',
    );
    await expect(
      canvas.getByRole('heading', { name: 'Utilisateurs les plus actifs par appels' }),
    ).toBeVisible();
  },
};

/** On a phone: the table scrolls sideways. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: statisticsParameters(at()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('img', { name: 'The users with the most in November 2026' });
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
  },
};

/** On a phone, scrolled to the chart: the three busiest users, their names cut to fit. */
export const Phone_Chart: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: statisticsParameters(at()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chart = await canvas.findByRole('img', {
      name: 'The users with the most in November 2026',
    });
    await waitFor(() => expect(chart.querySelector('svg')).not.toBeNull());
    chart.scrollIntoView({ block: 'center' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    const data = within(
      canvas.getByRole('table', { name: 'The users with the most in November 2026' }),
    );
    await expect(
      data
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['Acme operat…Calls8,120', 'Claire Mart…Calls3,910', 'Marc DuboisCalls2,480']);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide data table' }));
    chart.scrollIntoView({ block: 'center' });
  },
};
