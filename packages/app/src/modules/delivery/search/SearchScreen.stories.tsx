import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../../../stories/ScreenStory.tsx';
import { SearchScreen } from './SearchScreen.tsx';
import {
  bouncedRecipient,
  bouncedReport,
  deliveredMessageId,
  deliveredReport,
  emptyReport,
  storyNow,
} from './searchStoryData.ts';

/** The address as the router holds it, for assertions (not shown). */
function AddressProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="address">
      {location.search}
    </output>
  );
}

const meta = {
  title: 'App/Delivery/Search',
  component: SearchScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { now: () => storyNow },
  render: (args) => (
    <>
      <SearchScreen {...args} />
      <AddressProbe />
    </>
  ),
} satisfies Meta<typeof SearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const pattern = '/:workspace/delivery-analytics/search';
const path = '/demo/delivery-analytics/search';
type CallLog = NonNullable<FakeApiOptions['log']>;
const searchCalls = (log: CallLog) => log.filter((call) => call.key === 'member/datasets/search');
const address = (canvasElement: HTMLElement) =>
  new URLSearchParams(within(canvasElement).getByTestId('address').textContent ?? '');

const idleLog: CallLog = [];
/** Nothing searched yet: what can be searched, and the default time range. */
export const Idle: Story = {
  parameters: screenParameters({ path, pattern, api: { log: idleLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Message search' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Find a message' })).toBeVisible();
    await expect(canvas.getByText(/last 72 hours are searched/)).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /Search by/ })).toHaveTextContent('Recipient');
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Recipient address' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(
      'Last 72 hours',
    );
    await expect(searchCalls(idleLog)).toHaveLength(0);
  },
};

const invalidLog: CallLog = [];
/** An incomplete address is refused before any call, then accepted once corrected. */
export const InvalidInput: Story = {
  parameters: screenParameters({ path, pattern, api: { log: invalidLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Recipient address' });
    await userEvent.type(field, '  j.dupont@orange {Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Enter a complete email address, such as ana@example.com.',
    );
    await expect(searchCalls(invalidLog)).toHaveLength(0);
    await expect(address(canvasElement).get('search')).toBeNull();

    // Under "Message ID" the same text is a valid id; brackets under "Recipient" are not.
    await userEvent.clear(field);
    await userEvent.type(field, '<20261119.4c21@news.example.com>');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Angle brackets belong to Message-IDs',
    );
    await userEvent.click(canvas.getByRole('button', { name: /Search by/ }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Message ID' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).toBeNull());
    await expect(canvas.getByRole('searchbox', { name: 'Message-ID' })).toHaveValue(
      '<20261119.4c21@news.example.com>',
    );
    await expect(searchCalls(invalidLog)).toHaveLength(0);
  },
};

/** A shared link being answered: the form shows the search, the results are on their way. */
export const Loading: Story = {
  parameters: screenParameters({
    path: `${path}?constraint=recipient&search=${bouncedRecipient}&preset=last7days`,
    pattern,
    handlers: { 'member/datasets/search': pending },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Searching…');
    await expect(canvas.getByRole('searchbox', { name: 'Recipient address' })).toHaveValue(
      bouncedRecipient,
    );
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(
      'Last 7 days',
    );
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveAttribute('data-pending');
  },
};

const emptyLog: CallLog = [];
/** Nothing in the last 72 hours; one press searches the last 30 days and today. */
export const NoResult: Story = {
  parameters: screenParameters({
    path: `${path}?constraint=recipient&search=ana%40example.com`,
    pattern,
    handlers: { 'member/datasets/search': () => emptyReport },
    api: { log: emptyLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No message found' }),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        'No event for ana@example.com from Nov 17, 2026, 11:00 to Nov 20, 2026, 11:00. Check the spelling or widen the time range.',
      ),
    ).toBeVisible();
    await expect(searchCalls(emptyLog).at(-1)?.input).toMatchObject({
      dataset: 'demo-newsletters',
      email: 'ana@example.com',
      range: {
        preset: 'last72hours',
        start: '2026-11-17T10:00:00.000Z',
        end: '2026-11-20T10:00:00.000Z',
      },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Search the last 30 days' }));
    await waitFor(() =>
      expect(searchCalls(emptyLog).at(-1)?.input).toMatchObject({
        range: {
          preset: 'custom',
          start: '2026-10-20T22:00:00.000Z',
          end: '2026-11-20T23:00:00.000Z',
        },
      }),
    );
    await expect(address(canvasElement).get('preset')).toBe('custom');
    await expect(
      await canvas.findByText(/from Oct 21, 2026, 00:00 to Nov 20, 2026, 24:00/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Search the last 30 days' })).toBeNull();
  },
};

const bouncedLog: CallLog = [];
/** Typed by keyboard: two messages to an Orange address, the last deferred twice then bounced. */
export const BouncedAfterDeferrals: Story = {
  parameters: screenParameters({
    path,
    pattern,
    handlers: { 'member/datasets/search': () => bouncedReport },
    api: { log: bouncedLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(` ${bouncedRecipient.toUpperCase()} {Enter}`);
    await expect(await canvas.findByRole('heading', { name: '2 messages' })).toBeVisible();
    await expect(searchCalls(bouncedLog).at(-1)?.input).toMatchObject({ email: bouncedRecipient });
    await expect(address(canvasElement).get('search')).toBe(bouncedRecipient.toUpperCase());
    await expect(address(canvasElement).get('constraint')).toBe('recipient');

    const table = canvas.getByRole('treegrid', { name: 'Messages found' });
    const [, newest, older] = within(table).getAllByRole('row');
    await expect(newest).toHaveTextContent('Nov 19, 09:00');
    await expect(newest).toHaveTextContent('Hard bounce');
    await expect(older).toHaveTextContent('Delivered');
    await userEvent.click(within(newest as HTMLElement).getByText('black-friday-2026'));
    await expect(newest).toHaveAttribute('aria-expanded', 'true');

    const history = canvas.getByRole('list', {
      name: `Event history of the message to ${bouncedRecipient}`,
    });
    const steps = within(history).getAllByRole('listitem');
    await expect(steps).toHaveLength(4);
    await expect(steps[0]).toHaveTextContent('Nov 19, 2026, 09:00:02Submitted');
    await expect(steps[1]).toHaveTextContent('Deferred, attempt 14.0.0');
    await expect(steps[2]).toHaveTextContent('Deferred, attempt 2');
    await expect(steps[3]).toHaveTextContent('Bounced5.1.1');
    await expect(steps[2]).toHaveTextContent('12 min 07 s later');
    await expect(steps[3]).toHaveTextContent('Bad mailbox (hard bounce)');
    await expect(steps[3]).toHaveTextContent(
      '550 5.1.1 Adresse d au moins un destinataire invalide',
    );
    await expect(steps[3]).toHaveTextContent('41 min 35 s');
    await expect(steps[1]).toHaveTextContent('smtp-in.orange.fr');
  },
};

/** A shared Message-ID link: one message, opened at once, with the proxy's prefetch flagged. */
export const DeliveredWithOpens: Story = {
  parameters: screenParameters({
    path: `${path}?constraint=message_id&search=${encodeURIComponent(deliveredMessageId)}&preset=last7days`,
    pattern,
    handlers: { 'member/datasets/search': () => deliveredReport },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '1 message' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Message-ID' })).toHaveValue(
      deliveredMessageId,
    );
    const history = canvas.getByRole('list', {
      name: 'Event history of the message to claire.bernard@icloud.com',
    });
    const steps = within(history).getAllByRole('listitem');
    await expect(steps).toHaveLength(5);
    await expect(steps[1]).toHaveTextContent('Delivered');
    await expect(steps[1]).toHaveTextContent('Delivery time3 s');
    await expect(steps[1]).toHaveTextContent('mx01.mail.icloud.com');
    await expect(steps[2]).toHaveTextContent('Machine open');
    await expect(steps[3]).not.toHaveTextContent('Machine');
    await expect(steps[4]).toHaveTextContent('Clicked');

    // Enter on the focused row folds the history away and opens it again.
    const row = canvas.getAllByRole('row')[1] as HTMLElement;
    within(row).getAllByRole('gridcell')[1]?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(row).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect(row).toHaveAttribute('aria-expanded', 'true');
  },
};

const errorLog: CallLog = [];
/** The server failed: the reason and a Retry that asks again. */
export const ServerError: Story = {
  name: 'Error',
  parameters: screenParameters({
    path: `${path}?constraint=recipient&search=${bouncedRecipient}`,
    pattern,
    handlers: { 'member/datasets/search': failWith(500, 'InternalError') },
    api: { log: errorLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The search failed.');
    const before = searchCalls(errorLog).length;
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(searchCalls(errorLog).length).toBe(before + 1));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** German user: labels, statuses and dates in German, figures in the user's format. */
export const German: Story = {
  parameters: screenParameters({
    path: `${path}?constraint=recipient&search=${bouncedRecipient}&preset=last7days`,
    pattern,
    language: 'de',
    handlers: { 'member/datasets/search': () => bouncedReport },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Nachrichtensuche' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '2 Nachrichten' })).toBeVisible();
    const table = canvas.getByRole('treegrid', { name: 'Gefundene Nachrichten' });
    const newest = within(table).getAllByRole('row')[1] as HTMLElement;
    await expect(newest).toHaveTextContent('Hard Bounce');
    await userEvent.click(within(newest).getByText('black-friday-2026'));
    const history = canvas.getByRole('list', {
      name: `Ereignisverlauf der Nachricht an ${bouncedRecipient}`,
    });
    await expect(history).toHaveTextContent('Zurückgestellt, Versuch 2');
    await expect(history).toHaveTextContent('19. Nov. 2026, 09:41:37');
  },
};
