import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { goodReport } from '../stories/auditorData.ts';
import { auditorParameters, frenchStatus, reportRoute } from '../stories/auditorStory.ts';
import { DataScreen, reportJson } from './DataScreen.tsx';

const copyText = fn(async () => undefined);

const meta = {
  title: 'App/Email Auditor/Data',
  component: DataScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { copyText },
} satisfies Meta<typeof DataScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = reportRoute('data');

/** The facts by name, then the report as JSON without the header and the parts. */
export const Loaded: Story = {
  parameters: auditorParameters(route),
  play: async ({ canvasElement }) => {
    copyText.mockClear();
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table');
    const helo = within(table).getByRole('row', { name: /HELO name/ });
    await expect(helo).toHaveTextContent('HELO name helomta1.news.example.com');
    await expect(within(table).getAllByRole('row')).toHaveLength(16);
    const json = canvas.getByRole('region', { name: 'Report as JSON' });
    await expect(json).toHaveTextContent('"dkim.key_length"');
    await expect(json).not.toHaveTextContent('Received-SPF');
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the report as JSON' }));
    await expect(copyText).toHaveBeenCalledWith(reportJson(goodReport));
    await userEvent.hover(await within(document.body).findByText('Value copied to clipboard'));
    // the screenshots show the top of the page
    window.scrollTo(0, 0);
  },
};

export const French: Story = {
  parameters: auditorParameters(route, { status: frenchStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('columnheader', { name: 'Valeur' })).toBeVisible();
    await expect(canvas.getByRole('rowheader', { name: 'IP du client client_ip' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/emailaudit/get');

export const Failed: Story = failedStory(route, 'member/emailaudit/get');
