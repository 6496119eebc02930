import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { newslettersWorkspace } from '../../../stories/sampleSession.ts';
import { DeliveryReport } from './DeliveryReport.tsx';
import { reportParameters, withReportEnvironment, withUser } from './stories/reportStory.tsx';
import { body, drawnChart, loadedPanel } from './stories/storyQueries.ts';

const meta = {
  title: 'App/Delivery/Report/Layout',
  component: DeliveryReport,
  decorators: [withScreen, withReportEnvironment],
  loaders: [loadScreenI18n],
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof DeliveryReport>;

export default meta;
type Story = StoryObj<typeof meta>;

type Log = { key: string; input: unknown }[];
const layoutLog: Log = [];

/**
 * The report-layout panel: two columns and compact density by keyboard, a metric removed; the
 * report follows at once, and closing the panel saves the workspace's preferences.
 */
export const TwoColumnsCompact: Story = {
  parameters: reportParameters({ api: { log: layoutLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedPanel(canvasElement, 'Mailbox provider');
    await userEvent.click(canvas.getByRole('button', { name: 'Report layout' }));
    const panel = await body.findByRole('dialog', { name: 'Report layout' });
    const columns = within(panel).getByRole('radiogroup', { name: 'Columns' });
    await expect(within(columns).getByRole('radio', { name: 'Auto' })).toBeChecked();
    await userEvent.click(within(columns).getByRole('radio', { name: 'Auto' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(columns).getByRole('radio', { name: 'Two columns' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Compact' }));
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Delivered' }));
    await expect(
      within(panel).getByRole('group', { name: 'Dimensions: 2 out of 6' }),
    ).toBeVisible();
    // The report behind already follows: no Delivered tile any more.
    await expect(canvas.queryByRole('term', { name: 'Delivered' })).toBeNull();
    await expect(canvas.queryByText('DELIVERED')).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(layoutLog.filter((call) => call.key === 'user/users/set').at(-1)?.input).toEqual({
        preferences: {
          demo: {
            layout: 'two',
            density: 'compact',
            dimensions: ['domain', 'provider', 'bounce', 'deferral'],
            metrics: ['sent', 'bounce_rate', 'deferred_rate', 'unique_open_rate', 'complaint_rate'],
          },
        },
      }),
    );
    const providers = await loadedPanel(canvasElement, 'Mailbox provider');
    const domains = await loadedPanel(canvasElement, 'Recipient domain');
    await drawnChart(canvasElement);
    // Side by side: the same top, half the width each.
    await expect(providers.getBoundingClientRect().top).toBe(domains.getBoundingClientRect().top);
    await expect(providers.getBoundingClientRect().width).toBeLessThan(520);
    domains.scrollIntoView({ block: 'start' });
  },
};

const wideWorkspace = {
  ...newslettersWorkspace,
  dimensions: [
    ...newslettersWorkspace.dimensions,
    { id: 'pool', name: 'VMTA pool', caption: 'Pool' },
    { id: 'mx', name: 'Remote MX', caption: 'MX' },
    { id: 'esp', name: 'Sending platform', caption: 'Platform' },
  ],
};

/**
 * Six dimensions are chosen: the other counted ones are disabled ("6 out of 6"); Top Bounces,
 * Top Deferrals and the sending platform do not count. Unchecking one frees a place.
 */
export const DimensionLimit: Story = {
  parameters: reportParameters({
    status: withUser(
      {
        preferences: {
          demo: {
            layout: 'auto',
            density: 'spacious',
            dimensions: ['domain', 'provider', 'ip', 'vmta', 'job', 'sender', 'cat', 'bounce'],
            metrics: ['sent', 'bounce_rate', 'deferred_rate'],
          },
        },
      },
      wideWorkspace,
    ),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loadedPanel(canvasElement, 'Campaign');
    await drawnChart(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Report layout' }));
    const panel = await body.findByRole('dialog', { name: 'Report layout' });
    const dimensions = within(panel).getByRole('group', { name: /^Dimensions/ });
    await expect(dimensions).toHaveAccessibleName('Dimensions: 6 out of 6');
    await expect(within(dimensions).getByRole('checkbox', { name: 'VMTA pool' })).toBeDisabled();
    await expect(within(dimensions).getByRole('checkbox', { name: 'Remote MX' })).toBeDisabled();
    await expect(
      within(dimensions).getByRole('checkbox', { name: 'Sending platform' }),
    ).toBeEnabled();
    // The clean-up of section 4 added Top Deferrals (the workspace has a deferral metric).
    await expect(within(dimensions).getByRole('checkbox', { name: 'Top deferrals' })).toBeChecked();
    await userEvent.click(within(dimensions).getByRole('checkbox', { name: 'Campaign' }));
    await expect(dimensions).toHaveAccessibleName('Dimensions: 5 out of 6');
    await expect(within(dimensions).getByRole('checkbox', { name: 'VMTA pool' })).toBeEnabled();
    await userEvent.click(within(dimensions).getByRole('checkbox', { name: 'VMTA pool' }));
    await expect(dimensions).toHaveAccessibleName('Dimensions: 6 out of 6');
    await expect(within(dimensions).getByRole('checkbox', { name: 'Campaign' })).toBeDisabled();
    await expect(canvas.queryByRole('region', { name: 'Campaign' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'VMTA pool' })).toBeInTheDocument();
  },
};
