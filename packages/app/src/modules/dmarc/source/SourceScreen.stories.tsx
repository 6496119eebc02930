import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../stories/loadStates.ts';
import { sourceResults, storyNow } from '../stories/dmarcStoryData.ts';
import { SourceScreen } from './SourceScreen.tsx';

const meta = {
  title: 'App/DMARC/Source',
  component: SourceScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow },
} satisfies Meta<typeof SourceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/dmarc-reports/domains/:domain/:source';
const path = '/demo/dmarc-reports/domains/news.example.com/amazonses.com?preset=last7days';

const loadedLog: NonNullable<FakeApiOptions['log']> = [];
/** Amazon SES for news.example.com: DKIM aligned, SPF for amazonses.com not. */
export const Loaded: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/source_results': () => sourceResults },
    api: { log: loadedLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = within(await canvas.findByRole('region', { name: 'Seen in these reports' }));
    await expect(summary.getByText('news.example.com (ses1)')).toBeVisible();
    await expect(summary.getByText('2,369, 98.27% passing DMARC')).toBeVisible();
    await expect(
      loadedLog.find((call) => call.key === 'member/dmarc/source_results')?.input,
    ).toEqual({
      domain: 'news.example.com',
      source: 'amazonses.com',
      from: '2026-11-13',
      to: '2026-11-19',
    });
  },
};

/** A record opened on every field. */
export const Record_Details: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/source_results': () => sourceResults },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('region', { name: 'Seen in these reports' });
    const [firstRow] = canvas
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('aria-expanded'));
    await userEvent.click(firstRow as HTMLElement);
    await expect(await canvas.findByText('Header From')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/dmarc/source_results': () => [] },
  }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(
        'No records of amazonses.com between Nov 13, 2026 – Nov 19, 2026',
      ),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory({ path, pattern }, 'member/dmarc/source_results');

export const Failed: Story = failedStory({ path, pattern }, 'member/dmarc/source_results');
