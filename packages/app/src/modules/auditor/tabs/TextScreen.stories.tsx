import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { badReport } from '../stories/auditorData.ts';
import { auditorParameters, reportRoute } from '../stories/auditorStory.ts';
import { TextScreen } from './TextScreen.tsx';

const meta = {
  title: 'App/Email Auditor/Text part',
  component: TextScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof TextScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = reportRoute('text');

export const Loaded: Story = {
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const text = await canvas.findByLabelText('Text part', { selector: 'pre' });
    await expect(text).toHaveTextContent('The winter collection is here');
    await expect(text).toHaveAttribute('tabindex', '0');
  },
};

/** An HTML-only message. */
export const No_Text_Part: Story = {
  parameters: auditorParameters(reportRoute('text', badReport.id)),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This message has no text part.'),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/emailaudit/get');

export const Failed: Story = failedStory(route, 'member/emailaudit/get');
