import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '../stories/fakeApi.ts';
import { loadScreenI18n, screenParameters, withScreen } from '../stories/ScreenStory.tsx';
import { Component as AlertsPage } from './AlertsPage.tsx';
import { PopupBlockedError } from './alerts/slackOAuth.ts';
import { alertHandlers, alertsAt, slackReturning, withTeamChat } from './alerts/storyHarness.tsx';
import {
  callsTo,
  clearAnnouncements,
  dismissSnackbars,
  findSnackbar,
  type CallLog,
} from './storyData.ts';

const meta = {
  title: 'App/Settings/Alert center/Slack',
  component: AlertsPage,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  beforeEach: clearAnnouncements,
} satisfies Meta<typeof AlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const slackSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'Slack' });

const channels = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('treegrid'))
    .getAllByRole('row')
    .slice(1)
    // after the Details chevron and five columns
    .map((row) => row.querySelectorAll('[role="gridcell"]')[6]?.textContent);

const onLog: CallLog = [];

/** Off → on: Slack's authorisation returns a code, slack/add connects; alerts now go to Slack. */
export const TurnOn: Story = {
  decorators: [withTeamChat(slackReturning('1234.5678.abcd'))],
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers(), api: { log: onLog } }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await expect(slack).not.toBeChecked();
    slack.focus();
    await userEvent.keyboard(' ');
    await findSnackbar('Slack connected.');
    await waitFor(() => expect(slack).toBeChecked());
    await expect(callsTo(onLog, 'user/slack/add')).toEqual([{ code: '1234.5678.abcd' }]);
    await expect(
      within(canvasElement).getByText('Alerts are posted to the Slack channel you chose.'),
    ).toBeVisible();
    await expect(
      within(canvasElement).getByText('Not used while Slack is connected.'),
    ).toBeVisible();
    await expect(channels(canvasElement)).toEqual(['Slack', 'Slack', 'Slack', 'Slack']);
    await dismissSnackbars();
  },
};

const offLog: CallLog = [];

/** On → off: slack/del disconnects; alerts go by email again. */
export const TurnOff: Story = {
  decorators: [withTeamChat()],
  parameters: screenParameters({
    ...alertsAt,
    handlers: alertHandlers({ slack: true }),
    api: { log: offLog },
  }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await expect(slack).toBeChecked();
    await expect(channels(canvasElement)).toEqual(['Slack', 'Slack', 'Slack', 'Slack']);
    await userEvent.click(within(canvasElement).getByText('Slack', { selector: 'label' }));
    await findSnackbar('Slack disconnected.');
    await waitFor(() => expect(slack).not.toBeChecked());
    await expect(callsTo(offLog, 'user/slack/del')).toHaveLength(1);
    await expect(channels(canvasElement)).toEqual(['Email', 'Email', 'Email', 'Email']);
    await dismissSnackbars();
  },
};

const invalidLog: CallLog = [];

/** A code with other characters than letters, digits and dots is refused before slack/add. */
export const InvalidCode: Story = {
  decorators: [withTeamChat(slackReturning('abc/../123'))],
  parameters: screenParameters({
    ...alertsAt,
    handlers: alertHandlers(),
    api: { log: invalidLog },
  }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Slack', { selector: 'label' }));
    await findSnackbar('Slack returned an invalid code.');
    await expect(slack).not.toBeChecked();
    await expect(callsTo(invalidLog, 'user/slack/add')).toEqual([]);
    await dismissSnackbars();
  },
};

/** slack/add refused (Slack did not accept the code): the switch stays off and says so. */
export const ConnectFailed: Story = {
  decorators: [withTeamChat()],
  parameters: screenParameters({
    ...alertsAt,
    handlers: { ...alertHandlers(), 'user/slack/add': failWith(400, 'InvalidToken') },
  }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Slack', { selector: 'label' }));
    await findSnackbar('Failed to change the Slack channel.');
    await expect(slack).not.toBeChecked();
    await dismissSnackbars();
  },
};

/** The browser blocked the popup: the user is told to allow pop-ups. */
export const PopupBlocked: Story = {
  decorators: [
    withTeamChat({ isConfigured: true, authorize: () => Promise.reject(new PopupBlockedError()) }),
  ],
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers() }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Slack', { selector: 'label' }));
    await findSnackbar(
      'The browser blocked the Slack window. Allow pop-ups for this site and try again.',
    );
    await expect(slack).not.toBeChecked();
    await dismissSnackbars();
  },
};

/** While the user is in Slack's window, the switch is busy and says what it waits for. */
export const Authorizing: Story = {
  decorators: [withTeamChat({ isConfigured: true, authorize: () => new Promise(() => undefined) })],
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers() }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await userEvent.click(within(canvasElement).getByText('Slack', { selector: 'label' }));
    await expect(
      await within(canvasElement).findByText('Waiting for Slack: finish in the Slack window.'),
    ).toBeVisible();
    await expect(slack).not.toBeChecked();
    await expect(slack).toHaveAttribute('aria-readonly', 'true');
  },
};

/** No Slack app on this console: the switch is disabled and says why. */
export const NotConfigured: Story = {
  decorators: [withTeamChat({ isConfigured: false, authorize: () => Promise.reject(new Error()) })],
  parameters: screenParameters({ ...alertsAt, handlers: alertHandlers() }),
  play: async ({ canvasElement }) => {
    const slack = await slackSwitch(canvasElement);
    await expect(slack).toBeDisabled();
    await expect(
      within(canvasElement).getByText(
        'Slack is not set up on this console. Ask your administrator.',
      ),
    ).toBeVisible();
  },
};
