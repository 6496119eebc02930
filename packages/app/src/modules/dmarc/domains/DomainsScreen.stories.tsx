import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { frenchAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { newSetup, policyDomainsOf, setup, storyNow } from '../stories/dmarcStoryData.ts';
import { DomainsScreen } from './DomainsScreen.tsx';

const meta = {
  title: 'App/DMARC/Domains',
  component: DomainsScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow },
} satisfies Meta<typeof DomainsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/domains';
const path = '/demo/dmarc-reports/domains';

const loadedLog: NonNullable<FakeApiOptions['log']> = [];
/** Four policy domains over the last 30 days, the busiest first; a row opens its sources. */
export const Loaded: Story = {
  parameters: screenParameters({
    path: `${path}?preset=last30days`,
    pattern,
    handlers: { 'member/dmarc/policy_domains': policyDomainsOf },
    api: { log: loadedLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'news.example.com' });
    // the run bar's range goes along to the domain's sources
    await expect(link).toHaveAttribute(
      'href',
      '/demo/dmarc-reports/domains/news.example.com?preset=last30days',
    );
    await expect(canvas.getByText('4 domains, Oct 21, 2026 – Nov 19, 2026')).toBeVisible();
    await expect(canvas.getByText('Quarantine (50%)')).toBeVisible();
    // quarantined messages in the row and in the total
    await expect(canvas.getAllByRole('gridcell', { name: '1,264' })).toHaveLength(2);
    // the trend against the 30 days before: up, steady, down, no mail then
    for (const [domain, trend] of [
      ['news.example.com', '+2.2 pts'],
      ['mail.example.com', '±0 pts'],
      ['example.com', '−5.3 pts'],
      ['shop.example.com', '—'],
    ] as const)
      await expect(
        within(canvas.getByRole('row', { name: new RegExp(`^${domain}`) })).getByText(trend),
      ).toBeVisible();
    await expect(
      loadedLog
        .filter((call) => call.key === 'member/dmarc/policy_domains')
        .map((call) => call.input),
    ).toEqual([
      { from: '2026-10-21', to: '2026-11-19' },
      { from: '2026-09-21', to: '2026-10-20' },
    ]);
  },
};

/** A new account: no domain and no report ever, so the page leads to the setup. */
export const Empty: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: {
      'member/dmarc/policy_domains': () => [],
      'member/dmarc/get': () => newSetup,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const action = await canvas.findByRole('link', { name: 'Set up DMARC reporting' });
    await expect(action).toHaveAttribute('href', '/demo/dmarc-reports/setup');
  },
};

/** Reports exist, but none in the chosen days. */
export const Empty_Range: Story = {
  parameters: screenParameters({
    path: `${path}?preset=yesterday`,
    pattern,
    handlers: {
      'member/dmarc/policy_domains': () => [],
      'member/dmarc/get': () => ({ ...setup, last_report_at: '2026-11-02T06:42:00.000Z' }),
    },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No reports in this range' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/policy_domains');

/** Spec section 8: "Failed to load" with an empty list. */
export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/policy_domains');

export const French: Story = {
  parameters: screenParameters({
    path,
    pattern,
    status: frenchAuthStatus,
    handlers: { 'member/dmarc/policy_domains': policyDomainsOf },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByText('Quarantaine (50 %)')).toBeVisible());
    await expect(canvas.getByRole('heading', { level: 1, name: 'Rapports DMARC' })).toBeVisible();
  },
};
