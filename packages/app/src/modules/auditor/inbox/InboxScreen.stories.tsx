import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { failWith } from '../../../stories/fakeApi.ts';
import { loadScreenI18n, withScreen } from '../../../stories/ScreenStory.tsx';
import { failedStory, loadingStory } from '../../dmarc/stories/loadStates.ts';
import { arrivingReport, auditAddress, inbox } from '../stories/auditorData.ts';
import {
  auditorParameters,
  editorStatus,
  frenchStatus,
  inboxRoute,
  phoneViewport,
} from '../stories/auditorStory.ts';
import { InboxScreen } from './InboxScreen.tsx';

const copyText = fn(async () => undefined);

const meta = {
  title: 'App/Email Auditor/Inbox',
  component: InboxScreen,
  decorators: [withScreen],
  loaders: [loadScreenI18n],
  args: { copyText },
} satisfies Meta<typeof InboxScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const rowOf = (canvas: ReturnType<typeof within>, date: string) =>
  canvas.getByRole('row', { name: new RegExp(`^${date}`) });

/**
 * A member's inbox: the address to send to, the reports newest first with their scores; a
 * report without a summary scores the default 5 on every topic.
 */
export const Loaded: Story = {
  parameters: auditorParameters(inboxRoute),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const newest = await canvas.findByRole('link', {
      name: 'November newsletter: the winter collection',
    });
    await expect(newest).toHaveAttribute('href', '/demo/email-auditor/inbox/1042/report');
    await expect(canvas.getByText(auditAddress)).toBeVisible();
    await expect(
      canvas.getByText('4 reports, newest first · new ones appear by themselves'),
    ).toBeVisible();
    const links = canvas.getAllByRole('link').map((link) => link.textContent);
    await expect(links).toEqual([
      'November newsletter: the winter collection',
      '(no subject)',
      'Order confirmation #48213',
      'LAST CHANCE!!! 70% off everything',
    ]);
    const newestRow = within(rowOf(canvas, 'Nov 20, 2026, 09:12'));
    await expect(newestRow.getByText('Overall score: 9.9 of 10')).toBeInTheDocument();
    await expect(newestRow.getByText('DMARC: 9 of 10')).toBeInTheDocument();
    const noSummary = within(rowOf(canvas, 'Nov 19, 2026, 18:02'));
    await expect(noSummary.getByText('Connection: 5 of 10')).toBeInTheDocument();
    await expect(noSummary.getByText('Overall score: 5 of 10')).toBeInTheDocument();
    await expect(
      within(rowOf(canvas, 'Nov 20, 2026, 08:55')).getByText('(no subject)'),
    ).toBeVisible();
    // a member replaces nothing
    await expect(canvas.queryByRole('button', { name: 'New address' })).toBeNull();
    await expect(canvas.getByText(/Editors and owners of the workspace/)).toBeVisible();
  },
};

/** The copy button puts the address on the clipboard and says so. */
export const Copy_Address: Story = {
  parameters: auditorParameters(inboxRoute),
  play: async ({ canvasElement }) => {
    copyText.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Copy the audit address' }));
    await expect(copyText).toHaveBeenCalledWith(auditAddress);
    const copied = await body.findByText('Value copied to clipboard');
    await expect(copied).toBeVisible();
    // Hovering pauses the snackbar's 3 s, so it is still there for the screenshots.
    await userEvent.hover(copied);
  },
};

/** An editor may replace the address; she is asked first, then the new one shows. */
export const Editor_New_Address: Story = {
  parameters: auditorParameters(inboxRoute, {
    status: editorStatus,
    handlers: {
      'editor/emailaudit/renew': () => ({
        address: 'audit+0d4b8e2c6a1f9357@console.example.com',
      }),
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const renew = await canvas.findByRole('button', { name: 'New address' });
    await expect(canvas.queryByText(/Editors and owners of the workspace/)).toBeNull();
    await userEvent.click(renew);
    const dialog = within(
      await body.findByRole('alertdialog', { name: 'Replace the audit address?' }),
    );
    await expect(
      dialog.getByText(`Mail sent to ${auditAddress} will be refused from now on.`),
    ).toBeVisible();
    // Cancel is the safe default
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(dialog.getByRole('button', { name: 'Replace the address' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(
      canvas.getByText('audit+0d4b8e2c6a1f9357@console.example.com', { selector: 'pre' }),
    ).toBeVisible();
    await expect(canvas.queryByText(auditAddress, { selector: 'pre' })).toBeNull();
    const done = await body.findByText(
      'New audit address: audit+0d4b8e2c6a1f9357@console.example.com',
    );
    await expect(done).toBeVisible();
    await userEvent.hover(done);
  },
};

/** A refused renewal stays in the dialog, the old address in place. */
export const Editor_New_Address_Failed: Story = {
  parameters: auditorParameters(inboxRoute, {
    status: editorStatus,
    handlers: { 'editor/emailaudit/renew': failWith(500, 'InternalError') },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'New address' }));
    const dialog = within(await body.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Replace the address' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'The address could not be replaced. Try again.',
    );
    await expect(canvas.getByText(auditAddress, { selector: 'pre' })).toBeInTheDocument();
  },
};

let hasArrived = false;

/** A report arrives while the page is open: no reload, and it is read out. */
export const Report_Arrives: Story = {
  args: { pollMs: 250 },
  beforeEach: () => {
    hasArrived = false;
  },
  parameters: auditorParameters(inboxRoute, {
    handlers: {
      'member/emailaudit/all': () =>
        hasArrived ? { ...inbox, reports: [arrivingReport, ...inbox.reports] } : inbox,
    },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'November newsletter: the winter collection' });
    hasArrived = true;
    const arrived = await canvas.findByRole('link', { name: 'Test from the new IP' });
    await expect(arrived).toHaveAttribute('href', '/demo/email-auditor/inbox/1043/report');
    const announced = canvas.getByText('1 new report: Test from the new IP');
    await expect(announced).toHaveAttribute('role', 'status');
    await expect(
      canvas.getByText('5 reports, newest first · new ones appear by themselves'),
    ).toBeVisible();
  },
};

const pollLog: { key: string; input: unknown }[] = [];
const inboxCalls = () => pollLog.filter((call) => call.key === 'member/emailaudit/all').length;

/** Checking stops while the page is hidden and starts again when it shows. */
export const Paused_While_Hidden: Story = {
  args: { pollMs: 200 },
  parameters: auditorParameters(inboxRoute, { log: pollLog }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'November newsletter: the winter collection' });
    await waitFor(() => expect(inboxCalls()).toBeGreaterThan(1)); // it checks while visible
    let visibility: DocumentVisibilityState = 'hidden';
    Object.defineProperty(document, 'visibilityState', {
      configurable: true,
      get: () => visibility,
    });
    try {
      const before = inboxCalls();
      await new Promise((resolve) => setTimeout(resolve, 700));
      await expect(inboxCalls()).toBe(before);
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(inboxCalls()).toBeGreaterThan(before));
    } finally {
      // the document's own getter again
      delete (document as { visibilityState?: unknown }).visibilityState;
    }
  },
};

export const Empty: Story = {
  parameters: auditorParameters(inboxRoute, {
    handlers: { 'member/emailaudit/all': () => ({ address: auditAddress, reports: [] }) },
  }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No test message yet' })).toBeVisible();
    await expect(
      canvas.getByText(
        `Send a message to ${auditAddress} as you send your campaigns: its report appears here within a minute, without reloading the page.`,
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
  },
};

export const Loading: Story = loadingStory(inboxRoute, 'member/emailaudit/all');

/** "Failed to load" with an empty list (spec section 8): no address, no reports. */
export const Failed: Story = {
  ...failedStory(inboxRoute, 'member/emailaudit/all'),
  play: async (context) => {
    await failedStory(inboxRoute, 'member/emailaudit/all').play(context);
    await expect(within(context.canvasElement).queryByText(auditAddress)).toBeNull();
  },
};

/** In French: no-break spaces before the colons, French dates and decimals. */
export const French: Story = {
  parameters: auditorParameters(inboxRoute, { status: frenchStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '(sans objet)' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Boîte d’audit' })).toBeVisible();
    // testing-library reads a no-break space as a space: the title keeps it
    const overall = rowOf(canvas, '20 nov. 2026, 09:12').querySelector('[title^="Note globale"]');
    await expect(overall).toHaveAttribute('title', 'Note globale\u00a0: 9,9 sur 10');
  },
};

/** On a phone: when, subject and score; the address wraps above. */
export const Phone: Story = {
  ...phoneViewport,
  parameters: auditorParameters(inboxRoute, { status: editorStatus }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const days = await canvas.findAllByText('Nov 20, 2026');
    await expect(days).toHaveLength(2);
    await expect(canvas.queryByRole('columnheader', { name: /Topic scores/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'New address' })).toBeVisible();
  },
};
