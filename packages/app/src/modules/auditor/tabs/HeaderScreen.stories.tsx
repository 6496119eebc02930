import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { goodReport } from '../stories/auditorData.ts';
import { auditorParameters, phoneViewport, reportRoute } from '../stories/auditorStory.ts';
import { HeaderScreen } from './HeaderScreen.tsx';

const copyText = fn(async () => undefined);

const meta = {
  title: 'App/Email Auditor/Header',
  component: HeaderScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { copyText },
} satisfies Meta<typeof HeaderScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = reportRoute('header');

/** The header as received, the authentication fields marked; copied whole. */
export const Loaded: Story = {
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    copyText.mockClear();
    const canvas = within(canvasElement);
    const block = await canvas.findByLabelText('Header', { selector: 'pre' });
    const marked = [...block.querySelectorAll('mark')].map((mark) => mark.textContent);
    await expect(marked).toEqual([
      'Authentication-Results',
      'Received-SPF',
      'ARC-Seal',
      'ARC-Message-Signature',
      'ARC-Authentication-Results',
      'DKIM-Signature',
    ]);
    await expect(within(block).getByText(/^List-Unsubscribe-Post/)).toBeVisible();
    const views = within(canvas.getByRole('navigation', { name: 'Report views' }));
    await expect(views.getByRole('link', { name: 'Header' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the header' }));
    await expect(copyText).toHaveBeenCalledWith(goodReport.header);
    await userEvent.hover(await within(document.body).findByText('Value copied to clipboard'));
    // the screenshots show the top of the page
    window.scrollTo(0, 0);
  },
};

/** On a phone the long fields wrap. */
export const Phone: Story = {
  ...phoneViewport,
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByLabelText('Header', { selector: 'pre' }),
    ).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/emailaudit/get');

export const Failed: Story = failedStory(route, 'member/emailaudit/get');
