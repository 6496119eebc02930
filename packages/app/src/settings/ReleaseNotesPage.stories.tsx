import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../stories/fakeApi.ts';
import { frenchAuthStatus } from '../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as ReleaseNotesPage } from './ReleaseNotesPage.tsx';
import { callsTo, clearAnnouncements, sampleReleaseNotes, type CallLog } from './storyData.ts';

const meta = {
  title: 'App/Settings/Release notes',
  component: ReleaseNotesPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof ReleaseNotesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/settings/release', pattern: '/settings/release' };
const notes = { 'user/releases/all': () => sampleReleaseNotes };

const dates = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

export const Loading: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/releases/all': pending } }),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading release notes…',
    );
  },
};

const failedLog: CallLog = [];

export const LoadFailed: Story = {
  parameters: screenParameters({
    ...at,
    api: { log: failedLog },
    handlers: { 'user/releases/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(callsTo(failedLog, 'user/releases/all')).toHaveLength(2));
  },
};

export const Empty: Story = {
  parameters: screenParameters({ ...at, handlers: { 'user/releases/all': () => [] } }),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'No release notes yet' }),
    ).toBeVisible();
  },
};

/** Newest first whatever the server's order, dated by the user's language; bullets kept. */
export const Full: Story = {
  parameters: screenParameters({ ...at, handlers: notes }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Releases, newest first' });
    await expect(canvas.getByRole('link', { name: 'Release notes' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(dates(canvasElement)).toEqual(['Nov 18, 2026', 'Oct 21, 2026', 'Sep 14, 2026']);
    await expect(canvas.getByText('Top Deferrals by mailbox provider').tagName).toBe('LI');
    await expect(
      canvas.getByText('Reputation Monitor: Spamhaus DQS keys are supported.'),
    ).toBeVisible();
  },
};

/** In French: the remarques, French dates; a note never translated stays in English. */
export const French: Story = {
  parameters: screenParameters({ ...at, handlers: notes, status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Versions, les plus récentes d’abord' });
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notes de version' })).toBeVisible();
    await expect(dates(canvasElement)).toEqual(['18 nov. 2026', '21 oct. 2026', '14 sept. 2026']);
    await expect(
      canvas.getByText('Principaux reports par fournisseur de messagerie'),
    ).toBeVisible();
    const untranslated = canvas.getByText(
      'DMARC Reports: failure reports show the reporting organisation.',
    );
    await expect(untranslated.closest('[lang]')).toHaveAttribute('lang', 'en');
  },
};

/** In German: the English notes (release notes have no German variant), German dates. */
export const German: Story = {
  parameters: screenParameters({ ...at, handlers: notes, language: 'de' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Versionen, neueste zuerst' });
    await expect(dates(canvasElement)).toEqual(['18. Nov. 2026', '21. Okt. 2026', '14. Sep. 2026']);
    await expect(
      canvas.getByText('CSV exports follow your delimiter and BOM preferences.'),
    ).toBeVisible();
  },
};
