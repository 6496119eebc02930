import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '../stories/fakeApi.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as AlertsPage } from './AlertsPage.tsx';
import { alertHandlers, alertsAt, withTeamChat } from './alerts/storyHarness.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
  type CallLog,
} from './storyData.ts';

const meta = {
  title: 'App/Settings/Alert center/Blocklist alert',
  component: AlertsPage,
  decorators: [withTeamChat(), withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Opens "Configure blocklist alert" from the Blocklist listing row, by keyboard. */
async function openModal(canvasElement: HTMLElement) {
  const configure = await within(canvasElement).findByRole('button', {
    name: /^Exclude lists… \(1 off\) for Blocklist listing/,
  });
  configure.focus();
  await userEvent.keyboard('{Enter}');
  return body.findByRole('dialog', { name: 'Configure blocklist alert' });
}

const appliedLog: CallLog = [];

/** Switching Spamhaus ZEN off and Barracuda back on, then Apply: saved with alerts/set. */
export const Apply: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: alertHandlers(),
    api: { log: appliedLog },
  }),
  play: async ({ canvasElement }) => {
    const dialog = await openModal(canvasElement);
    const modal = within(dialog);
    await modal.findByRole('switch', { name: 'Spamhaus ZEN' });
    await expect(modal.getByRole('heading', { name: 'Domain blocklists (RHSBL)' })).toBeVisible();
    await expect(modal.getByRole('heading', { name: 'IP blocklists (DNSBL)' })).toBeVisible();
    await expect(modal.getAllByRole('switch')).toHaveLength(5);
    await expect(modal.getByRole('switch', { name: 'Barracuda' })).not.toBeChecked();
    await expect(modal.getByRole('switch', { name: 'Spamhaus DBL' })).toBeChecked();

    await userEvent.click(modal.getByText('Spamhaus ZEN'));
    await userEvent.click(modal.getByText('Barracuda'));
    await expect(modal.getByRole('switch', { name: 'Spamhaus ZEN' })).not.toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));

    await findSnackbar('Blocklist alert saved.');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo(appliedLog, 'user/alerts/set')).toEqual([
      {
        id: 'demo-blocklist',
        exclude_rhsbl: [],
        exclude_dnsbl: ['spamhaus-zen'],
        mappings: [
          { dataset: 'demo-newsletters', exclude_rhsbl: [], exclude_dnsbl: ['spamhaus-zen'] },
        ],
      },
    ]);
    await waitFor(() =>
      expect(
        within(canvasElement).getByRole('button', { name: /^Exclude lists… \(1 off\)/ }),
      ).toHaveFocus(),
    );
    await dismissSnackbars();
    // Apply announced its busy state by a reference to itself, gone with the closed modal.
    clearAnnouncements();
  },
};

const cancelledLog: CallLog = [];

/** Cancel (or Escape) forgets the changes: nothing is saved, the modal reopens as stored. */
export const Cancel: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: alertHandlers(),
    api: { log: cancelledLog },
  }),
  play: async ({ canvasElement }) => {
    let modal = within(await openModal(canvasElement));
    await userEvent.click(await modal.findByText('SpamCop'));
    await expect(modal.getByRole('switch', { name: 'SpamCop' })).not.toBeChecked();
    await userEvent.click(modal.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());

    modal = within(await openModal(canvasElement));
    await expect(await modal.findByRole('switch', { name: 'SpamCop' })).toBeChecked();
    await userEvent.click(modal.getByText('SpamCop'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(callsTo(cancelledLog, 'user/alerts/set')).toEqual([]);
  },
};

/** Apply failed: the modal stays open with the changes, and says so. */
export const ApplyFailed: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/alerts/set': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const modal = within(await openModal(canvasElement));
    await userEvent.click(await modal.findByText('SURBL multi'));
    await userEvent.click(modal.getByRole('button', { name: 'Apply' }));
    await findSnackbar('Failed to save alert.');
    await expect(modal.getByRole('switch', { name: 'SURBL multi' })).not.toBeChecked();
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeEnabled();
    await dismissSnackbars();
  },
};

/** The lists could not be loaded: "Failed to load" with Reload, and Apply stays disabled. */
export const ListsFailed: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/blacklists/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const modal = within(await openModal(canvasElement));
    await expect(await modal.findByRole('alert')).toHaveTextContent('Failed to load');
    await expect(modal.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  },
};
