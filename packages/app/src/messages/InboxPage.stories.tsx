// /messages/inbox: the system messages newest first, unread ones marked against last_message,
// severity in words and colour, a message opened in place, in en, fr and de; and its loading,
// failed and empty states.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  callsTo,
  clearAnnouncements,
  sampleMessages,
  type CallLog,
} from '../settings/storyData.ts';
import { failWith, pending } from '../stories/fakeApi.ts';
import { frenchAuthStatus, sampleAuthStatus } from '../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as InboxPage } from './InboxPage.tsx';

const meta = {
  title: 'App/Messages/Inbox',
  component: InboxPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof InboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/messages/inbox', pattern: '/messages/inbox' };
const messages = { 'user/messages/all': () => sampleMessages };
/** Closed the banner of the 12 November incident: the two later messages are unread. */
const readUntil = (status = sampleAuthStatus) => ({
  ...status,
  user: { ...status.user, last_message: '2026-11-15T00:00:00.000Z' },
});

/** The title buttons, top to bottom. */
const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

const rowOf = (canvasElement: HTMLElement, title: string) => {
  const row = within(canvasElement).getByRole('button', { name: title }).closest('li');
  if (!row) throw new Error(`No row for ${title}`);
  return row;
};

export const Loading: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/messages/all': pending } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading messages…');
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

/** Newest first; the two messages after the last banner closed are unread; all closed. */
export const Loaded: Story = {
  parameters: screenParameters({ ...at, handlers: messages, status: readUntil() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, newest first' });
    await expect(titles(canvasElement)).toEqual([
      'Maintenance on Sunday',
      'New release: Top Deferrals',
      'Delayed ingestion of PowerMTA logs',
    ]);
    await expect(canvas.getByText('2 unread messages')).toBeVisible();
    const maintenance = rowOf(canvasElement, 'Maintenance on Sunday');
    const release = rowOf(canvasElement, 'New release: Top Deferrals');
    const incident = rowOf(canvasElement, 'Delayed ingestion of PowerMTA logs');
    await expect(within(maintenance).getByText('Unread')).toBeVisible();
    await expect(within(release).getByText('Unread')).toBeVisible();
    await expect(within(incident).queryByText('Unread')).toBeNull();
    await expect(maintenance).toHaveTextContent('Warning');
    await expect(maintenance).toHaveTextContent('Nov 20, 2026, 10:00');
    await expect(release).toHaveTextContent('Success');
    await expect(release).toHaveTextContent('Release v2-0-64-0');
    await expect(incident).toHaveTextContent('Error');
    // The unread mark and the severity describe the title button.
    await expect(
      canvas.getByRole('button', { name: 'Maintenance on Sunday' }),
    ).toHaveAccessibleDescription('Unread Warning Nov 20, 2026, 10:00');
    for (const title of titles(canvasElement)) {
      await expect(canvas.getByRole('button', { name: title ?? '' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    // Closed, a row shows the first line of its text only.
    await expect(canvas.queryByText('Settings cannot be saved')).not.toBeVisible();
  },
};

/** Opened with the keyboard, a message shows its whole text, bullets included; Enter closes it. */
export const Opened: Story = {
  parameters: screenParameters({ ...at, handlers: messages, status: readUntil() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, newest first' });
    await userEvent.tab();
    const maintenance = canvas.getByRole('button', { name: 'Maintenance on Sunday' });
    await expect(maintenance).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(maintenance).toHaveAttribute('aria-expanded', 'true');
    const bullet = canvas.getByText('Settings cannot be saved');
    await expect(bullet).toBeVisible();
    await expect(bullet.tagName).toBe('LI');
    await userEvent.click(canvas.getByText('Delayed ingestion of PowerMTA logs'));
    await expect(
      canvas.getByText(/Reports for this window may be incomplete until 09:00 UTC\./),
    ).toBeVisible();
    // Opening a message does not mark it read: closing the banner does.
    await expect(canvas.getByText('2 unread messages')).toBeVisible();
  },
};

/** Everything before last_message: no unread mark anywhere. */
export const AllRead: Story = {
  parameters: screenParameters({
    ...at,
    handlers: messages,
    status: {
      ...sampleAuthStatus,
      user: { ...sampleAuthStatus.user, last_message: '2026-11-20T09:00:00.000Z' },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No unread messages')).toBeVisible();
    await expect(canvas.queryByText('Unread')).toBeNull();
  },
};

/** In French: fr_ titles and texts, French words and dates; English where there is no French. */
export const French: Story = {
  parameters: screenParameters({ ...at, handlers: messages, status: readUntil(frenchAuthStatus) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, les plus récents d’abord' });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Boîte de réception');
    await expect(titles(canvasElement)).toEqual([
      'Maintenance dimanche',
      'Nouvelle version : principaux reports',
      'Retard d’intégration des journaux PowerMTA',
    ]);
    await expect(canvas.getByText('2 messages non lus')).toBeVisible();
    const maintenance = rowOf(canvasElement, 'Maintenance dimanche');
    await expect(maintenance).toHaveTextContent('Non lu');
    await expect(maintenance).toHaveTextContent('Avertissement');
    await expect(maintenance).toHaveTextContent('20 nov. 2026, 10:00');
  },
};

/** In German: de_ variants, and the English text, marked English, where there is no German. */
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
    await expect(canvas.getByText('3 ungelesene Mitteilungen')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'New release: Top Deferrals' }));
    const english = canvas.getByText('Reload the console to get the new deferral report.');
    await expect(english).toBeVisible();
    await expect(english.closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};

/** On a phone the severity and date go under the title; a row still opens with a tap. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: screenParameters({ ...at, handlers: messages, status: readUntil() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Messages, newest first' });
    // A tap on the date lands on the title's button, whose hit area covers the row.
    const date = canvas.getByText('Nov 20, 2026, 10:00').getBoundingClientRect();
    const tapped = document.elementFromPoint(date.x + date.width / 2, date.y + date.height / 2);
    const trigger = canvas.getByRole('button', { name: 'Maintenance on Sunday' });
    await expect(tapped).toBe(trigger);
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Settings cannot be saved')).toBeVisible();
  },
};
