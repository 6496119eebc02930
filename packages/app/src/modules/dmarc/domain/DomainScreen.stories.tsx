import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { domainSources, storyNow } from '../stories/dmarcStoryData.ts';
import { DomainScreen } from './DomainScreen.tsx';

const meta = {
  title: 'App/DMARC/Domain',
  component: DomainScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow },
} satisfies Meta<typeof DomainScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/domains/:domain';
const path = '/demo/dmarc-reports/domains/news.example.com';

/** The sources of news.example.com: its own pool, Amazon SES, a forwarder and a spoofer. */
export const Loaded: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/domain_sources': () => domainSources },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'news.example.com' })).toBeVisible();
    const link = await canvas.findByRole('link', { name: 'amazonses.com' });
    await expect(link).toHaveAttribute(
      'href',
      '/demo/dmarc-reports/domains/news.example.com/amazonses.com',
    );
    await expect(canvas.getByText('4 sources, Oct 21, 2026 – Nov 19, 2026')).toBeVisible();
  },
};

/** "Failures only" keeps the forwarder and the spoofer. */
export const Failures_Only: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/domain_sources': () => domainSources },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'amazonses.com' });
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Only sources with DMARC failures' }),
    );
    await waitFor(() => expect(canvas.queryByRole('link', { name: 'amazonses.com' })).toBeNull());
    await expect(canvas.getByRole('link', { name: '203.0.113.66' })).toBeVisible();
    await expect(
      canvas.getByText('2 of 4 sources with failing mail, Oct 21, 2026 – Nov 19, 2026'),
    ).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/domain_sources': () => [] },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No reports for this domain' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/domain_sources');

export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/domain_sources');
