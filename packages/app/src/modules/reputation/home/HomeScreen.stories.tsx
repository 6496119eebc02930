import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { blocklists } from '../stories/catalogueData.ts';
import { domains, ips } from '../stories/assetsData.ts';
import { germanStatus, reputationParameters, withClock } from '../stories/reputationStory.tsx';
import { HomeScreen } from './HomeScreen.tsx';

const meta = {
  title: 'App/Reputation/Overview',
  component: HomeScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = {
  path: '/demo/reputation-monitor/home',
  pattern: '/:workspace/reputation-monitor/home',
};
const calls = [
  'member/ips/all',
  'member/domains/all',
  'member/reputation/changes',
  'member/blocklists/all',
] as const;

const loadedLog: NonNullable<FakeApiOptions['log']> = [];
/** Two IPs and two domains listed now, six changes this week, five lists listing something. */
export const Loaded: Story = {
  parameters: reputationParameters(route, { log: loadedLog }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ipFigure = within(await canvas.findByRole('region', { name: 'Sending IPs' }));
    await expect(await ipFigure.findByText('listed now, of 6 IPs and ranges')).toBeVisible();
    await expect(ipFigure.getByText('4 addresses listed, ranges included')).toBeVisible();
    await expect(ipFigure.getByText('3 checks failed at the last run')).toBeVisible();
    await expect(ipFigure.getByRole('link', { name: 'Show the listed IPs' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/ips?listed=1',
    );
    await expect(
      canvas.getByText('6 changes since Nov 13, 2026: 4 started, 2 ended'),
    ).toBeVisible();
    const changes = within(canvas.getByRole('grid', { name: 'Changes in the last 7 days' }));
    await expect(changes.getByRole('link', { name: '198.51.100.14' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/ips/198.51.100.0%2F24',
    );
    await expect(changes.getAllByText('in 198.51.100.0/24')[0]).toBeVisible();
    const byList = within(canvas.getByRole('region', { name: 'By list' }));
    await expect(byList.getByRole('link', { name: 'Spamhaus DBL' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/blocklists#list-spamhaus-dbl',
    );
    await expect(
      byList.getByText(/^1 list failed its health check.*: Abusix Mail Intelligence\.$/),
    ).toBeVisible();
    await expect(loadedLog.find((call) => call.key === 'member/reputation/changes')?.input).toEqual(
      { workspace: 'demo', since: '2026-11-13' },
    );
  },
};

/** A quiet week: nothing listed, nothing changed, every check answered. */
export const Quiet: Story = {
  parameters: reputationParameters(route, {
    handlers: {
      'member/ips/all': () =>
        ips.map((ip) => ({ ...ip, listed_on: [], listed_addresses: 0, failed_checks: 0 })),
      'member/domains/all': () =>
        domains.map((domain) => ({ ...domain, listed_on: [], failed_checks: 0 })),
      'member/reputation/changes': () => [],
      'member/blocklists/all': () =>
        blocklists.map((list) => ({ ...list, listed: 0, health: 'healthy' as const })),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No listing started or ended' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'No list lists your IPs or domains' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Every check answered at the last run')).toHaveLength(2);
  },
};

export const Loading: Story = loadingStory(route, [...calls]);

export const Failed: Story = failedStory(route, [...calls]);

export const German: Story = {
  parameters: reputationParameters(route, { status: germanStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Änderungen der letzten 7 Tage' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('6 Änderungen seit 13. Nov. 2026: 4 begonnen, 2 beendet'),
    ).toBeVisible();
  },
};
