import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { frenchAuthStatus } from '../../../stories/sampleSession.ts';
import { DeliveryReport } from './DeliveryReport.tsx';
import { emptyHandlers, reportHandlers } from './stories/reportHandlers.ts';
import { downloads, reportParameters, withReportEnvironment } from './stories/reportStory.tsx';
import {
  body,
  dismissSnackbars,
  loadedPanel,
  rowTexts,
  tileValue,
  drawnChart,
} from './stories/storyQueries.ts';

const meta = {
  title: 'App/Delivery/Report',
  component: DeliveryReport,
  decorators: [withScreen, withReportEnvironment],
  loaders: [loadScreenI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeliveryReport>;

export default meta;
type Story = StoryObj<typeof meta>;

const fullLog: { key: string; input: unknown }[] = [];

/**
 * Yesterday for a mid-size newsletter sender: key figures against the day before, the day hour
 * by hour, the recipient domains and mailbox providers, top bounces and deferrals, bounce
 * categories and delivery times. Keyboard through the run bar, run again, export providers.
 */
export const Full: Story = {
  parameters: reportParameters({ api: { log: fullLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Delivery report' });
    await expect(
      canvas.getByText(/Demo newsletters · Nov 19, 2026 · times in Europe\/Paris/),
    ).toBeVisible();
    await waitFor(() => expect(tileValue(canvasElement, 'Sent')).toBe('246,401'));
    await expect(tileValue(canvasElement, 'Bounce rate')).toBe('1.29%');
    await waitFor(() =>
      expect(canvas.getByText('Changes compare with Nov 18, 2026.')).toBeVisible(),
    );
    await expect(canvas.getByText('+47,060')).toBeVisible();

    const providers = await loadedPanel(canvasElement, 'Mailbox provider');
    const rows = rowTexts(within(providers).getByRole('grid'));
    await expect(rows[0]).toMatch(/^Google \| 82,476 \| 82,123 \| 0\.43%/);
    await expect(within(providers).getByText('10 values')).toBeVisible();

    const bounces = await loadedPanel(canvasElement, 'Top bounces');
    await expect(within(bounces).getByText('3,167 messages, 11 distinct responses')).toBeVisible();
    await expect(rowTexts(within(bounces).getByRole('treegrid'))[0]).toMatch(
      /550 5\.5\.0 Requested action not taken: mailbox unavailable .* \| 539 \| 17\.02%/,
    );

    // Keyboard: the comparison and the layout button, then the run bar's controls in order;
    // Enter runs again.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Compare with/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Report layout' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search the tables' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Presets' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Run report' })).toHaveFocus();
    const totalsBefore = fullLog.filter((call) => call.key === 'member/datasets/totals').length;
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(fullLog.filter((call) => call.key === 'member/datasets/totals').length).toBe(
        totalsBefore + 2,
      ),
    );

    // Export the providers with the user's CSV settings (comma, no BOM).
    downloads.length = 0;
    await userEvent.click(
      within(providers).getByRole('button', { name: 'Export CSV: Mailbox provider' }),
    );
    await expect(downloads.at(-1)?.fileName).toBe('delivery_provider_2026-11-19.csv');
    await expect(downloads.at(-1)?.text.split('\r\n').slice(0, 2)).toEqual([
      'Mailbox provider,Key,Sent,Delivered,Bounce rate (%),Deferral rate (%),Unique open rate (%),Complaint rate (%)',
      'Google,google,82476,82123,0.428,2.0903,26.0341,0.0499',
    ]);
    await expect(
      await body.findByText('delivery_provider_2026-11-19.csv downloaded.'),
    ).toBeVisible();
    await dismissSnackbars(userEvent.click);
    await drawnChart(canvasElement);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};

/** Every call still on its way: tiles and panels say they are loading. */
export const Loading: Story = {
  parameters: reportParameters({
    handlers: Object.fromEntries(Object.keys(reportHandlers).map((key) => [key, pending])),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Delivery report' });
    await expect(tileValue(canvasElement, 'Sent')).toBe('Loading');
    const chart = canvas.getByRole('region', { name: 'Over time' });
    await expect(chart).toHaveAttribute('aria-busy', 'true');
    await expect(within(chart).getByRole('status')).toHaveTextContent('Loading');
    await expect(canvas.getByRole('button', { name: 'Run report' })).toBeEnabled();
  },
};

const emptyLog: { key: string; input: unknown }[] = [];

/** No traffic in the range: said plainly, with a wider range one click away. */
export const Empty: Story = {
  parameters: reportParameters({ handlers: emptyHandlers, api: { log: emptyLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 2, name: 'No traffic in this range' });
    await expect(
      canvas.getByText(
        'Nothing was submitted, sent or deferred from Nov 19, 2026. Try a wider time range.',
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Mailbox provider' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show the last 30 days' }));
    await waitFor(() =>
      expect(
        emptyLog.filter((call) => call.key === 'member/datasets/totals').map((call) => call.input),
      ).toContainEqual(
        expect.objectContaining({
          range: {
            preset: 'last30days',
            start: '2026-10-20T22:00:00.000Z',
            end: '2026-11-19T23:00:00.000Z',
          },
        }),
      ),
    );
    await expect(canvas.getByRole('button', { name: /Time range/ })).toHaveTextContent(
      'Last 30 days',
    );
    await expect(
      await canvas.findByText(/from Oct 21, 2026 – Nov 19, 2026\. Try a wider/),
    ).toBeVisible();
    // Already 30 days: no wider range is offered.
    await expect(canvas.queryByRole('button', { name: 'Show the last 30 days' })).toBeNull();
  },
};

let providerCalls = 0;

/** One call fails: its panel says so and reloads on demand; the rest of the report stands. */
export const PanelFailing: Story = {
  parameters: reportParameters({
    handlers: {
      'member/datasets/grouping': (input) => {
        if (input.groupBy === 'provider' && providerCalls++ === 0)
          return failWith(500, 'InternalError')();
        return reportHandlers['member/datasets/grouping']!(input);
      },
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const providers = await canvas.findByRole('region', { name: 'Mailbox provider' });
    await within(providers).findByText('Failed to load', {}, { timeout: 5000 });
    await expect(within(providers).getByRole('alert')).toBeVisible();
    const domains = await loadedPanel(canvasElement, 'Recipient domain');
    await expect(rowTexts(within(domains).getByRole('grid'))[0]).toMatch(/^gmail\.com \| 79,603/);
    await waitFor(() => expect(tileValue(canvasElement, 'Sent')).toBe('246,401'));
    await userEvent.click(within(providers).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(within(providers).queryByText('Failed to load')).toBeNull());
    await expect(rowTexts(within(providers).getByRole('grid'))[0]).toMatch(/^Google \| 82,476/);
    // Back to the failure for the screenshot: the next load fails again.
    await drawnChart(canvasElement);
    providerCalls = 0;
    await userEvent.click(canvas.getByRole('button', { name: 'Run report' }));
    await within(providers).findByText('Failed to load', {}, { timeout: 5000 });
    providers.scrollIntoView({ block: 'center' });
  },
};

/** A French user: texts, dimension captions, dates and the "# ###,##" number format. */
export const French: Story = {
  parameters: reportParameters({ status: frenchAuthStatus, language: 'fr' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Rapport de délivrabilité' });
    await waitFor(() => expect(tileValue(canvasElement, 'Envoyés')).toBe('246\u00a0401'));
    await expect(tileValue(canvasElement, 'Taux de rebond')).toBe('1,29\u00a0%');
    await expect(canvas.getByRole('button', { name: /Période/ })).toHaveTextContent('Hier');
    await expect(canvas.getByRole('button', { name: 'Lancer le rapport' })).toBeEnabled();
    // dimension captions in French, from the server's dictionary
    const providers = await loadedPanel(canvasElement, 'Fournisseur de messagerie');
    await expect(rowTexts(within(providers).getByRole('grid'))[0]).toMatch(
      /^Google \| 82\u00a0476/,
    );
    await expect(
      within(providers).getByRole('button', {
        name: 'Exporter en CSV : Fournisseur de messagerie',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Principaux rebonds' })).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Mailbox provider' })).toBeNull();
    await drawnChart(canvasElement);
  },
};

/**
 * Yesterday compared with the same day a week earlier (from the address): the tiles say so,
 * each provider row has its change, and a provider is a link to its own report.
 */
export const Compared: Story = {
  parameters: reportParameters({
    path: '/demo/delivery-analytics/report?preset=yesterday&compare=week',
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Delivery report' });
    await expect(canvas.getByRole('button', { name: /Compare with/ })).toHaveTextContent(
      'Same period a week earlier',
    );
    await waitFor(() =>
      expect(canvas.getByText('Changes compare with Nov 12, 2026.')).toBeVisible(),
    );
    const providers = await loadedPanel(canvasElement, 'Mailbox provider');
    const grid = within(providers).getByRole('grid');
    await waitFor(() =>
      expect(
        within(grid)
          .getAllByRole('columnheader')
          .map((cell) => cell.textContent),
      ).toContain('Sent change'),
    );
    const google = within(grid).getByRole('link', { name: 'Google' });
    await expect(google.getAttribute('href')).toBe(
      '/demo/delivery-analytics/report?preset=yesterday&start=2026-11-18T23%3A00%3A00.000Z&end=2026-11-19T23%3A00%3A00.000Z&compare=week&provider=google',
    );
    await drawnChart(canvasElement);
    canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
  },
};
