import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FakeCallError, failWith, pending, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { AccountStatsPage } from './AccountStatsPage.tsx';
import {
  adminIn,
  resetStatisticsStory,
  statisticsParameters,
  tileOf,
  withStatisticsClock,
} from './statisticsStory.tsx';
import { usageOf } from './storyData.ts';

const meta = {
  title: 'App/Management/Account statistics',
  component: AccountStatsPage,
  decorators: [withStatisticsClock, withScreen],
  loaders: [loadScreenI18n],
  beforeEach: resetStatisticsStory,
} satisfies Meta<typeof AccountStatsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/management/accountstats';
const at = (query = '') => ({ path: `${pattern}${query}`, pattern });
const body = within(document.body);
type Canvas = ReturnType<typeof within>;
const rowOf = (canvas: Canvas, name: string) =>
  canvas.getByRole('row', { name: new RegExp(`^${name}`) });

/** Every account in November: the totals of each measure with who is near or over a limit. */
export const All_Accounts: Story = {
  parameters: statisticsParameters(at()),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Account statistics' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: 'All accounts in November 2026' }),
    ).toBeVisible();
    await expect(canvas.getByText('7 accounts')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toHaveValue('');
    const volume = tileOf(canvasElement, 'Volume');
    await expect(volume.getByText('10,225,000')).toBeVisible();
    await expect(volume.getByText('1 account over its limit')).toBeVisible();
    await expect(volume.getByText('1 account near its limit')).toBeVisible();
    await expect(
      tileOf(canvasElement, 'DMARC messages').getByText('No account has a limit'),
    ).toBeVisible();
    await expect(
      tileOf(canvasElement, 'Domains').getByText('Every account within its limit'),
    ).toBeVisible();
    // the table: by share of the limit, the accounts over and near it first
    const table = canvas.getByRole('grid', { name: 'Volume of every account in November 2026' });
    await expect(
      canvas.getByText('1 account over its limit · 1 account near its limit'),
    ).toBeVisible();
    const rows = within(table).getAllByRole('row');
    await expect(rows[1]).toHaveTextContent(/^Acme Retail5,200,0005,000,000104%Over limit$/);
    await expect(rows[2]).toHaveTextContent(/^Initech Notifications460,000500,00092%Near limit$/);
    const globex = within(rowOf(canvas, 'Globex Mail'));
    await expect(globex.getByText('None')).toBeVisible();
    await expect(globex.getByText('No limit')).toBeVisible();
  },
};

/** One account within its limits: each measure against its limit, with its share and a bar. */
export const One_Account: Story = {
  parameters: statisticsParameters(at('?account=demo')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Demo sender in November 2026' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Account' })).toHaveValue('Demo sender'),
    );
    const volume = tileOf(canvasElement, 'Volume');
    await expect(volume.getByText('1,240,000 of 5,000,000 (24.8%)')).toBeVisible();
    await expect(volume.getByText('Within limit')).toBeVisible();
    await expect(tileOf(canvasElement, 'Users').getByText('4 of 5 (80%)')).toBeVisible();
    await expect(tileOf(canvasElement, 'DMARC messages').getByText('1,100,000')).toBeVisible();
    await expect(tileOf(canvasElement, 'DMARC messages').getByText('No limit')).toBeVisible();
  },
};

/** Acme: over its volume limit, at its IP limit and near its user limit, said in words. */
export const Over_And_Near_Limits: Story = {
  parameters: statisticsParameters(at('?account=acme')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Acme Retail in November 2026' });
    const volume = tileOf(canvasElement, 'Volume');
    await expect(volume.getByText('5,200,000 of 5,000,000 (104%)')).toBeVisible();
    await expect(volume.getByText('Over limit')).toBeVisible();
    await expect(tileOf(canvasElement, 'Users').getByText('9 of 10 (90%)')).toBeVisible();
    await expect(tileOf(canvasElement, 'Users').getByText('Near limit')).toBeVisible();
    await expect(tileOf(canvasElement, 'IPs').getByText('12 of 12 (100%)')).toBeVisible();
    await expect(tileOf(canvasElement, 'IPs').getByText('Near limit')).toBeVisible();
  },
};

const pickLog: NonNullable<FakeApiOptions['log']> = [];
/**
 * The run bar by keyboard: an account typed and chosen, the metric and month changed; only the
 * month asks the server again. "Show all accounts" brings every account back.
 */
export const Run_Bar_Choices: Story = {
  parameters: statisticsParameters(at(), { api: { log: pickLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'All accounts in November 2026' });
    pickLog.length = 0;
    const account = canvas.getByRole('combobox', { name: 'Account' });
    await userEvent.click(account);
    await userEvent.keyboard('acm');
    await expect(within(await body.findByRole('listbox')).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      await canvas.findByRole('heading', { name: 'Acme Retail in November 2026' }),
    ).toBeVisible();
    // the metric: IPs
    const metric = canvas.getByRole('button', { name: /Metric/ });
    metric.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await body.findByRole('option', { name: 'IPs' }));
    await expect(
      await canvas.findByRole('grid', { name: 'IPs of every account in November 2026' }),
    ).toBeVisible();
    await expect(pickLog.filter((call) => call.key === 'admin/usage/all')).toHaveLength(0);
    // the month: October
    await userEvent.click(canvas.getByRole('button', { name: /Month/ }));
    await userEvent.click(await body.findByRole('option', { name: 'October 2026' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Acme Retail in October 2026' }),
    ).toBeVisible();
    await expect(pickLog.filter((call) => call.key === 'admin/usage/all')).toEqual([
      { key: 'admin/usage/all', input: { month: '2026-10' } },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Show all accounts' }));
    await expect(
      await canvas.findByRole('heading', { name: 'All accounts in October 2026' }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Account' })).toHaveValue('');
  },
};

export const Loading: Story = {
  parameters: statisticsParameters(at(), { handlers: { 'admin/usage/all': pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('toolbar', { name: 'Statistics settings' })).toBeVisible();
  },
};

let failures = 0;
/** The call failed: "Failed to load" with Reload, which asks again and shows the month. */
export const Failed: Story = {
  parameters: statisticsParameters(at(), {
    handlers: {
      'admin/usage/all': (input) => {
        failures += 1;
        if (failures === 1) throw new FakeCallError(500, 'InternalError');
        return usageOf(input.month ?? '2026-11');
      },
    },
  }),
  beforeEach: () => {
    failures = 0;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.queryByRole('grid')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(
      await canvas.findByRole('heading', { name: 'All accounts in November 2026' }),
    ).toBeVisible();
  },
};

/** It keeps failing: the alert stays, nothing else shows. */
export const Failed_Again: Story = {
  parameters: statisticsParameters(at(), {
    handlers: { 'admin/usage/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(canvas.getByRole('button', { name: 'Reload' })).toBeVisible();
  },
};

/** No account exists yet. */
export const Empty: Story = {
  parameters: statisticsParameters(at(), {
    handlers: { 'admin/usage/all': () => [], 'admin/accounts/all': () => [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No account yet' })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const French: Story = {
  parameters: statisticsParameters(at('?account=acme'), { status: adminIn('fr') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Acme Retail en novembre 2026' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: 'Compte' })).toHaveValue('Acme Retail'),
    );
    const volume = tileOf(canvasElement, 'Volume');
    // no-break spaces group the thousands and stand before the per cent sign
    await expect(volume.getByText('Limite dépassée')).toBeVisible();
    await expect(volume.getByText(/^5.200.000 sur 5.000.000 \(104.%\)$/).textContent).toBe(
      '5\u00a0200\u00a0000 sur 5\u00a0000\u00a0000 (104\u00a0%)',
    );
  },
};

export const German: Story = {
  parameters: statisticsParameters(at('?metric=users'), { status: adminIn('de') }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Alle Konten im November 2026' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('grid', { name: 'Benutzer aller Konten im November 2026' }),
    ).toBeVisible();
    await expect(tileOf(canvasElement, 'Volumen').getByText('10.225.000')).toBeVisible();
    await waitFor(() =>
      expect(within(rowOf(canvas, 'Acme Retail')).getByText('Nahe am Limit')).toBeVisible(),
    );
  },
};

/** On a phone: the pickers one under the other, the tiles in one column, the table scrolls. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: statisticsParameters(at('?account=acme')),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Acme Retail in November 2026' });
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBeGreaterThan(grid.clientWidth);
    await expect(canvas.getByRole('button', { name: 'Show all accounts' })).toBeVisible();
  },
};
