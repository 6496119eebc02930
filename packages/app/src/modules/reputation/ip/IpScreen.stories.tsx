import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { frenchAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { editorStatus, reputationParameters, withClock } from '../stories/reputationStory.tsx';
import { IpScreen } from './IpScreen.tsx';

const meta = {
  title: 'App/Reputation/IP',
  component: IpScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
} satisfies Meta<typeof IpScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/reputation-monitor/ips/:ip';
const route = { path: '/demo/reputation-monitor/ips/192.0.2.10', pattern };
const rangeRoute = { path: '/demo/reputation-monitor/ips/198.51.100.0%2F24', pattern };
const body = within(document.body);

const loadedLog: NonNullable<FakeApiOptions['log']> = [];
/**
 * mta1 on SpamCop since yesterday: its PTR confirmed, the listing open on its reason and removal
 * page, the failed Abusix check said as such, its history and SNDS days over the last 90 days.
 */
export const Loaded: Story = {
  parameters: reputationParameters(route, { log: loadedLog }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '192.0.2.10' }),
    ).toBeVisible();
    const now = within(await canvas.findByRole('region', { name: 'Now' }));
    await expect(now.getByText('mta1.news.example.com')).toBeVisible();
    await expect(now.getByText('Confirmed')).toHaveAttribute(
      'title',
      'The PTR name resolves back to this IP',
    );
    await expect(
      canvas.getByText(/^Listed on 1 of 8 lists · 1 check failed · checked/),
    ).toBeVisible();
    const checks = within(canvas.getByRole('treegrid', { name: 'Blocklist checks' }));
    await expect(
      checks.getAllByText('Blocked - see https://www.spamcop.net/bl.shtml?192.0.2.10')[0],
    ).toBeInTheDocument();
    await expect(
      checks.getAllByRole('link', { name: 'Request removal from SpamCop (opens in a new tab)' })[0],
    ).toHaveAttribute('href', 'https://www.spamcop.net/bl.shtml');
    await expect(
      checks.getByText('Not asked: the list failed its health check'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('3 listings on 2 lists, the last 90 days')).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'Listing periods in the last 90 days: PSBL, 1 listing; SpamCop, 2 listings, still listed',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Not blocked in Microsoft’s IP status')).toBeVisible();
    await expect(loadedLog.find((call) => call.key === 'member/ips/get')?.input).toEqual({
      address: '192.0.2.10',
      since: '2026-08-22',
    });
  },
};

/** Further down: the listings of 90 days, list by list, then every period. */
export const History: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const history = await canvas.findByRole('region', { name: 'Listing history' });
    history.scrollIntoView({ block: 'start' });
    await expect(within(history).getAllByText('Ongoing')[0]).toBeVisible();
    await expect(within(history).getAllByText('1 day')[0]).toBeVisible();
  },
};

/** At the end: Microsoft SNDS' days, yellow with trap hits lately, green before. */
export const Snds: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const snds = await canvas.findByRole('region', { name: 'Microsoft SNDS' });
    snds.scrollIntoView({ block: 'start' });
    await expect(within(snds).getByText('12 days with data, the last 90 days')).toBeVisible();
    await expect(within(snds).getAllByText('< 0.1%')[0]).toBeVisible();
    await expect(within(snds).getAllByText('0.3%')[0]).toBeVisible();
  },
};

/** A range: its bounds, the addresses each list lists, Barracuda refusing, Microsoft's block. */
export const Range: Story = {
  parameters: reputationParameters(rangeRoute),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '198.51.100.0/24' }),
    ).toBeVisible();
    await expect(await canvas.findByText('198.51.100.0 – 198.51.100.255')).toBeVisible();
    await expect(canvas.getByText('198.51.100.14, 198.51.100.15, 198.51.100.17')).toBeVisible();
    await expect(
      canvas.getByText('Query refused (REFUSED): the list may need a registered resolver'),
    ).toBeInTheDocument();
    await expect(canvas.getByText('Blocked by Microsoft')).toBeVisible();
  },
};

const periodLog: NonNullable<FakeApiOptions['log']> = [];
/** The period picked from the run bar goes into the address and the call. */
export const Twelve_Months: Story = {
  parameters: reputationParameters(route, { log: periodLog }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /Period/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Last 12 months' }));
    await waitFor(() =>
      expect(periodLog.at(-1)).toEqual({
        key: 'member/ips/get',
        input: { address: '192.0.2.10', since: '2025-11-20' },
      }),
    );
    await expect(
      await canvas.findByText('3 listings on 2 lists, the last 12 months'),
    ).toBeVisible();
  },
};

/** An address this workspace does not monitor. */
export const Not_Monitored: Story = {
  parameters: reputationParameters(
    { ...route, path: '/demo/reputation-monitor/ips/192.0.2.99' },
    { handlers: { 'member/ips/get': failWith(404, 'NotFound', 'No ip 192.0.2.99') } },
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: '192.0.2.99 is not monitored here' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'All sending IPs' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/ips',
    );
  },
};

/** An editor changes the IP from its page. */
export const Editor: Story = {
  parameters: reputationParameters(route, { status: editorStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Edit 192.0.2.10' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit 192.0.2.10' }));
    await expect(dialog.getByRole('textbox', { name: /Tags/ })).toHaveValue('newsletter, pool-a');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Remove 192.0.2.10' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/ips/get');

export const Failed: Story = failedStory(route, 'member/ips/get');

export const French: Story = {
  parameters: reputationParameters(route, { status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Vérifications sur les listes de blocage' }),
    ).toBeVisible();
    await expect(
      await canvas.findByText('Non bloquée dans le statut IP de Microsoft'),
    ).toBeVisible();
  },
};

/** On a phone: the facts stack, the tables keep their first columns. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '192.0.2.10' }),
    ).toBeVisible();
    await expect(await canvas.findByRole('treegrid', { name: 'Blocklist checks' })).toBeVisible();
  },
};
