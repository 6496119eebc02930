import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith, pending } from '../stories/fakeApi.ts';
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
  title: 'App/Settings/Alert center',
  component: AlertsPage,
  decorators: [withTeamChat(), withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const activeSwitch = (canvasElement: HTMLElement, alert: string, account = 'Demo account') =>
  within(canvasElement).getByRole('switch', { name: `Active: ${alert} (${account})` });

export const Loading: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/alerts/all': pending },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading alerts…');
    await expect(canvas.getByRole('heading', { level: 1, name: 'Alert center' })).toBeVisible();
    await expect(canvas.queryByRole('treegrid')).toBeNull();
  },
};

const failedLog: CallLog = [];

/** "Failed to load" with Reload, which asks the server again. */
export const LoadFailed: Story = {
  parameters: screenParameters({
    ...alertsAt,
    api: { log: failedLog },
    handlers: { ...alertHandlers(), 'user/alerts/all': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
    const before = callsTo(failedLog, 'user/alerts/all').length;
    const reload = canvas.getByRole('button', { name: 'Reload' });
    reload.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(callsTo(failedLog, 'user/alerts/all')).toHaveLength(before + 1));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Failed to load');
  },
};

/** No alerts yet: the channels can still be set. */
export const Empty: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/alerts/all': () => [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 3, name: 'No alerts yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Email alerts' })).toBeChecked();
    await expect(canvas.queryByRole('treegrid')).toBeNull();
  },
};

/** Every alert with its account, datasets, module, configuration, channel and switch. */
export const Full: Story = {
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers() }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Alerts' });
    await expect(canvas.getByRole('link', { name: 'Alert center' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    await expect(headers).toEqual([
      'Details',
      'Account',
      'Dataset',
      'Module',
      'Alert',
      'Configuration',
      'Channel',
      'Active',
    ]);
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    // Sorted by account: Acme Retail first.
    await expect(rows[0]).toHaveTextContent(
      /^Acme RetailAll datasetsDMARC ReportsDMARC failuresNoneEmail/,
    );
    await expect(within(grid).getByRole('row', { name: /Blocklist listing/ })).toHaveTextContent(
      'Exclude lists… (1 off)',
    );
    await expect(within(grid).getByRole('row', { name: /Bounce rate above 5%/ })).toHaveTextContent(
      'demo-newsletters, demo-transactional',
    );
    // a Delivery Analytics alert shows its condition: per dimension, or each dataset as a whole
    // (the dimension's caption comes with the dictionary, after the table)
    const deferrals = within(grid).getByRole('row', { name: /Deferrals at a mailbox provider/ });
    await waitFor(() =>
      expect(deferrals).toHaveTextContent(
        'Deferral rate > 20% per Mailbox provider · 1 day · ≥ 500 messages',
      ),
    );
    await expect(within(grid).getByRole('row', { name: /Bounce rate above 5%/ })).toHaveTextContent(
      'Bounce rate > 5% · 1 hour · ≥ 100 messages',
    );
    await expect(activeSwitch(canvasElement, 'Deferrals at a mailbox provider')).not.toBeChecked();
    await expect(activeSwitch(canvasElement, 'DMARC failures', 'Acme Retail')).toBeChecked();
    await expect(
      canvas.getByRole('button', {
        name: 'Exclude lists… (1 off) for Blocklist listing (Demo account)',
      }),
    ).toBeVisible();
  },
};

/** In French on a phone: the conditions in French, the columns of least priority dropped. */
export const FrenchPhone: Story = {
  parameters: screenParameters({ ...alertsAt, language: 'fr', handlers: alertHandlers() }),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('treegrid', { name: 'Alertes' });
    const deferrals = within(grid).getByRole('row', { name: /Deferrals at a mailbox provider/ });
    await waitFor(() =>
      expect(deferrals).toHaveTextContent(
        'Taux de différés > 20% par Fournisseur de messagerie · 1 jour · ≥ 500 messages',
      ),
    );
  },
};

/**
 * A row expands by keyboard to every column whole: on a phone the condition the cell cuts and
 * the columns it drops, and the alert's description. Its switch flips without expanding it.
 */
export const DetailsOnPhone: Story = {
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers() }),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('treegrid', { name: 'Alerts' });
    const deferrals = within(grid).getByRole('row', { name: /Deferrals at a mailbox provider/ });
    await waitFor(() => expect(deferrals).toHaveTextContent('per Mailbox provider'));
    await userEvent.click(activeSwitch(canvasElement, 'Deferrals at a mailbox provider'));
    await expect(deferrals).toHaveAttribute('aria-expanded', 'false');
    await expect(activeSwitch(canvasElement, 'Deferrals at a mailbox provider')).toBeChecked();
    const nameCell = within(deferrals)
      .getAllByRole('gridcell')
      .find((cell) => cell.textContent === 'Deferrals at a mailbox provider');
    nameCell?.focus();
    await userEvent.keyboard('{Enter}');
    await expect(deferrals).toHaveAttribute('aria-expanded', 'true');
    const details = within(grid)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-level') === '2');
    await expect(details).toHaveTextContent(
      'AccountDemo account' +
        'Datasetdemo-newsletters' +
        'ModuleDelivery Analytics' +
        'AlertDeferrals at a mailbox provider' +
        'ConditionDeferral rate > 20% per Mailbox provider · 1 day · ≥ 500 messages' +
        'DescriptionMore than 20% of messages deferred by one provider' +
        'ChannelEmail',
    );
    details?.scrollIntoView({ block: 'end' });
  },
};

const toggledLog: CallLog = [];

/** The Active switch flips at once and is saved with alerts/set. */
export const ActiveToggled: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: alertHandlers(),
    api: { log: toggledLog },
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('treegrid');
    const deferrals = activeSwitch(canvasElement, 'Deferrals at a mailbox provider');
    deferrals.focus();
    await userEvent.keyboard(' ');
    await expect(deferrals).toBeChecked();
    const bounces = activeSwitch(canvasElement, 'Bounce rate above 5%');
    await waitFor(() => expect(bounces).toBeEnabled());
    await userEvent.click(bounces);
    await waitFor(() =>
      expect(callsTo(toggledLog, 'user/alerts/set')).toEqual([
        { id: 'demo-deferrals', active: true },
        { id: 'demo-bounce-rate', active: false },
      ]),
    );
    await expect(bounces).not.toBeChecked();
  },
};

/** A failed save flips the switch back and says so. */
export const ActiveToggleFails: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/alerts/set': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('treegrid');
    const dmarc = activeSwitch(canvasElement, 'DMARC failures', 'Acme Retail');
    await userEvent.click(dmarc);
    await findSnackbar('Failed to save alert.');
    await waitFor(() => expect(dmarc).toBeChecked());
    await dismissSnackbars();
  },
};

const emailLog: CallLog = [];

/** Email alerts off with Slack off: saved with users/set, and the page warns nothing arrives. */
export const EmailAlertsOff: Story = {
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers(), api: { log: emailLog } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: 'Email alerts' });
    await userEvent.click(canvas.getByText('Email alerts'));
    await expect(email).not.toBeChecked();
    await waitFor(() => expect(callsTo(emailLog, 'user/users/set')).toEqual([{ alerts: false }]));
    await expect(
      canvas.getByText('Email alerts and Slack are both off: active alerts reach no one.'),
    ).toHaveAttribute('role', 'status');
    await expect(canvas.getByText('No alert is sent by email.')).toBeVisible();
  },
};

/** Saving the email switch failed: it goes back on and says so. */
export const EmailAlertsSaveFailed: Story = {
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/users/set': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const email = await canvas.findByRole('switch', { name: 'Email alerts' });
    await userEvent.click(canvas.getByText('Email alerts'));
    await findSnackbar('Failed to save the email alert setting.');
    await waitFor(() => expect(email).toBeChecked());
    await dismissSnackbars();
  },
};
