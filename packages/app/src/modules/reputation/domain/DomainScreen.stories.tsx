import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { germanStatus, reputationParameters, withClock } from '../stories/reputationStory.tsx';
import { DomainScreen } from './DomainScreen.tsx';

const meta = {
  title: 'App/Reputation/Domain',
  component: DomainScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof DomainScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/reputation-monitor/domains/:domain';
const route = { path: '/demo/reputation-monitor/domains/news.example.com', pattern };

/** The newsletter domain on the DBL since the 18th, SURBL's check failed, URIBL in October. */
export const Loaded: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'news.example.com' }),
    ).toBeVisible();
    await expect(await canvas.findByText(/^Listed on 1 of 5 lists · 1 check failed/)).toBeVisible();
    await expect(canvas.getAllByText('127.0.1.2 (Spam domain)')[0]).toBeInTheDocument();
    await expect(canvas.getByText('DNS server failure (SERVFAIL)')).toBeInTheDocument();
    await expect(canvas.getByText('2 listings on 2 lists, the last 90 days')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Microsoft SNDS' })).toBeNull();
  },
};

/** A domain no list listed in the period: every check clear, no history. */
export const Clean: Story = {
  parameters: reputationParameters({
    ...route,
    path: '/demo/reputation-monitor/domains/mail.example.com',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No listing in the last 90 days' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('No list listed mail.example.com since Aug 22, 2026.'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/domains/get');

export const Failed: Story = failedStory(route, 'member/domains/get');

export const German: Story = {
  parameters: reputationParameters(route, { status: germanStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Prüfungen auf den Blocklisten' }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('button', { name: 'news.example.com bearbeiten' }),
    ).toBeVisible();
  },
};
