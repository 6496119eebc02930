import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { DeliveryReport } from './DeliveryReport.tsx';
import {
  reportParameters,
  reportPath,
  withReportEnvironment,
  withUser,
} from './stories/reportStory.tsx';
import { samplePresets } from './stories/samplePresets.ts';
import {
  body,
  drawnChart,
  dismissSnackbars,
  loadedPanel,
  rowTexts,
  tileValue,
} from './stories/storyQueries.ts';

const meta = {
  title: 'App/Delivery/Report/Run bar',
  component: DeliveryReport,
  decorators: [withScreen, withReportEnvironment],
  loaders: [loadScreenI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeliveryReport>;

export default meta;
type Story = StoryObj<typeof meta>;

type Log = { key: string; input: unknown }[];
const callsTo = (log: Log, key: string) => log.filter((call) => call.key === key);

const excludeLog: Log = [];

/** Filters modal by keyboard: Gmail's provider key, Exclude, Apply; then run the report. */
export const ExcludeProvider: Story = {
  parameters: reportParameters({ api: { log: excludeLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const providers = await loadedPanel(canvasElement, 'Mailbox provider');
    await userEvent.click(canvas.getByRole('button', { name: 'Filters' }));
    const dialog = await body.findByRole('dialog', { name: 'Filters' });
    const provider = await within(dialog).findByRole('combobox', { name: 'Mailbox provider' });
    await userEvent.click(provider);
    await userEvent.keyboard('goog');
    // The providers seen in the report are offered.
    await userEvent.click(await body.findByRole('option', { name: 'google' }));
    const operator = within(dialog).getByRole('radiogroup', { name: 'Mailbox provider operator' });
    await userEvent.click(within(operator).getByRole('radio', { name: 'Exclude' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    await expect(canvas.getByRole('button', { name: /Filters/ })).toHaveTextContent('Filters1');
    await expect(canvas.getByText('Changes not applied yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Run report' }));
    await waitFor(() =>
      expect(callsTo(excludeLog, 'member/datasets/totals').at(-2)?.input).toMatchObject({
        filters: [{ field: 'provider', op: 'NOT_IN', values: ['google'] }],
      }),
    );
    await waitFor(() => expect(tileValue(canvasElement, 'Sent')).toBe('163,925'));
    await expect(canvas.queryByText('Changes not applied yet')).toBeNull();
    await waitFor(() =>
      expect(rowTexts(within(providers).getByRole('grid'))[0]).toMatch(/^Outlook\.com \| 51,943/),
    );
    await expect(within(providers).queryByText('Google')).toBeNull();
    await expect(canvas.getByText('Filtered: Mailbox provider not google')).toBeVisible();
    await drawnChart(canvasElement);
    providers.scrollIntoView({ block: 'start' });
  },
};

const presetsLog: Log = [];

/**
 * Presets: a duplicate name is refused (case does not matter), a new default is saved to the
 * user and clears the old default.
 */
export const Presets: Story = {
  parameters: reportParameters({
    status: withUser({ presets: samplePresets }),
    path: `${reportPath}?preset=yesterday`,
    api: { log: presetsLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedPanel(canvasElement, 'Mailbox provider');
    // The address held a query: the default preset did not replace it.
    await expect(canvas.getByRole('button', { name: 'Presets' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Presets' }));
    const menu = await body.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: /Gmail only/ })).toHaveTextContent(
      'default',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Add preset…' }));
    let dialog = await body.findByRole('dialog', { name: 'Add preset' });
    const name = await within(dialog).findByRole('textbox', { name: /Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    await userEvent.keyboard('gmail ONLY');
    await expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Preset name already exists',
    );
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    await userEvent.clear(name);
    await userEvent.keyboard('Yesterday/all ISPs');
    await expect(name).toHaveValue('Yesterday_all ISPs');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));

    await expect(await body.findByText('Preset saved.')).toBeVisible();
    const saved = callsTo(presetsLog, 'user/users/set').at(-1)?.input as {
      presets: Record<string, { default: boolean; range: { preset: string } }>;
    };
    await expect(Object.keys(saved.presets).sort()).toEqual([
      'demo.Gmail only',
      'demo.Reactivation check',
      'demo.Yesterday_all ISPs',
    ]);
    await expect(saved.presets['demo.Yesterday_all ISPs']).toMatchObject({
      default: true,
      range: { preset: 'yesterday' },
    });
    await expect(saved.presets['demo.Gmail only']?.default).toBe(false);
    await expect(canvas.getByRole('button', { name: 'Presets: Yesterday_all ISPs' })).toBeVisible();
    await dismissSnackbars(userEvent.click);

    await userEvent.click(canvas.getByRole('button', { name: /Presets/ }));
    dialog = await body.findByRole('menu');
    await expect(
      within(dialog).getByRole('menuitem', { name: /Yesterday_all ISPs/ }),
    ).toHaveTextContent('default');
    await expect(
      within(dialog).getByRole('menuitem', { name: 'Gmail only' }),
    ).not.toHaveTextContent('default');
    await drawnChart(canvasElement);
  },
};

const defaultLog: Log = [];

/**
 * The workspace's default preset applies when the report opens: last 7 days, Gmail only. Its
 * filter on a dimension the workspace no longer has is dropped, and the user is told.
 */
export const DefaultPreset: Story = {
  parameters: reportParameters({
    status: withUser({ presets: samplePresets }),
    api: { log: defaultLog },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await body.findByText(
        'Some preset filters were ignored because their dimensions are disabled: MX host.',
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Presets: Gmail only' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(
      'Last 7 days',
    );
    await expect(callsTo(defaultLog, 'member/datasets/totals')[0]?.input).toMatchObject({
      range: {
        preset: 'last7days',
        start: '2026-11-12T23:00:00.000Z',
        end: '2026-11-19T23:00:00.000Z',
      },
      filters: [{ field: 'provider', op: 'IN', values: ['google'] }],
    });
    await waitFor(() => expect(tileValue(canvasElement, 'Sent')).toBe('444,150'));
    // Opened once with the preset: no second round of calls.
    await expect(callsTo(defaultLog, 'member/datasets/totals')).toHaveLength(2);
    await expect(
      canvas.getByText('Demo newsletters · Nov 13, 2026 – Nov 19, 2026 · times in Europe/Paris'),
    ).toBeVisible();
    await dismissSnackbars(userEvent.click);

    // Another preset by keyboard: the campaign check runs at once.
    await userEvent.click(canvas.getByRole('button', { name: /Presets/ }));
    const menu = await body.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Reactivation check' }));
    await waitFor(() =>
      expect(callsTo(defaultLog, 'member/datasets/totals').at(-2)?.input).toMatchObject({
        range: { preset: 'yesterday' },
        filters: [{ field: 'job', op: 'IN', values: ['reactivation-q4'] }],
      }),
    );
    await expect(canvas.getByRole('button', { name: 'Presets: Reactivation check' })).toBeVisible();
    await loadedPanel(canvasElement, 'Mailbox provider');
    await drawnChart(canvasElement);
  },
};

const searchLog: Log = [];

/** The search narrows every table to the rows holding the text; Enter runs it. */
export const SearchTables: Story = {
  parameters: reportParameters({ api: { log: searchLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedPanel(canvasElement, 'Top bounces');
    await userEvent.click(canvas.getByRole('searchbox', { name: 'Search the tables' }));
    await userEvent.keyboard('  Spamhaus {Enter}');
    const bounces = await loadedPanel(canvasElement, 'Top bounces');
    await waitFor(() =>
      expect(within(bounces).getByText('2 of 11 match “Spamhaus”')).toBeVisible(),
    );
    const rows = rowTexts(within(bounces).getByRole('treegrid'));
    await expect(rows).toHaveLength(2);
    await expect(rows[0]).toMatch(/blocked using zen\.spamhaus\.org/);
    await expect(rows[1]).toMatch(/\[BL21\] Connections will not be accepted/);
    const domains = canvas.getByRole('region', { name: 'Recipient domain' });
    await expect(within(domains).getByText('0 of 17 match “Spamhaus”')).toBeVisible();
    await expect(within(domains).getByText('No matches found')).toBeVisible();
    // The search narrows what is shown; the calls stay the same.
    await expect(searchLog.filter((call) => call.key === 'member/datasets/totals')).toHaveLength(2);
    await expect(canvas.queryByText('Changes not applied yet')).toBeNull();
    await drawnChart(canvasElement);
    bounces.scrollIntoView({ block: 'start' });
  },
};

const customLog: Log = [];

/** A custom range from the calendar: two days picked with the mouse, Apply, then run. */
export const CustomRange: Story = {
  parameters: reportParameters({ api: { log: customLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedPanel(canvasElement, 'Mailbox provider');
    await userEvent.click(canvas.getByRole('button', { name: /Time range/ }));
    await userEvent.click(await body.findByRole('option', { name: 'Custom range' }));
    const dialog = await body.findByRole('dialog', { name: 'Custom range' });
    await userEvent.click(await within(dialog).findByRole('button', { name: /November 16, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /November 18, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const edit = canvas.getByRole('button', { name: /Edit custom range/ });
    await expect(edit).toHaveTextContent('Nov 16, 00:00 – Nov 18, 24:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Run report' }));
    await waitFor(() =>
      expect(callsTo(customLog, 'member/datasets/totals').at(-2)?.input).toMatchObject({
        range: {
          preset: 'custom',
          start: '2026-11-15T23:00:00.000Z',
          end: '2026-11-18T23:00:00.000Z',
        },
      }),
    );
    await expect(
      canvas.getByText(/Nov 16, 2026 – Nov 18, 2026 · times in Europe\/Paris/),
    ).toBeVisible();
    // Three days: the chart counts per hour, and the previous three days are the comparison.
    await waitFor(() =>
      expect(canvas.getByText('Changes compare with Nov 13, 2026 – Nov 15, 2026.')).toBeVisible(),
    );
    await drawnChart(canvasElement);
  },
};

/** A link with a custom range that lacks its end: nothing runs until the range is complete. */
export const IncompleteRange: Story = {
  parameters: reportParameters({
    path: `${reportPath}?preset=custom&start=2026-11-16T00%3A00%3A00.000Z&provider=google`,
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'The time range is incomplete' });
    const run = canvas.getByRole('button', { name: 'Run report' });
    await expect(run).toBeDisabled();
    await expect(run).toHaveAccessibleDescription('Custom range requires start and end date');
    await expect(canvas.getByRole('button', { name: /Filters/ })).toHaveTextContent('Filters1');
    await expect(canvas.queryByRole('region', { name: 'Mailbox provider' })).toBeNull();
    await expect(canvas.getByText('Filtered: Mailbox provider google')).toBeVisible();
  },
};
