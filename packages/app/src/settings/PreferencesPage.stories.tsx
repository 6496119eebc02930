import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '../stories/fakeApi.ts';
import { frenchAuthStatus, sampleUser } from '../stories/sampleSession.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as PreferencesPage } from './PreferencesPage.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
  type CallLog,
} from './storyData.ts';

const meta = {
  title: 'App/Settings/Preferences',
  component: PreferencesPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  // A story that switches the language leaves <html lang> for the next one otherwise.
  beforeEach: () => {
    clearAnnouncements();
    return () => {
      document.documentElement.lang = 'en';
    };
  },
} satisfies Meta<typeof PreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const at = { path: '/settings/preferences', pattern: '/settings/preferences' };
const body = within(document.body);
/** users/set as the server answers it: the stored user with every change so far. */
const echoing = () => {
  let stored = sampleUser;
  return { 'user/users/set': (input: object) => (stored = { ...stored, ...input }) };
};

/** The stored settings: Auto mode, "Last selected", comma, Europe/Paris, 1,234.56, 24-hour, Monday. */
export const Stored: Story = {
  parameters: screenParameters(at),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Preferences' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('radio', { name: 'Auto' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Default workspace/ })).toHaveTextContent(
      'Last selected',
    );
    await expect(canvas.getByRole('switch', { name: 'Lock sidebar' })).not.toBeChecked();
    await expect(canvas.getByText('domain,sent,delivered,bounce_rate')).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Timezone' })).toHaveValue('Europe/Paris');
    await expect(canvas.getByRole('radio', { name: '1,234.56' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '1.234,56' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: '24-hour (14:05)' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '12-hour (2:05 PM)' })).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Monday' })).toBeChecked();
  },
};

const changedLog: CallLog = [];

/** Each change is saved at once: dark mode by keyboard, delimiter, number format and BOM by mouse. */
export const ChangedAndSaved: Story = {
  parameters: screenParameters({ ...at, handlers: echoing(), api: { log: changedLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Auto' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('radio', { name: 'On' })).toBeChecked());
    await dismissSnackbars();

    await userEvent.click(canvas.getByRole('button', { name: /CSV delimiter/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Semicolon ( ; )' }));
    await expect(await canvas.findByText('domain;sent;delivered;bounce_rate')).toBeVisible();

    await userEvent.click(canvas.getByText('1.234,56'));
    await userEvent.click(canvas.getByText('Add a byte order mark (BOM)'));
    await userEvent.click(canvas.getByText('12-hour (2:05 PM)'));

    await waitFor(() =>
      expect(callsTo(changedLog, 'user/users/set')).toEqual([
        { mode: 'light' },
        { mode: 'dark' },
        { delimiter: 'semicolon' },
        { format: '#.###,##' },
        { bom: true },
        { clock: 'h12' },
      ]),
    );
    await expect(canvas.getByRole('radio', { name: '1.234,56' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: /BOM/ })).toBeChecked();
    await expect(within(document.body).getAllByText('Preferences saved.').length).toBeGreaterThan(
      0,
    );
    await dismissSnackbars();
  },
};

/** The default workspace: a workspace, or back to "Last selected" (home null). */
export const DefaultWorkspace: Story = {
  parameters: screenParameters({ ...at, handlers: echoing(), api: { log: changedLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /Default workspace/ });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last selected', 'Demo newsletters', 'Transactional (receipts)']);
    await userEvent.click(
      within(listbox).getByRole('option', { name: 'Transactional (receipts)' }),
    );
    await waitFor(() => expect(trigger).toHaveTextContent('Transactional (receipts)'));
    await expect(callsTo(changedLog, 'user/users/set').at(-1)).toEqual({ home: 'transactional' });
    await dismissSnackbars();
  },
};

/** A failed save puts the stored value back and says so. */
export const SaveFailed: Story = {
  parameters: screenParameters({
    ...at,
    handlers: { 'user/users/set': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lock = canvas.getByRole('switch', { name: 'Lock sidebar' });
    await userEvent.click(canvas.getByText('Lock sidebar'));
    await findSnackbar('Failed to save preferences.');
    await waitFor(() => expect(lock).not.toBeChecked());
    await expect(canvas.getByRole('radio', { name: 'Sunday' })).not.toBeChecked();
    await dismissSnackbars();
  },
};

const languageLog: CallLog = [];

/** Français applies at once: the page and its confirmation read in French. */
export const LanguageSwitchedToFrench: Story = {
  parameters: screenParameters({ ...at, handlers: echoing(), api: { log: languageLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Language/ }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Préférences' }),
    ).toBeVisible();
    await findSnackbar('Préférences enregistrées.');
    await expect(callsTo(languageLog, 'user/users/set')).toEqual([{ language: 'fr' }]);
    await expect(document.documentElement.lang).toBe('fr');
    await expect(canvas.getByRole('link', { name: 'Centre d’alertes' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '24 heures (14:05)' })).toBeChecked();
    await dismissSnackbars();
  },
};

/** The full IANA list opens from the button, on the stored zone, with each zone's UTC offset. */
export const TimezoneList: Story = {
  parameters: screenParameters(at),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('combobox', { name: 'Timezone' });
    await userEvent.click(canvas.getByRole('button', { name: 'Show timezones Timezone' }));
    const list = await body.findByRole('listbox', {}, { timeout: 5000 });
    // The list stays open (a popover closes if opening it scrolls the page).
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(zone).toHaveAttribute('aria-expanded', 'true');
    // Counted without role queries: testing-library's are slow over 400 options.
    await expect(list.querySelectorAll('[role="option"]').length).toBeGreaterThan(300);
    await expect(list.querySelector('[role="option"]')).toHaveTextContent(
      /^Africa\/AbidjanUTC\+00:00$/,
    );
    // The stored zone is selected and scrolled into the list's view (Paris is the 330th).
    const stored = list.querySelector('[role="option"][aria-selected="true"]') as HTMLElement;
    await expect(stored).toHaveTextContent(/^Europe\/ParisUTC\+0[12]:00$/);
    const shown = list.getBoundingClientRect();
    const row = stored.getBoundingClientRect();
    await expect(row.top >= shown.top && row.bottom <= shown.bottom).toBe(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(zone).toHaveAttribute('aria-expanded', 'false'));
    await expect(zone).toHaveValue('Europe/Paris');
  },
};

const zoneLog: CallLog = [];

/** Searched as typed: "new york" finds America/New_York; nothing found says so. */
export const TimezoneSearch: Story = {
  parameters: screenParameters({ ...at, handlers: echoing(), api: { log: zoneLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvas.getByRole('combobox', { name: 'Timezone' });
    await userEvent.click(zone);
    await userEvent.keyboard('{Control>}a{/Control}');
    // Pasted: typed letter by letter, each key would filter the 400 zones again (slow in CI).
    await userEvent.paste('new york');
    const listbox = await body.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([expect.stringMatching(/^America\/New_YorkUTC-0[45]:00$/)]),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(zone).toHaveValue('America/New_York');
    await waitFor(() =>
      expect(callsTo(zoneLog, 'user/users/set')).toEqual([{ timezone: 'America/New_York' }]),
    );
    await userEvent.keyboard('{Control>}a{/Control}');
    await userEvent.paste('zzz');
    await expect(await body.findByText('No matches found')).toBeVisible();
    await userEvent.tab();
    await waitFor(() => expect(zone).toHaveValue('America/New_York'));
    await dismissSnackbars();
  },
};

/** A French user: French labels, "# ###,##" and the 24-hour clock stored. */
export const French: Story = {
  parameters: screenParameters({ ...at, status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Langue et région' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '1\u00a0234,56' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: /Langue/ })).toHaveTextContent('Français');
  },
};
