// The shell's own pages: a module the workspace has not enabled, a user without workspaces, the
// management area's start page, and a link of the previous version (/v2/...).
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { adminAuthStatus, noWorkspaceAuthStatus } from '../../stories/sampleSession.ts';
import { loadShellI18n, renderShell, shellParameters, storyLocation } from './ShellStory.tsx';

const meta = {
  title: 'App/Shell/Pages',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The transactional workspace has no DMARC Reports: the page says so instead of failing. */
export const ModuleNotEnabled: Story = {
  parameters: shellParameters({ path: '/transactional/dmarc-reports/domains' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'DMARC Reports is not enabled for this workspace',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByText(/“Transactional \(receipts\)” does not have this one/),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /Workspace/ })).toHaveTextContent(
      'Transactional (receipts)',
    );
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
      'href',
      '/transactional',
    );
  },
};

/** A user without workspaces lands on Delivery Analytics, which explains what to do. */
export const NoWorkspace: Story = {
  parameters: shellParameters({ path: '/delivery-analytics/home', status: noWorkspaceAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'No workspaces available' }),
    ).toBeVisible();
    const picker = canvas.getByRole('button', { name: /Workspace/ });
    await expect(picker).toHaveTextContent('No workspaces available');
    await expect(picker).toBeDisabled();
    const nav = within(canvas.getByRole('navigation', { name: 'Main navigation' }));
    await expect(nav.queryAllByRole('link')).toHaveLength(0);
  },
};

/** Management, for admins: its wizards, entities and statistics, each opening its page. */
export const ManagementHub: Story = {
  parameters: shellParameters({ path: '/management', status: adminAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Management' }),
    ).toBeVisible();
    for (const group of ['Wizards', 'Entities', 'Statistics'])
      await expect(canvas.getByRole('heading', { level: 2, name: group })).toBeVisible();
    await expect(canvas.queryByText(/later release/)).toBeNull();
    const wizards = within(canvas.getByRole('region', { name: 'Wizards' }));
    await expect(wizards.getAllByRole('link')).toHaveLength(7);
    await expect(wizards.getByRole('link', { name: 'Add account' })).toHaveAttribute(
      'href',
      '/management/wizards/add_account',
    );
    await expect(canvas.queryByRole('button', { name: /Workspace/ })).toBeNull();
  },
};

/** A link of the previous version that this version knows leads to the same page. */
export const LegacyLink: Story = {
  parameters: shellParameters({ path: '/v2/transactional/reputation-monitor/ip/192.0.2.10' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', {
        level: 2,
        name: 'This link is from the previous version of the console',
      }),
    ).toBeVisible();
    const open = canvas.getByRole('link', { name: 'Open IP details' });
    await expect(open).toHaveAttribute('href', '/transactional/reputation-monitor/ips/192.0.2.10');
    await userEvent.click(open);
    await waitFor(() =>
      expect(storyLocation()).toBe('/transactional/reputation-monitor/ips/192.0.2.10'),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '192.0.2.10' }),
    ).toBeVisible();
  },
};

/** A link of the previous version without an equivalent offers the start page. */
export const LegacyUnknown: Story = {
  parameters: shellParameters({ path: '/v2/campaigns/2026-11/report' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('/v2/campaigns/2026-11/report has no equivalent in this version.'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the start page' })).toHaveAttribute(
      'href',
      '/',
    );
  },
};
