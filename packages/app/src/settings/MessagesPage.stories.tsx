import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../stories/fakeApi.ts';
import { frenchAuthStatus, sampleAuthStatus } from '../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as MessagesPage } from './MessagesPage.tsx';
import { callsTo, clearAnnouncements, sampleMessages, type CallLog } from './storyData.ts';

const meta = {
  title: 'App/Settings/Messages',
  component: MessagesPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof MessagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/settings/messages', pattern: '/settings/messages' };
const messages = { 'user/messages/all': () => sampleMessages };

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Loading: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/messages/all': pending } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading messages…');
  },
};

const failedLog: CallLog = [];

export const LoadFailed: Story = {
  parameters: screenParameters({
    ...at,
    api: { log: failedLog },
    handlers: { 'user/messages/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    canvas.getByRole('button', { name: 'Reload' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(failedLog, 'user/messages/all')).toHaveLength(2));
  },
};

export const Empty: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/messages/all': () => [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No messages' }),
    ).toBeVisible();
  },
};

/**
 * The inbox's list (messages/MessageInbox.tsx) in the settings frame: newest first, with
 * severity, time in the user's zone and clock (Europe/Paris, 24-hour), unread ones marked; a
 * message opens in place.
 */
export const Full: Story = {
  parameters: screenParameters({
    ...at,
    handlers: messages,
    status: {
      ...sampleAuthStatus,
      user: { ...sampleAuthStatus.user, last_message: '2026-11-18T16:00:00.000Z' },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Messages, newest first' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual([
      'Maintenance on Sunday',
      'New release: Top Deferrals',
      'Delayed ingestion of PowerMTA logs',
    ]);
    const [maintenance, release] = within(list).getAllByRole('listitem');
    await expect(maintenance).toHaveTextContent('Unread');
    await expect(maintenance).toHaveTextContent('Warning');
    await expect(maintenance).toHaveTextContent('Nov 20, 2026, 10:00');
    await expect(release).not.toHaveTextContent('Unread');
    await expect(release).toHaveTextContent('Release v2-0-64-0');
    await expect(canvas.getByText('1 unread message')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Maintenance on Sunday' }));
    const bullet = canvas.getByText('Settings cannot be saved');
    await expect(bullet).toBeVisible();
    await expect(bullet.tagName).toBe('LI');
  },
};

/** A 12-hour clock in New York shows the same messages at their local time. */
export const TwelveHourClock: Story = {
  parameters: screenParameters({
    ...at,
    handlers: messages,
    status: {
      ...sampleAuthStatus,
      user: { ...sampleAuthStatus.user, clock: 'h12', timezone: 'America/New_York' },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, newest first' });
    await expect(canvas.getByText('Nov 20, 2026, 4:00 AM')).toBeVisible();
    await expect(canvas.getByText('Nov 12, 2026, 2:40 AM')).toBeVisible();
  },
};

/** In French: fr_ titles and texts, French dates; English where a message has no French. */
export const French: Story = {
  parameters: screenParameters({ ...at, handlers: messages, status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, les plus récents d’abord' });
    await expect(titles(canvasElement)).toEqual([
      'Maintenance dimanche',
      'Nouvelle version : principaux reports',
      'Retard d’intégration des journaux PowerMTA',
    ]);
    await expect(canvas.getByText('Avertissement')).toBeVisible();
    await expect(canvas.getByText('20 nov. 2026, 10:00')).toBeVisible();
  },
};

/** In German: de_ variants, and English for the release note that has no German text. */
export const German: Story = {
  parameters: screenParameters({ ...at, handlers: messages, language: 'de' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Mitteilungen, neueste zuerst' });
    await expect(titles(canvasElement)).toEqual([
      'Wartung am Sonntag',
      'New release: Top Deferrals',
      'Verzögerte Verarbeitung der PowerMTA-Logs',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'New release: Top Deferrals' }));
    const english = canvas.getByText('Reload the console to get the new deferral report.');
    await expect(english).toBeVisible();
    await expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};
