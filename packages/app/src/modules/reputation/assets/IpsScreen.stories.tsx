import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Input, IpOverview } from '@console/contract';
import { failWith, type FakeApiOptions } from '../../../stories/fakeApi.ts';
import { frenchAuthStatus } from '../../../stories/sampleSession.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { ips } from '../stories/assetsData.ts';
import {
  editorStatus,
  reputationParameters,
  wideViewport,
  withClock,
} from '../stories/reputationStory.tsx';
import { AssetsScreen } from './AssetsScreen.tsx';

const meta = {
  title: 'App/Reputation/IPs',
  component: AssetsScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
  args: { kind: 'ip' },
} satisfies Meta<typeof AssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = {
  path: '/demo/reputation-monitor/ips',
  pattern: '/:workspace/reputation-monitor/ips',
};
const body = within(document.body);
const rowOf = (canvas: ReturnType<typeof within>, name: string) =>
  canvas.getByRole('row', { name: new RegExp(`^${name.replace(/[./]/g, '\\$&')}`) });

/** A member's view: listings first, with the lists' names, SNDS colours and check times. */
export const Loaded: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const range = await canvas.findByRole('link', { name: '198.51.100.0/24' });
    await expect(range).toHaveAttribute('href', '/demo/reputation-monitor/ips/198.51.100.0%2F24');
    await expect(canvas.getByText('6 IPs and ranges, 2 listed now')).toBeVisible();
    const rangeRow = within(rowOf(canvas, '198.51.100.0/24'));
    await expect(rangeRow.getByText('3 addresses listed')).toBeVisible();
    await expect(rangeRow.getByText('Spamhaus ZEN, UCEPROTECT level 1')).toBeInTheDocument();
    await expect(rangeRow.getByText('Red')).toHaveAttribute(
      'title',
      'SNDS red: Microsoft’s filters judged over 90% of the mail spam',
    );
    const mta1 = within(rowOf(canvas, '192.0.2.10'));
    await expect(mta1.getByText('SpamCop')).toBeInTheDocument();
    await expect(mta1.getByText('18 minutes ago')).toBeInTheDocument();
    await expect(within(rowOf(canvas, '192.0.2.64/27')).getByText('2 checks failed')).toBeVisible();
    await expect(
      within(rowOf(canvas, '192.0.2.200')).getByText('Not checked yet', {
        selector: 'span[data-tone]',
      }),
    ).toBeVisible();
    // a member changes nothing
    await expect(canvas.queryByRole('button', { name: /^Add IP/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Edit / })).toBeNull();
  },
};

/** "Only listed" from the overview's link, then narrowed by a list's name typed in the filter. */
export const Only_Listed: Story = {
  parameters: reputationParameters({ ...route, path: `${route.path}?listed=1` }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'Only listed' })).toBeChecked();
    await expect(await canvas.findByText('6 IPs and ranges, 2 listed now · 2 shown')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Filter IPs' }), 'uceprotect');
    await waitFor(() => expect(canvas.getByText(/· 1 shown$/)).toBeVisible());
    await expect(canvas.getByRole('link', { name: '198.51.100.0/24' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: '192.0.2.10' })).toBeNull();
  },
};

/** No IP yet, seen by a member: an editor adds them. */
export const Empty: Story = {
  parameters: reputationParameters(route, { handlers: { 'member/ips/all': () => [] } }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No IP monitored yet' })).toBeVisible();
    await expect(
      canvas.getByText('An editor of this account adds the sending IPs and ranges to monitor.'),
    ).toBeVisible();
  },
};

const addLog: NonNullable<FakeApiOptions['log']> = [];
/** The IPs the account has as the stories change them: the list reloads with the change. */
const added: IpOverview[] = [];
const removed = new Set<string>();
const changingHandlers = {
  'member/ips/all': () => [...ips, ...added].filter((ip) => !removed.has(ip.address)),
  'editor/ips/del': (input: Input<'editor/ips/del'>) => {
    removed.add(input.address);
    return { ok: true as const };
  },
  'editor/ips/add': (input: Input<'editor/ips/add'>) => {
    const ip = {
      address: input.address,
      description: input.description ?? '',
      viewers: input.viewers ?? [],
      tags: input.tags ?? [],
    };
    added.push({
      ...ip,
      listed_on: [],
      failed_checks: 0,
      last_checked: null,
      size: 64,
      listed_addresses: 0,
      ptr: null,
      snds_filter: null,
      snds_date: null,
      snds_complaint_rate: null,
      snds_trap_hits: null,
    });
    return ip;
  },
};
/**
 * An editor adds a range with the keyboard: a range not written from its first address is
 * refused before any call, with the right one to type; the account's use of its limit is shown.
 */
export const Editor_Add: Story = {
  parameters: reputationParameters(route, {
    status: editorStatus,
    log: addLog,
    handlers: changingHandlers,
  }),
  play: async ({ canvasElement }) => {
    added.length = 0;
    removed.clear();
    const canvas = within(canvasElement);
    const add = await canvas.findByRole('button', { name: 'Add IP or range' });
    await expect(
      await canvas.findByRole('button', { name: 'Actions for 192.0.2.10' }),
    ).toBeVisible();
    add.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Add an IP or range' });
    const dialogScope = within(dialog);
    await expect(
      await dialogScope.findByText(
        'IP addresses in use in this account: 292 of 1,024; a range counts each of its addresses.',
      ),
    ).toBeVisible();
    const field = dialogScope.getByRole('textbox', { name: /IP address or range/ });
    await expect(field).toHaveFocus();
    await userEvent.keyboard('198.51.100.77/26');
    await userEvent.tab();
    await expect(
      dialogScope.getAllByText('Write the range from its first address: 198.51.100.64/26')[0],
    ).toBeVisible();
    await userEvent.clear(field);
    await userEvent.type(field, '198.51.100.64/26');
    await userEvent.tab();
    await userEvent.keyboard('Second warming pool');
    await userEvent.tab();
    await userEvent.keyboard('warm-up, pool-b');
    addLog.length = 0;
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(addLog.find((call) => call.key === 'editor/ips/add')?.input).toEqual({
      address: '198.51.100.64/26',
      description: 'Second warming pool',
      tags: ['warm-up', 'pool-b'],
      workspace: 'demo',
    });
    await expect(
      await body.findByText('198.51.100.64/26 added: it is checked at the next run'),
    ).toBeVisible();
    await expect(add).toHaveFocus();
    // the list reloaded with the new range, waiting for its first check
    await expect(await canvas.findByRole('link', { name: '198.51.100.64/26' })).toBeVisible();
  },
};

/** A range beyond the account's limit (a place per address): the refusal says so, in the dialog. */
export const Add_Over_Limit: Story = {
  parameters: reputationParameters(route, {
    status: editorStatus,
    handlers: {
      'editor/ips/count': () => ({ count: 1_020, limit: 1_024 }),
      'editor/ips/add': failWith(422, 'LimitExceeded', 'The account may have at most 1024 ips'),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add IP or range' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add an IP or range' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: /IP address or range/ }),
      '192.0.2.248/29',
    );
    await expect(dialog.getByText(/This range counts as 8 addresses\.$/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This account’s limit is 1,024 IP addresses, 1,020 already in use; a range counts each of its addresses. Remove some, or ask the account owner to raise the limit.',
    );
  },
};

/** An address the account has already: said under the field. */
export const Add_Duplicate: Story = {
  parameters: reputationParameters(route, {
    status: editorStatus,
    handlers: {
      'editor/ips/add': failWith(
        409,
        'Conflict',
        '192.0.2.11 is registered in this account already',
      ),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add IP or range' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Add an IP or range' }));
    const field = dialog.getByRole('textbox', { name: /IP address or range/ });
    await userEvent.type(field, '192.0.2.11{Enter}');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    await expect(
      dialog.getAllByText('192.0.2.11 is already monitored in this account.')[0],
    ).toBeVisible();
  },
};

const removeLog: NonNullable<FakeApiOptions['log']> = [];
/** Removing, from the row's menu, asks first in an alert dialog, then removes and says so. */
export const Editor_Remove: Story = {
  parameters: reputationParameters(route, {
    status: editorStatus,
    log: removeLog,
    handlers: changingHandlers,
  }),
  play: async ({ canvasElement }) => {
    added.length = 0;
    removed.clear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Actions for 192.0.2.200' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Remove' }));
    const dialog = within(await body.findByRole('alertdialog', { name: 'Remove 192.0.2.200?' }));
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    removeLog.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: 'Remove' }));
    await expect(await body.findByText('192.0.2.200 removed')).toBeVisible();
    await expect(removeLog.find((call) => call.key === 'editor/ips/del')?.input).toEqual({
      address: '192.0.2.200',
    });
    await waitFor(() => expect(canvas.queryByRole('link', { name: '192.0.2.200' })).toBeNull());
  },
};

export const Loading: Story = loadingStory(route, 'member/ips/all');

export const Failed: Story = failedStory(route, 'member/ips/all');

export const French: Story = {
  parameters: reputationParameters(route, { status: frenchAuthStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'IP d’envoi' }),
    ).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByText('6 IP et plages, dont 2 sur liste de blocage')).toBeVisible(),
    );
    await expect(within(rowOf(canvas, '192.0.2.10')).getByText('Sur 1 liste')).toBeVisible();
  },
};

/** At 1440 px an editor sees every column: description, tags, SNDS and the last check. */
export const Wide: Story = {
  ...wideViewport,
  parameters: {
    ...wideViewport.parameters,
    ...reputationParameters(route, { status: editorStatus }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '192.0.2.10' })).toBeVisible();
    for (const name of ['Description', 'Tags', 'SNDS', 'Last check'])
      await expect(canvas.getByRole('columnheader', { name: new RegExp(name) })).toBeVisible();
  },
};

/** On a phone the table keeps the address and its status; an editor changes an IP on its page. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  parameters: reputationParameters(route, { status: editorStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '192.0.2.10' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add IP or range' })).toBeVisible();
  },
};
