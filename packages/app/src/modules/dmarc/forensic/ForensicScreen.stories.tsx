import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { failureReports } from '../stories/dmarcStoryData.ts';
import { ForensicScreen } from './ForensicScreen.tsx';

const meta = {
  title: 'App/DMARC/Failure reports',
  component: ForensicScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof ForensicScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/forensic';
const path = '/demo/dmarc-reports/forensic';

/** Newest first; the plain-text report is marked "Unparsed". */
export const Loaded: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/failure_reports': () => failureReports },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newest = await canvas.findByRole('link', { name: 'Nov 20, 2026, 06:12' });
    await expect(newest).toHaveAttribute('href', '/demo/dmarc-reports/forensic/fr-1042');
    await expect(canvas.getByText('Unparsed')).toBeVisible();
    await expect(canvas.getByText('3 reports')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/failure_reports': () => [] },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No failure reports' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/failure_reports');

export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/failure_reports');
