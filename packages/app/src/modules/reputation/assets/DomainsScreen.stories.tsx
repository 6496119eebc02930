import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { FakeApiOptions } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import {
  editorStatus,
  germanStatus,
  reputationParameters,
  withClock,
} from '../stories/reputationStory.tsx';
import { AssetsScreen } from './AssetsScreen.tsx';

const meta = {
  title: 'App/Reputation/Domains',
  component: AssetsScreen,
  decorators: [withScreen, withClock],
  loaders: [loadScreenI18n],
  args: { kind: 'domain' },
} satisfies Meta<typeof AssetsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const route = {
  path: '/demo/reputation-monitor/domains',
  pattern: '/:workspace/reputation-monitor/domains',
};
const body = within(document.body);

/** A member's view: the DBL and URIBL listings first; no SNDS column for domains. */
export const Loaded: Story = {
  parameters: reputationParameters(route),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'news.example.com' })).toHaveAttribute(
      'href',
      '/demo/reputation-monitor/domains/news.example.com',
    );
    await expect(canvas.getByText('5 domains, 2 listed now')).toBeVisible();
    await expect(canvas.getByText('Spamhaus DBL')).toBeVisible();
    await expect(canvas.getByText('1 check failed')).toBeVisible();
    await expect(canvas.queryByRole('columnheader', { name: /SNDS/ })).toBeNull();
  },
};

const editLog: NonNullable<FakeApiOptions['log']> = [];
/**
 * An editor changes a domain's description and tags from the row's menu; the name is the
 * dialog's title, and the focus goes back to the menu's button.
 */
export const Editor_Edit: Story = {
  parameters: reputationParameters(route, { status: editorStatus, log: editLog }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const actions = await canvas.findByRole('button', { name: 'Actions for click.example.com' });
    await userEvent.click(actions);
    await userEvent.click(await body.findByRole('menuitem', { name: 'Edit' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Edit click.example.com' }));
    const description = dialog.getByRole('textbox', { name: 'Description' });
    await expect(description).toHaveValue('Link tracking');
    await expect(description).toHaveFocus();
    await userEvent.clear(description);
    await userEvent.type(description, 'Link tracking (ESP branded)');
    await userEvent.type(dialog.getByRole('textbox', { name: /Tags/ }), ', esp');
    editLog.length = 0;
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(editLog.find((call) => call.key === 'editor/domains/set')?.input).toEqual({
      name: 'click.example.com',
      description: 'Link tracking (ESP branded)',
      tags: ['tracking', 'esp'],
    });
    await waitFor(() => expect(actions).toHaveFocus());
  },
};

/** No domain yet, seen by an editor: the add button and what adding does. */
export const Empty: Story = {
  parameters: reputationParameters(route, {
    status: editorStatus,
    handlers: { 'member/domains/all': () => [] },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No domain monitored yet' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add domain' })).toBeVisible();
  },
};

export const Loading: Story = loadingStory(route, 'member/domains/all');

export const Failed: Story = failedStory(route, 'member/domains/all');

export const German: Story = {
  parameters: reputationParameters(route, { status: germanStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Versanddomains' }),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText('5 Domains, davon 2 gelistet')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Domain hinzufügen' })).toBeVisible();
  },
};
