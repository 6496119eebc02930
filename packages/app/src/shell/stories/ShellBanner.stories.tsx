// The heartbeat banner (spec section 4): coloured by severity, in the user's language, "Reload to
// update" for a newer release, and closing recorded so the same message does not come back.
import type { Heartbeat } from '@console/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frenchAuthStatus, sampleAuthStatus } from '../../stories/sampleSession.ts';
import {
  loadShellI18n,
  quietHeartbeat,
  reloadSpy,
  renderShell,
  shellParameters,
} from './ShellStory.tsx';

const meta = {
  title: 'App/Shell/Banner',
  render: renderShell,
  loaders: [loadShellI18n],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const log: { key: string; input: unknown }[] = [];

/** The banner showing `text`, with its ARIA role (the start-up splash is a status too). */
async function findBanner(canvasElement: HTMLElement, text: RegExp, role: 'status' | 'alert') {
  const message = await within(canvasElement).findByText(text);
  const banner = message.closest<HTMLElement>(`[role="${role}"]`);
  if (!banner) throw new Error(`The banner is not a ${role}`);
  return banner;
}

const heartbeat = (banner: Partial<Heartbeat>) => ({
  'public/system/heartbeat': () => ({ ...quietHeartbeat, ...banner }),
});

const maintenance: Partial<Heartbeat> = {
  banner: 'Scheduled maintenance on 24 November, 22:00–23:00 UTC: reports may arrive late.',
  fr_banner:
    'Maintenance prévue le 24 novembre de 22 h à 23 h UTC : les rapports pourront arriver en retard.',
  de_banner: 'Geplante Wartung am 24. November, 22–23 Uhr UTC: Berichte können sich verspäten.',
  severity: 'INFO',
  timestamp: '2026-11-21T07:30:00.000Z',
};

/** INFO: blue, a polite status. */
export const Info: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/ips',
    handlers: heartbeat(maintenance),
  }),
  play: async ({ canvasElement }) => {
    const banner = await findBanner(
      canvasElement,
      /Scheduled maintenance on 24 November/,
      'status',
    );
    await expect(within(banner).getByRole('button', { name: 'Close message' })).toBeVisible();
    await expect(within(banner).queryByRole('button', { name: 'Reload to update' })).toBeNull();
  },
};

/** ERROR: red, announced at once. */
export const ErrorSeverity: Story = {
  name: 'Error',
  parameters: shellParameters({
    path: '/demo/reputation-monitor/blocklists',
    handlers: heartbeat({
      banner:
        'Blocklist checks are delayed: the Spamhaus lookups time out. Listings may show late.',
      severity: 'ERROR',
      timestamp: '2026-11-21T09:05:00.000Z',
    }),
  }),
  play: async ({ canvasElement }) => {
    await findBanner(canvasElement, /Spamhaus lookups time out/, 'alert');
  },
};

/**
 * Closing records last_message and version with users/set, and the banner goes. (The user had no
 * version recorded: the shell recorded this client's, v2-0-63-0, when it opened.)
 */
export const Closed: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/ips',
    handlers: heartbeat(maintenance),
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const canvas = within(canvasElement);
    const banner = await findBanner(canvasElement, /Scheduled maintenance/, 'status');
    await userEvent.click(within(banner).getByRole('button', { name: 'Close message' }));
    await waitFor(() => expect(canvas.queryByText(/Scheduled maintenance/)).toBeNull());
    await expect(log).toContainEqual({
      key: 'user/users/set',
      input: { last_message: '2026-11-21T07:30:00.000Z', version: 'v2-0-63-0' },
    });
  },
};

/** A newer release: orange, "Reload to update" records the version, then reloads. */
export const UpdateAvailable: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/ips',
    status: { ...sampleAuthStatus, user: { ...sampleAuthStatus.user, version: 'v2-0-63-0' } },
    handlers: heartbeat({ release: 'v2-0-64-0' }),
    api: { log },
  }),
  play: async ({ canvasElement }) => {
    log.length = 0;
    const banner = await findBanner(canvasElement, /A new version is available\./, 'alert');
    const reload = within(banner).getByRole('button', { name: 'Reload to update' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(reloadSpy).toHaveBeenCalledTimes(1));
    await expect(log).toContainEqual({
      key: 'user/users/set',
      input: { last_message: null, version: 'v2-0-64-0' },
    });
  },
};

/** A French user reads the French banner and a French shell. */
export const French: Story = {
  parameters: shellParameters({
    path: '/demo/reputation-monitor/domains',
    status: frenchAuthStatus,
    handlers: heartbeat(maintenance),
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findBanner(canvasElement, /Maintenance prévue/, 'status');
    await expect(canvas.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Domaines d’envoi' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Fermer le message' })).toBeVisible();
  },
};
