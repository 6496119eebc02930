import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { frenchAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { reputationParameters, withClock } from '../stories/reputationStory.tsx';
import { BlocklistsScreen } from './BlocklistsScreen.tsx';

const meta = {
  title: 'App/Reputation/Blocklists',
  component: BlocklistsScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof BlocklistsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = {
  path: '/demo/reputation-monitor/blocklists',
  pattern: '/:workspace/reputation-monitor/blocklists',
};

/** The catalogue by kind, lists listing something first, each with its health. */
export const Loaded: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ipLists = await canvas.findByRole('region', { name: 'IP lists (8)' });
    const names = within(ipLists)
      .getAllByRole('heading', { level: 4 })
      .map((heading) => heading.textContent);
    // SpamCop, Spamhaus ZEN and UCEPROTECT list something now: they come first
    await expect(names.slice(0, 3)).toEqual(['SpamCop', 'Spamhaus ZEN', 'UCEPROTECT level 1']);
    const abusix = canvas.getByRole('article', { name: 'Abusix Mail Intelligence' });
    await expect(within(abusix).getByText('Unhealthy')).toBeVisible();
    await expect(
      within(abusix).getByText('Probe: The zone needs a query key, and none is set'),
    ).toBeVisible();
    const spamcop = canvas.getByRole('article', { name: 'SpamCop' });
    await expect(
      within(spamcop).getByRole('link', { name: 'Lists 1 of your IPs' }),
    ).toHaveAttribute('href', '/demo/reputation-monitor/ips?listed=1');
    const removal = within(spamcop).getByRole('link', {
      name: 'Removal page of SpamCop (opens in a new tab)',
    });
    await expect(removal).toHaveAttribute('href', 'https://www.spamcop.net/bl.shtml');
    await expect(removal).toHaveAttribute('target', '_blank');
    await expect(
      within(spamcop).getByText('Probed 4 hours ago (Nov 20, 2026, 07:00)'),
    ).toBeVisible();
    await expect(
      within(canvas.getByRole('article', { name: 'Mailspike' })).getByText('Not probed yet'),
    ).toBeVisible();
  },
};

/** The overview's link to one list brings its card into view and focuses its name. */
export const Linked_List: Story = {
  parameters: reputationParameters({ ...route, path: `${route.path}#list-uribl` }),
  play: async ({ canvasElement }) => {
    const heading = await within(canvasElement).findByRole('heading', { name: 'URIBL multi' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** No list active: the administrator turns them on. */
export const Empty: Story = {
  parameters: reputationParameters(route, { handlers: { 'member/blocklists/all': () => [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No list is active' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/blocklists/all');

export const Failed: Story = failedStory(route, 'member/blocklists/all');

export const French: Story = {
  parameters: reputationParameters(route, { status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Listes de blocage' }),
    ).toBeVisible();
    await expect((await canvas.findAllByText('Défaillante'))[0]).toBeVisible();
  },
};
