import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  failWith,
  pending,
  type FakeApiOptions,
  type FakeHandlers,
} from '../../../stories/fakeApi.ts';
import { frenchAuthStatus, noWorkspaceAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { HomeScreen } from './HomeScreen.tsx';
import {
  activity,
  datasets,
  dayBeforeTotals,
  storyNow,
  yesterdayTotals,
  zeroTotals,
} from './homeStoryData.ts';

const meta = {
  title: 'App/Delivery/Home',
  component: HomeScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow, origin: 'https://console.example.com' },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/delivery-analytics/home';
const path = '/demo/delivery-analytics/home';

const trafficHandlers: FakeHandlers = {
  'member/datasets/all': () => datasets,
  'member/datasets/totals': ({ range }) =>
    range.preset === 'yesterday' ? yesterdayTotals : dayBeforeTotals,
  'member/datasets/timeseries': ({ range }) => activity(range),
};

const tile = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).closest('dl') as HTMLElement;

const fullLog: NonNullable<FakeApiOptions['log']> = [];
/** A sending day: yesterday against the day before, the PowerMTA feed alive this hour. */
export const Full: Story = {
  parameters: screenParameters({ path, pattern, handlers: trafficHandlers, api: { log: fullLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Delivery Analytics' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'Thursday, November 19th, 2026, compared with Wednesday, November 18th, 2026',
      ),
    ).toBeVisible();
    await waitFor(() => expect(tile(canvasElement, 'Sent')).toHaveTextContent('184,220'));
    await expect(tile(canvasElement, 'Sent')).toHaveTextContent('+12,315');
    await expect(tile(canvasElement, 'Bounce rate')).toHaveTextContent('1.2%');
    await expect(tile(canvasElement, 'Complaint rate')).toHaveTextContent('0.02%');
    const totals = fullLog.filter((call) => call.key === 'member/datasets/totals');
    await expect(totals.map((call) => call.input)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          dataset: 'demo-newsletters',
          range: {
            preset: 'yesterday',
            start: '2026-11-18T23:00:00.000Z',
            end: '2026-11-19T23:00:00.000Z',
          },
        }),
      ]),
    );

    const feed = within(canvas.getByRole('region', { name: 'Data feed' }));
    await expect(await feed.findByText('PowerMTA')).toBeVisible();
    await expect(await feed.findByText('Nov 20, 2026, between 10:00 and 11:00')).toBeVisible();
    await expect(feed.getByText('Every member of the account')).toBeVisible();
    await expect(
      feed.getByText('https://console.example.com/api/ingest/demo-newsletters/powermta'),
    ).toBeVisible();

    const others = within(canvas.getByRole('region', { name: 'Other datasets of this account' }));
    await expect(
      others.getByRole('link', { name: 'Open in Transactional (receipts)' }),
    ).toHaveAttribute('href', '/transactional/delivery-analytics/home');

    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Open the report' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/demo/delivery-analytics/report',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find a message' })).toHaveAttribute(
      'href',
      '/demo/delivery-analytics/search',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Copy the ingest endpoint' })).toHaveFocus();
  },
};

/** A dataset that has received nothing: how to push events or import files, no secret shown. */
export const NoTraffic: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: {
      'member/datasets/all': () => datasets.slice(0, 1),
      'member/datasets/totals': () => zeroTotals,
      'member/datasets/timeseries': ({ range }) => activity(range, false),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'No delivery events in the last 30 days',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        /POST https:\/\/console\.example\.com\/api\/ingest\/demo-newsletters\/powermta/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/Authorization: Bearer <access key>/)).toBeVisible();
    await expect(
      canvas.getByText(
        'npm run console -- import --dataset demo-newsletters --format powermta accounting.csv.gz',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Yesterday' })).toBeNull();
    const feed = within(canvas.getByRole('region', { name: 'Data feed' }));
    await expect(feed.getByText('None in the last 30 days')).toBeVisible();
    await expect(feed.queryByRole('button', { name: 'Copy the ingest endpoint' })).toBeNull();
    await expect(
      canvas.queryByRole('region', { name: 'Other datasets of this account' }),
    ).toBeNull();
  },
};

/** Every call under way: tiles and feed say they are loading. */
export const Loading: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: {
      'member/datasets/all': pending,
      'member/datasets/totals': pending,
      'member/datasets/timeseries': pending,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(tile(canvasElement, 'Sent')).toHaveAttribute('aria-busy', 'true');
    await expect(tile(canvasElement, 'Sent')).toHaveTextContent('Loading');
    await expect(
      within(canvas.getByRole('region', { name: 'Data feed' })).getByRole('status'),
    ).toHaveTextContent('Loading');
    await expect(canvas.getByRole('link', { name: 'Find a message' })).toBeVisible();
  },
};

const errorLog: NonNullable<FakeApiOptions['log']> = [];
/** The server fails: the reason and a Reload that asks every call again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: screenParameters({
    path,
    pattern,
    handlers: {
      'member/datasets/all': failWith(500, 'InternalError'),
      'member/datasets/totals': failWith(500, 'InternalError'),
      'member/datasets/timeseries': failWith(500, 'InternalError'),
    },
    api: { log: errorLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong');
    await expect(alert).toHaveTextContent('The Delivery Analytics home could not be loaded.');
    const before = errorLog.filter((call) => call.key === 'member/datasets/all').length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(errorLog.filter((call) => call.key === 'member/datasets/all').length).toBe(before + 1),
    );
  },
};

/**
 * French settings: the module's name in French, dates, separators and the decimal comma of the
 * user's number format.
 */
export const French: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: trafficHandlers,
    status: frenchAuthStatus,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Analyse de délivrabilité' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hier' })).toBeVisible();
    await expect(
      canvas.getByText('jeudi 19 novembre 2026, par rapport au mercredi 18 novembre 2026'),
    ).toBeVisible();
    await waitFor(() => expect(tile(canvasElement, 'Envoyés')).toHaveTextContent('184 220'));
    await expect(tile(canvasElement, 'Taux de rebond')).toHaveTextContent('1,2 %');
    await expect(canvas.getByRole('link', { name: 'Ouvrir le rapport' })).toBeVisible();
  },
};

/** A user without any workspace lands here (spec section 2): why there is nothing to show. */
export const NoWorkspace: Story = {
  parameters: screenParameters({
    path: '/delivery-analytics/home',
    pattern: '/delivery-analytics/home',
    status: noWorkspaceAuthStatus,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'You have no workspace yet' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Open the report' })).toBeNull();
  },
};
